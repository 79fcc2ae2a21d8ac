import Generators
