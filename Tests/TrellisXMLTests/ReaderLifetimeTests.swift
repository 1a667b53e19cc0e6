import Testing
import TrellisCore
import TrellisXML

/// The loader reads every element with one reader while nothing else holds it; a factory
/// that keeps the reader it was given keeps reading its own element.
struct ReaderLifetimeTests {
    /// The readers a test widget's factory kept (loads run synchronously in one test).
    final class KeptReaders: @unchecked Sendable {
        var readers: [AttributeReader] = []
    }

    @Test func aFactoryThatKeepsItsReaderStillReadsItsOwnElement() throws {
        let kept = KeptReaders()
        let keeper = WidgetDescriptor(
            name: "keeper", summary: "keeps its reader", attributes: [Attribute<String?>("note", "a note").declaration],
            content: .none,
            make: { reader in
                kept.readers.append(reader)
                return View()
            })
        let registry = try Registry(plugins: [.core, Plugin(name: "keeper", widgets: [keeper])])
        _ = try ScreenLoader(registry: registry).load(
            xml: #"""
                <screen>
                  <keeper note="one"/>
                  <button title="b"/>
                  <keeper note="two"/>
                </screen>
                """#, path: "s.xml")
        #expect(kept.readers.count == 2)
        #expect(kept.readers.map { $0.rawValue(of: "note") } == ["one", "two"])
        #expect(kept.readers.map { $0.location } == [SourceLocation(file: "s.xml", line: 2, column: 3), SourceLocation(file: "s.xml", line: 4, column: 3)])
        #expect(kept.readers.first !== kept.readers.last)
    }
}
