// A user's executable imports only ScrollCheck (`ScrollCheckCommand.main(strategies:)`): the
// engine's views and the strategy protocols come with it.
@_exported import ScrollGeometry
@_exported import Strategies
