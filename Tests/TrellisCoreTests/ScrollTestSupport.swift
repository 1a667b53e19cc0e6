import Foundation
import TrellisCore

/// A screen of 375 × 667 with no layout and scroll#results at (0, 100, 375, 400), whose
/// stack holds `rows` buttons "Product 0" … each 60 high and filling the width: the
/// content is 375 × (60 × rows), row i at content y 60 i, on the screen at
/// y 100 + 60 i − offset.
func makeProductScroll(rows: Int = 20, paging: Bool = false) -> (Screen, ScrollView, [Button]) {
    let screen = Screen(size: CGSize(width: 375, height: 667))
    let scroll = ScrollView()
    scroll.id = "results"
    scroll.layout = StackLayout()
    scroll.isPagingEnabled = paging
    scroll.frame = CGRect(x: 0, y: 100, width: 375, height: 400)
    let buttons = (0..<rows).map { index in
        let button = Button(title: "Product \(index)")
        button.explicitHeight = 60
        scroll.addSubview(button)
        return button
    }
    screen.addSubview(scroll)
    screen.layoutIfNeeded()
    return (screen, scroll, buttons)
}

/// screen ⊃ outer (vertical, (0, 0, 375, 400)) ⊃ [header 500 high, inner (horizontal, 100
/// high), footer 300 high]; inner holds five tiles "Tile 0" … each 150 wide. Outer's
/// content is 375 × 900 (max offset y 500); inner sits at outer content y 500 and its
/// content is 750 × 100 (max offset x 375); tile i at inner content x 150 i.
func makeNestedScrolls() -> (Screen, outer: ScrollView, inner: ScrollView, tiles: [Button]) {
    let screen = Screen(size: CGSize(width: 375, height: 667))
    let outer = ScrollView()
    outer.id = "outer"
    outer.layout = StackLayout()
    outer.frame = CGRect(x: 0, y: 0, width: 375, height: 400)
    let header = View()
    header.explicitHeight = 500
    let inner = ScrollView()
    inner.id = "inner"
    inner.axis = .horizontal
    inner.layout = StackLayout(axis: .horizontal)
    inner.explicitHeight = 100
    let tiles = (0..<5).map { index in
        let tile = Button(title: "Tile \(index)")
        tile.explicitWidth = 150
        inner.addSubview(tile)
        return tile
    }
    let footer = View()
    footer.explicitHeight = 300
    outer.addSubview(header)
    outer.addSubview(inner)
    outer.addSubview(footer)
    screen.addSubview(outer)
    screen.layoutIfNeeded()
    return (screen, outer, inner, tiles)
}
