// The thin command line: everything happens in `ScrollCheckCommand.main`.
import ScrollCheck

ScrollCheckCommand.main(strategies: [])
