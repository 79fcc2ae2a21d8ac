// The engine uses Foundation's `CGFloat`, `CGPoint`, `CGSize` and `CGRect` (present in
// swift-corelibs-foundation on Linux) so that a delegate method ported from UIKit compiles
// unchanged. Re-exporting Foundation spares a ported file an extra import.
@_exported import Foundation
