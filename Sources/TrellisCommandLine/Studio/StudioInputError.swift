/// A PATH given to `trellis studio` that cannot be read (Docs/studio.md): the command
/// prints `trellis: error: ` and ``description`` on standard error and exits 66.
struct StudioInputError: Error, CustomStringConvertible {
    /// The whole message after `trellis: error: `: `cannot read 'x.xml': no such file or directory`.
    let description: String
}
