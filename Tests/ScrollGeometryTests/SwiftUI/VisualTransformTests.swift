import Testing
@testable import ScrollGeometry

/// A header of 358 x 100 (full width inside padding 16) with an effect chain applied.
struct EffectView: View {
  let effect: (Color) -> any View
  var body: some View {
    ScrollView {
      LazyVStack(spacing: 0) {
        Section { Color.gray.frame(height: 60) } header: { AnyViewBox(view: effect(Color.red)) }
      }
      .padding()
    }
  }
}

/// Wraps an existential view (the model has no `AnyView`; a custom view does the job).
struct AnyViewBox: View {
  let view: any View
  var body: some View { view }
}

@Suite struct VisualTransformTests {
  static let layout = CGRect(x: 16, y: 16, width: 358, height: 100)

  func header(_ effect: @escaping (Color) -> any View) throws -> ElementFrame {
    let host = try Phone.host(EffectView(effect: effect), safeArea: .zero)
    return try #require(host.element(named: "header"))
  }

  @Test func u9ScaleEffectScalesAroundTheCentreWithoutChangingLayout() throws {
    let frame = try header { $0.frame(height: 100).scaleEffect(2) }
    #expect(close(frame.contentFrame, Self.layout))
    #expect(close(frame.screenFrame, CGRect(x: 16 - 179, y: 16 - 50, width: 716, height: 200)))
    #expect(frame.scale == 2)
    let host = try Phone.host(EffectView { $0.frame(height: 100).scaleEffect(2) }, safeArea: .zero)
    #expect(close(try #require(host.element(named: "item 0")).contentFrame.minY, 116))
  }

  @Test func u9ClippedClipsToTheLayoutFrame() throws {
    let frame = try header { $0.frame(height: 100).scaleEffect(2).clipped() }
    #expect(close(frame.screenFrame, Self.layout))
    #expect(frame.scale == 2)
  }

  @Test func u9ModifiersComposeInOrder() throws {
    // Clipping first, then scaling: the clipped rendering is scaled.
    let frame = try header { $0.frame(height: 100).clipped().scaleEffect(2) }
    #expect(close(frame.screenFrame, CGRect(x: 16 - 179, y: 16 - 50, width: 716, height: 200)))
    // Offset then scale: the offset is scaled too (it is inside the scaled content).
    let moved = try header { $0.frame(height: 100).offset(y: 10).scaleEffect(2) }
    #expect(close(moved.screenFrame.minY, 16 - 50 + 20))
  }

  @Test func u9OffsetMovesTheRenderingOnly() throws {
    let host = try Phone.host(EffectView { $0.frame(height: 100).offset(y: 30) }, safeArea: .zero)
    let frame = try #require(host.element(named: "header"))
    #expect(close(frame.contentFrame, Self.layout))
    #expect(close(frame.screenFrame, Self.layout.offsetBy(dx: 0, dy: 30)))
    #expect(close(try #require(host.element(named: "item 0")).contentFrame.minY, 116))
  }

  @Test func u9TransformAlgebra() {
    let t = VisualTransform.identity.scaled(by: 2, around: CGPoint(x: 10, y: 10)).translated(by: CGSize(width: 0, height: 5))
    #expect(t.apply(CGPoint(x: 10, y: 10)) == CGPoint(x: 10, y: 20))
  }
}
