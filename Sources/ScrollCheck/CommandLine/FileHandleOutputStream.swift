import Foundation

/// A `TextOutputStream` that writes straight to a file handle, unbuffered, so that progress
/// appears as it happens.
public struct FileHandleOutputStream: TextOutputStream {
  /// The handle written to.
  public let handle: FileHandle

  /// Creates a stream over `handle`.
  public init(_ handle: FileHandle) { self.handle = handle }

  /// Standard output.
  public static var standardOutput: FileHandleOutputStream { .init(.standardOutput) }
  /// Standard error.
  public static var standardError: FileHandleOutputStream { .init(.standardError) }

  public mutating func write(_ string: String) {
    handle.write(Data(string.utf8))
  }
}
