import TrellisCore

/// Why flows could not be loaded: a file given could not be read (the CLI exits 66), or
/// flow or screen files have errors, every one listed in compiler format (the CLI exits 65).
public typealias FlowLoadError = InputFileError
