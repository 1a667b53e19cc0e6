/// The help texts of the `trellis` commands.
enum Usage {
    static let main = """
    OVERVIEW: load XML screens headlessly, lay them out, tap them, and print frames and state.

    USAGE: trellis <command> [options]

    COMMANDS:
      run SCREEN.xml      load a screen, perform taps, print the resulting tree
      layouts             list the registered layouts and widgets with their parameters
      test FLOW_OR_DIR…   run scripted YAML flows against screens
      validate FILE_OR_DIR…  check screens and flows without running them
      schema              print the RELAX NG schema of screen files
      render SCREEN.xml   draw a screen after taps, as SVG or PNG

    Run 'trellis <command> --help' for a command's options.

    EXAMPLES:
      trellis run Examples/weekdays.xml --tap 周一 --tap 周三
      trellis layouts
      trellis test Examples/flows --jobs 2 --report junit.xml
      trellis validate Examples
      trellis schema > Schemas/trellis.rng
      trellis render Examples/weekdays.xml --tap 周一 --scale 2 -o weekdays.png

    EXIT STATUS: 0 success, 1 a tap or flow failed, 2 bad usage, 65 a screen or flow file
    has errors, 66 a file cannot be read, 73 an output file cannot be written.
    """

    static let run = """
    OVERVIEW: load a screen, lay it out, perform the taps in order (laying out after each),
    and print the resulting tree.

    USAGE: trellis run SCREEN.xml [--width W] [--height H] [--tap QUERY]... [--format text|json] [--allow-missed]
                       [--text-metrics test|fonts] [--max-depth N] [--max-views N] [--max-file-size B]
                       [--max-attribute-length B]

    OPTIONS:
      --width W           override the screen's width, in points (e.g. --width 414)
      --height H          override the screen's height, in points (e.g. --height 896)
      --tap QUERY         tap a view; repeatable, performed in order. QUERY is
                            TEXT   the one visible view whose text or title is exactly TEXT
                                   (e.g. --tap 周一)
                            #ID    the view with that id (e.g. --tap '#tags.toggle')
                            @X,Y   a point in screen coordinates (e.g. --tap @51,60)
      --format FORMAT     text (default): an indented tree; json: one JSON object with the
                          tree and a log of the taps (e.g. --format json)
      --allow-missed      a tap that would land on another view (disabled, not interactive,
                          covered) is reported on stderr and performed anyway, not an error
      --text-metrics M    test: deterministic text metrics that depend on no font; fonts:
                          the installed fonts, through fontconfig and FreeType. Overrides the
                          screen's text-metrics attribute, whose default is test
                          (e.g. --text-metrics fonts)
    \(LoadLimitOptions.help)
      -h, --help          show this help

    EXIT STATUS: 0 success, 1 a tap failed (no match, ambiguous, missed), 2 bad usage,
    65 the screen file has errors (printed on stderr as file:line:column: error: …),
    66 the file cannot be read. With 2, 65 or 66 nothing is printed on stdout.
    """

    static let layouts = """
    OVERVIEW: list every registered layout and widget with its parameters, their types,
    defaults and meaning.

    USAGE: trellis layouts [--format text|json]

    OPTIONS:
      --format FORMAT     text (default) or json
      -h, --help          show this help
    """

    static let test = """
    OVERVIEW: run scripted flows (YAML: a header naming the screen, '---', a list of steps)
    against XML screens. Every flow and screen file is checked first; then each flow runs
    on its own freshly loaded screen and stops at its first failing step.

    USAGE: trellis test FLOW_OR_DIR... [--jobs N] [--shard I/N] [--report FILE] [--artifacts DIR] [--tags a,b] [--record]
                        [--allow-empty] [--max-flow-… N]

    ARGUMENTS:
      FLOW_OR_DIR         a flow file, or a directory whose .yaml/.yml files are run
                          (recursively, in path order; files holding only steps are
                          included flows, run through runFlow, not on their own)

    OPTIONS:
      --jobs N            run N flows at once (default: the number of cores); each flow
                          owns its screen, so results equal a serial run (e.g. --jobs 4)
      --shard I/N         run only shard I of N (1 ≤ I ≤ N): a flow's shard is a stable
                          hash of its path relative to the argument, so N machines run
                          every flow exactly once (e.g. --shard 2/4)
      --report FILE       write a JUnit XML report: a testcase per flow, a failure with
                          its message and file:line:column (e.g. --report junit.xml)
      --artifacts DIR     for each failed flow write the screen's text dump (.txt), JSON
                          (.json) and picture (.svg) at the moment of failure
                          (e.g. --artifacts out)
      --tags a,b          run only flows whose header tags include one of these
      --record            assertSnapshot writes its golden file and fails, so a recording
                          run never passes
      --allow-empty       succeed when no flow is selected (an empty directory, --tags
                          that match nothing); without it that exits 1 saying why. A
                          shard that gets no flow while flows exist always succeeds
    \(FlowLimitOptions.help)
      -h, --help          show this help

    OUTPUT: '▸ FLOW', one line per step (✓ or ✗, the step, its time), the located error
    of a failure, then 'Failures:' and a last line 'N passed, M failed' (flows counted).

    EXIT STATUS: 0 every flow passed, 1 a flow failed or no flow was selected, 2 bad
    usage, 65 a flow or screen file has errors (all printed on stderr as
    file:line:column: error: …), 66 a file cannot be read.
    """
}
