import Testing
@testable import ScrollGeometry

/// Counts `onChange` calls of a header reading its global minY; `initial` selects the iOS 17 form.
struct CountingView: View {
  let calls: GeometryLog
  var initial = false
  @State private var seen: CGFloat = -1

  var body: some View {
    ScrollView {
      LazyVStack {
        Section { Color.gray.frame(height: 60) } header: {
          GeometryReader { geo in
            Color.red.onChange(of: geo.frame(in: .global).minY, initial: initial) { _, newValue in
              calls.proxies.append(geo)
              seen = newValue
            }
          }
          .frame(height: 100)
        }
      }
    }
  }
}

/// Keeps a counter in `@State` and shows it as the header's height.
struct CounterView: View {
  @State var counter = 5
  var body: some View {
    ScrollView {
      LazyVStack {
        Section { Color.gray.frame(height: 60) } header: {
          Color.red.frame(height: CGFloat(counter) * 10)
        }
      }
    }
  }
}

@Suite struct StateTests {
  @Test func u3OnChangeNotCalledForInitialValue() throws {
    let log = GeometryLog()
    let host = try Phone.host(CountingView(calls: log))
    #expect(log.proxies.isEmpty)
    #expect(host.onChangeActionCount == 0)
    host.drag(by: 10)
    #expect(log.proxies.count == 1)
    host.redeliverUpdate()
    #expect(log.proxies.count == 1)
  }

  @Test func u3OnChangeWithInitialRunsOnAppear() throws {
    let log = GeometryLog()
    _ = try Phone.host(CountingView(calls: log, initial: true))
    #expect(log.proxies.count == 1)
  }

  @Test func u3SeedStateKeepsItsInitialValueUntilTheFirstScroll() throws {
    let host = try Phone.host(SeedStretchyHeaderView())
    #expect(host.bodyEvaluationCount == 1)
    #expect(try #require(host.element(named: "header")).scale == 1)
    host.redeliverUpdate()
    #expect(try #require(host.element(named: "header")).scale == 1)
    // Finger up 10: the header's global minY becomes 63 - 10 = 53, which the action stores.
    // The first evaluation and the redelivery's; only the GeometryReader's content reads
    // the state, so the drag keeps the body (P6).
    host.drag(by: -10)
    #expect(host.bodyEvaluationCount == 2)
    #expect(close(try #require(host.element(named: "header")).scale, 1 + 53 / 200))
  }

  @Test func u3StateSurvivesBodyEvaluationsAndInvalidatesOnChange() throws {
    let view = CounterView()
    let host = try Phone.host(view)
    host.redeliverUpdate()
    host.redeliverUpdate()
    #expect(view.counter == 5)
    #expect(close(try #require(host.element(named: "header")).contentFrame.height, 50))
    view.counter = 8
    let evaluations = host.bodyEvaluationCount
    host.updateIfNeeded()
    #expect(host.bodyEvaluationCount == evaluations + 1)
    #expect(close(try #require(host.element(named: "header")).contentFrame.height, 80))
    // Assigning an equal value does not invalidate.
    view.counter = 8
    host.updateIfNeeded()
    #expect(host.bodyEvaluationCount == evaluations + 1)
  }

  @Test func u3ChildViewStateIsKeptByIdentity() throws {
    struct Child: View {
      @State var moves = 0
      var body: some View {
        GeometryReader { geo in
          Color.red.onChange(of: geo.frame(in: .global).minY) { _ in moves += 1 }
        }
        .frame(height: CGFloat(100 + moves))
      }
    }
    struct Parent: View {
      var body: some View {
        ScrollView {
          LazyVStack {
            Section { Color.gray.frame(height: 60) } header: { Child() }
          }
        }
      }
    }
    let host = try Phone.host(Parent(), safeArea: .zero)
    #expect(close(try #require(host.element(named: "header")).contentFrame.height, 100))
    // The child's action runs once per drag step; the parent's body rebuilds `Child()` with
    // `moves = 0` each time, and the graph carries the stored value over by identity.
    host.drag(by: 10)
    host.drag(by: 10)
    #expect(close(try #require(host.element(named: "header")).contentFrame.height, 102))
  }
}
