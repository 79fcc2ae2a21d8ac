import ScrollGeometry

/// `self-sizing-header.published` and its mistake variants: seed 002's pattern, as
/// published or with one of the mistakes it warns about.
public struct SelfSizingHeader: SelfSizingHeaderStrategy {
  /// The mistake made, or nil for the pattern as published.
  public let mistake: SelfSizingMistake?

  /// The pattern as published (`mistake == nil`) or with one mistake.
  public init(mistake: SelfSizingMistake? = nil) {
    self.mistake = mistake
  }

  public var id: String { "self-sizing-header." + (mistake?.rawValue ?? "published") }

  public var summary: String {
    switch mistake {
    case nil: return "seed 002 as published: fit, set the frame, reassign when the height changed"
    case .missingBottomConstraint: return "seed 002 without the label's bottom constraint"
    case .singleLineLabel: return "seed 002 with the label left at numberOfLines = 1"
    case .noReassign: return "seed 002 updating the frame without assigning the header again"
    case .measuredEarly: return "seed 002 measuring only in viewDidLoad, before the final width"
    case .unguardedReassign: return "seed 002 reassigning on every layout pass, without the height guard"
    }
  }

  /// Recorded from `scrollcheck run --count 150` with seeds 101, 202 and 303 (the shortest
  /// token of each violation found). The pattern as published breaks nothing.
  public var knownViolations: [KnownViolation] {
    switch mistake {
    case nil: return []
    case .missingBottomConstraint:
      return [
        KnownViolation(
          "text-fits",
          token: "sc1-lbzwk3dgfvzws6tjnzts22dfmfsgk4ronvuxg43jnzts2ytpor2g63jnmnxw443uojqws3tucj2gk6dufvtgs5dtacab4afaguabqahqaeaaaaaaaaaaaaaaaaaaaaaaaaaabuacadiaeaaaaiaaaaaa3acabyasbjkgs5dmmuaa-6da62d3e"),
      ]
    case .singleLineLabel:
      return [
        KnownViolation(
          "text-fits",
          token: "sc1-jbzwk3dgfvzws6tjnzts22dfmfsgk4roonuw4z3mmuwwy2lomuwwyylcmvwbe5dfpb2c2ztjorzqbaa6acqdkaayadyacaaaaaaaaaaaaaaaaaaaaaaaaaaa2ababuacaaaaaagyaqaoaessieqgy33om4qgqzlbmrsxeidunf2gyzjaorugc5baonug65lmmqqho4tboaqg63tun4aa-fe3d97f2"),
      ]
    case .noReassign:
      return [
        KnownViolation(
          "reachable",
          token: "sc1-hrzwk3dgfvzws6tjnzts22dfmfsgk4ronzxs24tfmfzxg2lhnyjhezlbmnugcytmmuaiahqaua2qagaa6aaqaaaaaaaaaaaaaaaaaaaaaaaaaagqaianaaqaaabaaaaaadmaiahaciaaa-316251dc",
          clearedBy: ["T8=reread"]),
        KnownViolation(
          "uncovered",
          token: "sc1-hrzwk3dgfvzws6tjnzts22dfmfsgk4ronzxs24tfmfzxg2lhnyjhk3tdn53gk4tfmqaiahqaua2qagaa6aaqaaaaaaaaaaaaaaaaaaaaaaaaaagqaianaaqaaabaaaaaadmaiahaciaaa-718198f9",
          clearedBy: ["T8=reread"]),
        // Round 8: the same pairs, found by the search under T8=reread (where the two above
        // hold); these show under both T8 alternatives (robust).
        KnownViolation(
          "reachable",
          token: "sc1-hrzwk3dgfvzws6tjnzts22dfmfsgk4ronzxs24tfmfzxg2lhnyjhezlbmnugcytmmuaiahqaua2qagaa6aaqaaaaaaaaaaaaaaaaaaaaaaaaaaaaadiaeaaaaiaaaaaa3acabyasaabaucsunf2gyzi-17b0ae2a"),
        KnownViolation(
          "uncovered",
          token: "sc1-hrzwk3dgfvzws6tjnzts22dfmfsgk4ronzxs24tfmfzxg2lhnyjhk3tdn53gk4tfmqaiahqaua2qagaa6aaqaaaaaaaaaaaaaaaaaaaaaaaaaaaaadiaeaaaaiaaaaaa3acabyasaabaucsunf2gyzi-1084d313"),
      ]
    case .measuredEarly:
      return [
        KnownViolation(
          "self-sized",
          token: "sc1-ijzwk3dgfvzws6tjnzts22dfmfsgk4ronvswc43vojswillfmfzgy6iuonswyzrnonuxuzleacab4afaguabqahqaeaaaaaaaaaaaaaaaaaaaaaaaaaabuacadiaeaaaaaanqbaa4aje4qjaieqecicbebasaqjaieqecicbebasaqjaieqecicbebasaqjaieqecicbebaqeba-75ac3297"),
        KnownViolation(
          "text-fits",
          token: "sc1-ijzwk3dgfvzws6tjnzts22dfmfsgk4ronvswc43vojswillfmfzgy6isorsxq5bnmzuxi4yaqapabibvaamab4abaaaaaaaaaaaaaaaaaaaaaaabaaanaaqa2abaaaaaadmaiahacjiecicbebasau3vobsxey3bnruwm4tbm5uwy2ltoruwgzlyobuwc3djmrxwg2lpovzqeba-bc3f12f5"),
        KnownViolation(
          "tracks-width",
          token: "sc1-ijzwk3dgfvzws6tjnzts22dfmfsgk4ronvswc43vojswillfmfzgy6iyorzgcy3lomwxo2leoruabaa6acqdkaayadyacaaaaaaaaaaaaaaaaaaaaaaaaaaa2ababuacaaaaaagyaqaoaessieqgy33om4qgqzlbmrsxeidunf2gyzjaorugc5baonug65lmmqqho4tboaqg63tun4aa-a630821d"),
        KnownViolation(
          "rests-expanded",
          token: "sc1-ijzwk3dgfvzws6tjnzts22dfmfsgk4ronvswc43vojswillfmfzgy6i4ojsxg5dtfvsxq4dbnzsgkzaaqapabibvaamab4abaaaaaaaaaaaaaaaaaaaaaaabaaanaaqa2abaaaaaadmaiahacjjecidmn5xgoidimvqwizlseb2gs5dmmuqhi2dboqqhg2dpovwgiidxojqxaidpnz2g6aqe-cdcb88ae"),
      ]
    case .unguardedReassign:
      return [
        KnownViolation(
          "converges",
          token: "sc1-jjzwk3dgfvzws6tjnzts22dfmfsgk4roovxgo5lbojsgkzbnojswc43tnftw4etdn5xhmzlsm5sxgaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaaaadiaeagqaiaaaaaa3acabyasaaaa-4ba1512b"),
      ]
    }
  }

  public func makeViewController(headerText: String) -> UIViewController {
    SelfSizingHeaderController(headerText: headerText, mistake: mistake)
  }

  public func setHeaderText(_ text: String, in viewController: UIViewController) {
    (viewController as? SelfSizingHeaderController)?.refreshHeader(text: text)
  }
}
