// `swift run -c release my-checks`: the whole command line over the catalog and this
// package's strategies.
import MyHeaders
import ScrollCheck

ScrollCheckCommand.main(strategies: [ProfileHeader()])
