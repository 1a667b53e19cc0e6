extension Usage {
    static let render = """
    OVERVIEW: load a screen, perform the taps in order, and draw the result: SVG on
    standard output or to a .svg file, or a PNG rasterised with the installed fonts.

    USAGE: trellis render SCREEN.xml [--tap QUERY]... [-o out.svg|out.png] [--scale S]
                          [--show-frames] [--show-taps] [--width W] [--height H]
                          [--text-metrics test|fonts] [--allow-missed] [--max-… N]

    OPTIONS:
      -o, --output FILE   write the picture to FILE; its extension chooses the format,
                          .svg or .png (default: SVG on standard output). The file is
                          written under a temporary name, then renamed into place
                          (e.g. -o weekdays.png)
      --scale S           output units (SVG units, PNG pixels) per point, a number > 0;
                          default 1 (e.g. --scale 2 for a 750 × 1334 picture of a
                          375 × 667 screen)
      --show-frames       outline every view's frame, dashed, with its id
      --show-taps         mark each tap point, numbered, and outline the view it hit
      --tap QUERY         tap a view before drawing; repeatable, as for 'trellis run'
                          (TEXT, #ID or @X,Y; e.g. --tap 周一 --tap '#tags.toggle')
      --width W           override the screen's width, in points (e.g. --width 414)
      --height H          override the screen's height, in points (e.g. --height 896)
      --text-metrics M    test (default) or fonts, as for 'trellis run'. Text is drawn in
                          the family it was measured with (a generic sans-serif family
                          under the test metrics)
      --allow-missed      a missed tap is reported on stderr and performed anyway
      --max-depth, --max-views, --max-file-size, --max-attribute-length
                          the loader's limits, as for 'trellis run'
      -h, --help          show this help

    DRAWING: views are rectangles with their background, or a grey outline where none is
    set; selected controls are tinted blue, highlighted ones grey, disabled ones faded;
    hidden and collapsed views are not drawn.

    EXIT STATUS: 0 success, 1 a tap failed (the picture shows the screen at the failure),
    2 bad usage, 65 the screen file has errors, 66 the file cannot be read, 73 the output
    file cannot be written.
    """
}
