extension Usage {
    static let validate = """
    OVERVIEW: check screen and flow files without running them, printing every problem.
    Screens get the loader's own checks and are checked against the RELAX NG schema
    generated from the registered plugins ('trellis schema'); flows get the flow loader's
    checks, their included flows' and their screens'.

    USAGE: trellis validate FILE_OR_DIR... [--max-depth N] [--max-views N] [--max-file-size B]
                            [--max-attribute-length B] [--max-flow-… N]

    ARGUMENTS:
      FILE_OR_DIR         a screen (.xml) or flow (.yaml, .yml) file, or a directory whose
                          .xml, .yaml and .yml files are checked (recursively, in path
                          order) (e.g. trellis validate Examples)

    OPTIONS:
    \(LoadLimitOptions.help)
    \(FlowLimitOptions.help)
      -h, --help          show this help

    OUTPUT: every problem on stderr as file:line:column: error: …; the loader's errors
    first, and a schema error only at a line where the loader reported nothing. When
    every file is valid, 'N files valid' on stdout.

    EXIT STATUS: 0 every file is valid, 2 bad usage, 65 a file has errors, 66 a file
    cannot be read.
    """

    static let schema = """
    OVERVIEW: print the RELAX NG schema (XML syntax) of screen files, generated from the
    registered plugins: every element, its attributes with their value patterns, defaults
    and meanings (a:defaultValue, a:documentation), and the children each takes. XML
    editors that read RELAX NG use it to complete and check screens.

    USAGE: trellis schema

    EXAMPLE:
      trellis schema > Schemas/trellis.rng

    OPTIONS:
    \(LoadLimitOptions.help)
      -h, --help          show this help
    """
}
