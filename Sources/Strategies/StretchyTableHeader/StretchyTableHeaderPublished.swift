import ScrollGeometry

/// `stretchy-table-header.published`: seed 000 as published, line for line.
public struct StretchyTableHeaderPublished: StretchyTableHeaderStrategy {
  public init() {}
  public let id = "stretchy-table-header.published"
  public let summary = "seed 000 as published: header 50...200 set in scrollViewDidScroll, forced content height"
  /// Recorded from `scrollcheck run --count 150` with seeds 101, 202 and 303 (the
  /// shortest token of each violation found). `idempotent`, `no-hysteresis`,
  /// `pins-below-header` and `round-trip` were added in round 2 with the content events and
  /// the floating-section pairing (README, "What we found").
  public let knownViolations: [KnownViolation] = [
    KnownViolation(
      "bounces-back",
      token: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsbqytpovxggzltfvrgcy3lacab4afaguabqahqaeaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa3acabyasaaaa-d83f8701"),
    KnownViolation(
      "collapsible",
      token: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsbmy3pnrwgc4dtnfrgyziaqapabibvaamab4abaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaagyaqaoaeqaaa-5b463d79"),
    KnownViolation(
      "monotonic",
      token: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsbe3lpnzxxi33onfrqbaa6acqdkaayadyacaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaanqbaa4ajaaaa-bbde6241"),
    KnownViolation(
      "no-gap",
      token: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsay3tpfvtwc4aaqapabibvaamab4abaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaeaaaaibabeaeadmaiahaciaaa-f05c6ac7"),
    KnownViolation(
      "reachable",
      token: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsbe4tfmfrwqylcnrsqbaa6acqdkaayadyacaaaaaaaaaaaaaaaaaaaaaaacaaaaaaaaaaaaiaaaaqcacwawagyaqaoaeqaaa-7ee49b6e"),
    KnownViolation(
      "rests-expanded",
      token: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsby4tfon2hgllfpbygc3temvsabaa6acqdkaayadyacaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaanqbaa4ajaaaa-9b4a668b"),
    KnownViolation(
      "uncovered",
      token: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsbe5lomnxxmzlsmvsabaa6acqdkaayadyacaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaanqbaa4ajaaaa-3ca14781"),
    KnownViolation(
      "idempotent",
      token: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsbi2lemvwxa33umvxhiaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaiaadiaeagqaiaaaaqaaeaayaqcaciaiagyaqaoaeqaajiaaaaazqca-e647dff6"),
    KnownViolation(
      "no-hysteresis",
      token: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsbu3tpfvuhs43umvzgk43jomaiahqaua2qagaa6aaqaaaaaaaaaaaaaaaaaaaaaaaaaagqaianaaqaaabaaaacayamybya3acabyasaacaaaamdbiaaaaazqca-71a3176b"),
    KnownViolation(
      "pins-below-header",
      token: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsce4djnzzs2ytfnrxxollimvqwizlsacab4afaguabqahqaeaaaaaaaaaaaaaaaaaaaaaaaaaabuacadiaeaaaaiaaaaaa3acabyasaaaa-edc3d446"),
    // Round 5 (issue 8, the round-4 sweep's seed 4): the seed writes `contentInset.bottom = 0`
    // on every scroll, dropping the 49 points the app added; when the app takes them back
    // (W30) the bottom inset is -49, the range ends before the content, and a drag meets the
    // rubber band with content still below (S6, S8).
    KnownViolation(
      "tracks-finger",
      token: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsbu5dsmfrww4znmzuw4z3foiajiiyayq7aagaa6aaqaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaacaaaaeaqa7qiabwaeadqbeaaiaaaawasqaaaabtaeariaaaaav4eq-efea349a"),
    KnownViolation(
      "round-trip",
      token: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsbi4tpovxgilluojuxaaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabwaeadqbeaacaaaayaq-9a359d2a"),
    // (Round 14) While a refresh runs at the top, the seed's table header view (not brought to
    // the front, .never) covers the spinner just below the status bar (GSKStretchyHeaderView
    // #94's symptom): depends on W43=inset and Z4=atBack.
    KnownViolation(
      "refresh-visible",
      token: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsb44tfmzzgk43ifv3gs43jmjwgkaeadyakaniadaapaaiaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaawamaaateaj4aeaq-881d51df",
      clearedBy: ["W43=content", "Z4=added"]),
    // (Round 14) And on a notched phone, with the safe-area adjustment off (.never), the band
    // the refresh adds opens under the status bar, so the spinner is under it: depends on
    // W43=inset (the control just below the safe area; with .never there is none).
    KnownViolation(
      "refresh-visible",
      token: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsb44tfmzzgk43ifv3gs43jmjwgkagieqajatyaeqalibaaaaajqayaaaaaaafuaqapyaiawqcaaaaaaaaaaaaaaaaaaahydyaaezacpabae-b7c1207e",
      clearedBy: ["W43=content"]),
    // (Round 15, found once `refresh-visible`'s cells got a refresh control in every case) With
    // the adjustment off, an app's additional top safe area (100 under a navigation bar) puts
    // the bars over the band the refresh opens: robust, under either W43.
    KnownViolation(
      "refresh-visible",
      token: "sc1-hzzxi4tforrwq6jnorqwe3dffvugkylemvzc44dvmjwgs43imvsb44tfmzzgk43ifv3gs43jmjwgkahaiuajy2qadaakaaqaaaapaaiaaaakaaqaaaapaaiaaaaaaaaaaaaaaaaaadmaiahaciaaiaaa7adaqvaawaeqaaaecqhacaaaaeaaaadyaiba-455566b7"),
  ]

  /// The seed's heights are constants; scenarios cannot vary them.
  public func declaration(for proposal: HeaderHeights) -> HeaderDeclaration {
    HeaderDeclaration(
      family: .tableHeader, minimumHeight: StretchableHeaderView.minHeight,
      maximumHeight: StretchableHeaderView.maxHeight, stretches: false)
  }

  public func makeViewController(heights: HeaderHeights) -> UIViewController {
    StretchyTableHeaderPublishedController()
  }
}

/// Seed 000, step 2: the view controller, ported line for line. Each line's comment quotes
/// the seed. The data source methods are the scenario's content (the seed's "Works with ANY
/// number of rows here"); cell configuration does not affect geometry.
final class StretchyTableHeaderPublishedController: UIViewController, UIScrollViewDelegate {
  let tableView = UITableView()  // private let tableView = UITableView()
  private var stretchableHeader: StretchableHeaderView!  // private var stretchableHeader: StretchableHeaderView!

  override func viewDidLoad() {
    super.viewDidLoad()  // super.viewDidLoad()
    setupTableView()  // setupTableView()
    setupHeader()  // setupHeader()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()  // super.viewDidLayoutSubviews()
    // Force the table to have enough content height to enable scrolling
    let minRequiredHeight = view.bounds.height  // let minRequiredHeight = view.bounds.height
    if tableView.contentSize.height < minRequiredHeight {  // if tableView.contentSize.height < minRequiredHeight {
      tableView.contentSize = CGSize(width: tableView.contentSize.width, height: minRequiredHeight)
    }
  }

  private func setupTableView() {
    view.addSubview(tableView)  // view.addSubview(tableView)
    // tableView.translatesAutoresizingMaskIntoConstraints = false + the four edge constraints:
    tableView.isPinnedToSuperviewEdges = true
    tableView.delegate = self  // tableView.dataSource = self; tableView.delegate = self
    // Disable system auto-inset adjustment to avoid conflicts
    tableView.contentInsetAdjustmentBehavior = .never  // tableView.contentInsetAdjustmentBehavior = .never
  }

  private func setupHeader() {
    stretchableHeader = StretchableHeaderView(  // stretchableHeader = StretchableHeaderView(frame: CGRect(
      frame: CGRect(
        x: 0,  // x: 0,
        y: 0,  // y: 0,
        width: view.bounds.width,  // width: view.bounds.width,
        height: StretchableHeaderView.maxHeight  // height: StretchableHeaderView.maxHeight
      ))
    tableView.tableHeaderView = stretchableHeader  // tableView.tableHeaderView = stretchableHeader
  }

  // MARK: - Scroll View Logic for Header
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let offsetY = scrollView.contentOffset.y  // let offsetY = scrollView.contentOffset.y

    // Calculate new header height, clamping between min and max
    var newHeaderHeight = StretchableHeaderView.maxHeight + offsetY  // var newHeaderHeight = StretchableHeaderView.maxHeight + offsetY
    newHeaderHeight = max(newHeaderHeight, StretchableHeaderView.minHeight)  // newHeaderHeight = max(newHeaderHeight, StretchableHeaderView.minHeight)
    newHeaderHeight = min(newHeaderHeight, StretchableHeaderView.maxHeight)  // newHeaderHeight = min(newHeaderHeight, StretchableHeaderView.maxHeight)

    // Update header frame to match scroll offset
    stretchableHeader.frame = CGRect(  // stretchableHeader.frame = CGRect(
      x: 0,  // x: 0,
      y: offsetY,  // y: offsetY,
      width: view.bounds.width,  // width: view.bounds.width,
      height: newHeaderHeight  // height: newHeaderHeight
    )

    // Adjust table inset to keep content aligned with the header
    let topInset = max(0, StretchableHeaderView.maxHeight - newHeaderHeight)  // let topInset = max(0, StretchableHeaderView.maxHeight - newHeaderHeight)
    tableView.contentInset = UIEdgeInsets(top: topInset, left: 0, bottom: 0, right: 0)  // tableView.contentInset = UIEdgeInsets(top: topInset, left: 0, bottom: 0, right: 0)
  }
}
