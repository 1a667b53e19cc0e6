import Foundation
import Testing
import Trellis
import TrellisCore

/// What the check-in board takes from the grid and from the core's titled control: the
/// `columns` and `cell-height` declarations (and so their parsing and messages), and the
/// item's title (``TitledControl``).
@Suite("check-in shares the grid's parameters and the titled control's title")
struct CheckInSharedCodeTests {
    @Test("columns and cell-height are the grid's declarations")
    func parametersAreTheGrids() throws {
        let checkIn = CheckInLayout.descriptor.parameters
        let grid = GridLayout.descriptor.parameters
        for name in ["columns", "cell-height"] {
            let own = try #require(checkIn.first { $0.name == name })
            #expect(grid.contains(own), "\(name) differs from the grid's")
        }
        #expect(CheckInLayout.defaultColumns == GridLayout.defaultColumns)
    }

    @Test("a bad columns value gets the same message on a check-in board as on a grid")
    func badColumnsMessageIsTheGrids() {
        let board = #expect(throws: ScreenLoadError.self) {
            try ScreenLoader.standard.load(xml: "<screen>\n<check-in columns=\"0\"/>\n</screen>", path: "board.xml")
        }
        let grid = #expect(throws: ScreenLoadError.self) {
            try ScreenLoader.standard.load(xml: "<screen>\n<view layout=\"grid\" columns=\"0\"/>\n</screen>", path: "grid.xml")
        }
        let boardText = board.map { "\($0)" } ?? ""
        let gridText = grid.map { "\($0)" } ?? ""
        #expect(boardText.hasPrefix("board.xml:2:"))
        #expect(gridText.hasPrefix("grid.xml:2:"))
        // The text after "error:" is the grid's, but for the element it names.
        let expected = " invalid value '0' for attribute 'columns' of <ELEMENT>: expected a whole number from 1 to 1000000 (ASCII digits only)"
        let boardMessage = boardText.components(separatedBy: "error:").dropFirst().first
        let gridMessage = gridText.components(separatedBy: "error:").dropFirst().first
        #expect(boardMessage == expected.replacingOccurrences(of: "ELEMENT", with: "check-in"))
        #expect(gridMessage == expected.replacingOccurrences(of: "ELEMENT", with: "view"))
    }

    @Test("an item's title change is drawn and measured again")
    func itemTitleChangeIsDrawnAndMeasured() {
        let item = CheckInItem(title: "AB")
        let proposal = ProposedSize(width: nil, height: nil)
        // 15-point font: "AB" is 2 × 7.5 = 15 wide; the empty status is narrower.
        #expect(item.fittingSize(for: proposal).width == 15)
        let revision = item.drawingRevision
        item.title = "ABCD"
        #expect(item.drawingRevision != revision)
        // 4 × 7.5 = 30.
        #expect(item.fittingSize(for: proposal).width == 30)
        #expect(item.displayedText == "ABCD")
    }
}
