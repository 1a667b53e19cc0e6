import Trellis

extension InputPaths {
    /// The root elements of the JUnit reports `trellis test --report` writes
    /// (`<testsuites>`, and `<testsuite>` as other tools write them).
    static let testReportRootElements: Set<String> = ["testsuites", "testsuite"]

    /// `entries` without the JUnit reports found under a folder: an `.xml` file whose
    /// root element is `<testsuites>` or `<testsuite>` is a test report, not a screen, so
    /// a report written next to the screens it tested (`trellis test flows --report
    /// flows/junit.xml`) does not make `trellis validate flows`, `audit`, `sweep` or
    /// `studio` fail (Docs/cli.md, "`trellis validate`"). A file named on the command line
    /// is kept whatever it holds, and is reported as a screen if it is not one.
    static func withoutTestReports(_ entries: [Entry]) -> [Entry] {
        let loader = ScreenLoader(registry: .standard)
        return entries.filter { entry in
            guard !entry.explicit, entry.path.hasSuffix(".xml") else { return true }
            guard let root = try? loader.rootElementName(contentsOfFile: entry.path) else { return true }
            return !testReportRootElements.contains(root)
        }
    }
}
