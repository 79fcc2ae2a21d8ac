import Testing
@testable import ScrollGeometry

/// A header whose height the body reads from a child's binding: the parent's body depends on
/// the state through the binding.
private struct BoundHeightView: View {
  @State var height: CGFloat = 100
  var body: some View {
    ScrollView {
      LazyVStack {
        Section { Color.gray.frame(height: 60) } header: {
          HeightReader(height: $height)
        }
      }
    }
  }
}

private struct HeightReader: View {
  @Binding var height: CGFloat
  var body: some View { Color.red.frame(height: height) }
}

/// A state only an action writes and nothing reads.
private struct WriteOnlyView: View {
  @State var moves = 0
  var body: some View {
    ScrollView {
      LazyVStack {
        Section { Color.gray.frame(height: 60) } header: {
          GeometryReader { geo in
            Color.red.onChange(of: geo.frame(in: .global).minY) { _ in moves += 1 }
          }
          .frame(height: 100)
        }
      }
    }
  }
}

/// P6: the body is evaluated again only when a state it read changed; a state read only by
/// closures that run at layout (a GeometryReader's content, an action) changes what they
/// draw at the same update, the body kept.
@Suite struct BodyDependencyTests {
  @Test func p6BodyIsKeptWhenOnlyLayoutClosuresReadTheState() throws {
    let host = try Phone.host(SeedStretchyHeaderView())
    #expect(host.bodyEvaluationCount == 1)
    // Pulled down 30: the GeometryReader's content reads the new offset in the same update.
    host.drag(by: 30)
    host.drag(by: 30)
    #expect(host.bodyEvaluationCount == 1)
    let header = try #require(host.element(named: "header"))
    let minY = header.contentFrame.minY - host.contentOffset.y
    #expect(header.scale > 1)
    #expect(minY > 0)
  }

  @Test func p6StateReadThroughABindingEvaluatesTheBodyAgain() throws {
    let view = BoundHeightView()
    let host = try Phone.host(view, safeArea: .zero)
    #expect(close(try #require(host.element(named: "header")).contentFrame.height, 100))
    let evaluations = host.bodyEvaluationCount
    view.height = 140
    host.updateIfNeeded()
    #expect(host.bodyEvaluationCount == evaluations + 1)
    #expect(close(try #require(host.element(named: "header")).contentFrame.height, 140))
  }

  @Test func p6AStateNobodyReadsCostsNoBody() throws {
    let view = WriteOnlyView()
    let host = try Phone.host(view, safeArea: .zero)
    host.drag(by: 10)
    host.drag(by: 10)
    #expect(view.moves == 2)
    #expect(host.bodyEvaluationCount == 1)
  }
}
