import TrellisCore

/// Why a screen could not be loaded: the file could not be read (the CLI exits 66), or it
/// has errors, every one listed in compiler format (the CLI exits 65).
public typealias ScreenLoadError = InputFileError
