import Foundation
import TrellisCore

/// One data row of a flow (Docs/flows.md, "Data rows"): the flow runs once per row, as a
/// test of its own named `NAME[number]`, with the row's values bound.
public struct FlowRow: Sendable, Hashable {
    /// The row's number, from 1, in the order written.
    public var number: Int
    /// The names the row binds, in column order (the CSV's header, or the order the
    /// YAML row writes them).
    public var names: [String]
    /// The values, one per name, as text.
    public var values: [String]
    /// Where the row is written: its YAML mapping, or its CSV record's first field.
    public var location: SourceLocation
    /// The names whose value the command line's `-e` gives instead of the row's (it takes
    /// precedence, Docs/flows.md, "Parameters"); their ``values`` are the `-e` values,
    /// which the flow runs with. Empty by default.
    public var commandLineNames: Set<String> = []

    /// Creates a row.
    public init(number: Int, names: [String], values: [String], location: SourceLocation) {
        self.number = number
        self.names = names
        self.values = values
        self.location = location
    }

    /// `NAME=value` for each name, in column order, joined by `, ` (the line `trellis
    /// test` prints for the row: `▸ login.yaml[2] (USER=ann, ROLE=admin)`); a value the
    /// command line gives is followed by ` (-e)`: `USER=root (-e), ROLE=admin`.
    public var summary: String {
        zip(names, values).map { name, value in
            "\(name)=\(value)" + (commandLineNames.contains(name) ? " (-e)" : "")
        }.joined(separator: ", ")
    }

    /// The row as the flow runs it: each value `-e` gives (`commandLine`, by name)
    /// replaces the row's own and is marked in ``commandLineNames``.
    func overridden(by commandLine: [String: String]) -> FlowRow {
        var row = self
        for (index, name) in names.enumerated() {
            guard let value = commandLine[name] else { continue }
            row.values[index] = value
            row.commandLineNames.insert(name)
        }
        return row
    }
}

/// Where a flow's rows come from: written in its header, or a CSV file.
enum FlowDataSource {
    /// Rows written as a YAML list of mappings.
    case rows([FlowRow])
    /// A CSV file's path as written, relative to the flow, and where `data:` is.
    case file(String, at: SourceLocation)
}
