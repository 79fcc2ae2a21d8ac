import Generators
enum GeneratorsTestingPlaceholder {}
