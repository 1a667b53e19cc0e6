import Foundation
import Testing
import TrellisCore

/// The command line's query syntax: `#id`, `@x,y`, or text.
struct ViewQueryTests {
    @Test(arguments: [
        ("Buy", ViewQuery.text("Buy")),
        ("周一", .text("周一")),
        ("#buy", .id("buy")),
        ("@10,20", .point(CGPoint(x: 10, y: 20))),
        ("@-0,7.5", .point(CGPoint(x: 0, y: 7.5))),
        ("@1e1,.5", .point(CGPoint(x: 10, y: 0.5))),
        ("a#b", .text("a#b")),
    ])
    func parses(text: String, query: ViewQuery) throws {
        #expect(try ViewQuery(parsing: text) == query)
    }

    @Test(arguments: ["", "#", "@", "@10", "@10,", "@10, 20", "@10,20,30", "@0x1,2", "@1px,2"])
    func rejects(text: String) {
        #expect(throws: ViewQueryError.self) { try ViewQuery(parsing: text) }
    }

    @Test func errorSaysWhatIsWrong() {
        let error = #expect(throws: ViewQueryError.self) { try ViewQuery(parsing: "@10, 20") }
        #expect(error?.description == "invalid query '@10, 20': a point is written @X,Y with two numbers and no spaces, e.g. @10,20")
        let bare = #expect(throws: ViewQueryError.self) { try ViewQuery(parsing: "#") }
        #expect(bare?.description == "invalid query '#': '#' must be followed by an id")
    }

    @Test(arguments: [
        (ViewQuery.text("Buy"), "Buy"),
        (.id("buy"), "#buy"),
        (.point(CGPoint(x: 10, y: 20.5)), "@10,20.5"),
    ])
    func descriptionIsTheCommandLineSyntax(query: ViewQuery, text: String) throws {
        #expect(query.description == text)
        #expect(try ViewQuery(parsing: text) == query)
    }

    @Test func matchesTextOrTitleExactly() {
        let button = Button(title: "Buy")
        button.id = "buy"
        let label = Label(text: "Buy now")
        #expect(ViewQuery.text("Buy").matches(button))
        #expect(!ViewQuery.text("Buy").matches(label))
        #expect(!ViewQuery.text("buy").matches(button))
        #expect(ViewQuery.id("buy").matches(button))
        #expect(!ViewQuery.id("Buy").matches(button))
        #expect(!ViewQuery.point(.zero).matches(button))
    }
}
