import Foundation
import TrellisCore

extension FlowLoadSession {
    /// The rows of a flow's `data:` (Docs/flows.md, "Data rows"): those written in the
    /// header, or a CSV file's records, read relative to the flow at `path`. A file that
    /// does not exist, is larger than the flow files' limit or holds no record after its
    /// header is an error at `data:`; the CSV's own errors are located in the CSV file.
    /// Rows with errors are left out (the errors are recorded).
    ///
    /// - Throws: `FlowLoadError.unreadable(path:reason:)` when the file exists and cannot
    ///   be read.
    mutating func rows(of data: FlowDataSource, in path: String) throws(FlowLoadError) -> [FlowRow] {
        switch data {
        case .rows(let rows):
            return rows
        case .file(let written, let location):
            let csvPath = FlowLoader.resolve(written, against: path)
            var status = stat()
            guard lstat(csvPath, &status) == 0 || errno != ENOENT else {
                record([Diagnostic(at: location, "data: the CSV file '\(written.debugEscaped)' does not exist (looked for \(csvPath.debugEscaped))")])
                return []
            }
            let limit = loader.limits.effective.maximumFileSize
            let bytes: [UInt8]
            do {
                bytes = try RegularFile.read(csvPath, maximumSize: limit).bytes
            } catch {
                switch error {
                case .unreadable(let reason): throw .unreadable(path: csvPath, reason: reason)
                case .tooLarge:
                    record([
                        Diagnostic(
                            at: location,
                            "data: the CSV file '\(written.debugEscaped)' is larger than the \(limit.formatted)-byte limit for flow files (FlowLimits.maximumFileSize, --max-flow-file-size)"
                        )
                    ])
                    return []
                }
            }
            let table: FlowDataTable
            do {
                table = try FlowDataTable(csv: bytes, file: csvPath)
            } catch {
                record(error.diagnostics)
                return []
            }
            guard !table.rows.isEmpty else {
                record([
                    Diagnostic(at: location, "data: the CSV file '\(written.debugEscaped)' holds no row, only its header: give at least one record after it")
                ])
                return []
            }
            return table.rows.enumerated().map { index, row in
                FlowRow(number: index + 1, names: table.columns, values: row.values, location: row.location)
            }
        }
    }
}
