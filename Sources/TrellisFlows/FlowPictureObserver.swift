import Foundation
import TrellisCore
import TrellisRender

/// Draws a flow's pictures as its steps finish: the screen at a step's own failure
/// (``FlowFailure/picture``) and, when ``FlowCaptures/pictures`` are captured, the screen
/// after every step (``StepResult/picture``), with the step's taps marked.
///
/// The step pictures are one ``SVGPictureSeries``: a view drawn as before is a reference
/// to its earlier drawing, and a step that leaves the screen alone (no
/// ``FlowCommandTraits/changesScreen`` and no tap) shares the picture drawn last. Every
/// picture, the failure's included, takes the next number for its id prefix
/// (`PREFIXp3-`), so the pictures of one flow never share an id.
final class FlowPictureObserver: FlowRunObserver {
    private let drawsSteps: Bool
    private let marksTaps: Bool
    private let identifierPrefix: String
    /// The steps' pictures, drawn for one document in order.
    private let series: SVGPictureSeries
    /// The last picture drawn after a step, and whether a step that may change the
    /// screen has begun since.
    private var lastPicture: SVGPicture?
    private var screenChanged = true
    /// How many pictures have been drawn.
    private var picturesDrawn = 0

    /// An observer drawing with the flow's `identifierPrefix`; `captures` says whether it
    /// draws every step (``FlowCaptures/pictures``) and marks taps (``FlowCaptures/taps``).
    init(captures: FlowCaptures, drawings: SVGDrawingCache?, identifierPrefix: String) {
        drawsSteps = captures.contains(.pictures)
        marksTaps = captures.contains(.taps)
        self.identifierPrefix = identifierPrefix
        series = SVGPictureSeries(cache: drawings, identifierPrefix: identifierPrefix)
    }

    func stepBegan(_ step: FlowStepEvent) {
        if drawsSteps, step.step.command.traits.contains(.changesScreen) { screenChanged = true }
    }

    func stepFailed(_ step: FlowStepEvent, failure: inout FlowFailure) {
        failure.picture = marksTaps ? picture(of: step, series: nil).text : SVGRenderer().render(step.screen)
    }

    func stepFinished(_ step: FlowStepEvent, result: inout StepResult) {
        guard drawsSteps else { return }
        if screenChanged || step.firstTap < step.taps.count || lastPicture == nil {
            lastPicture = picture(of: step, series: series)
            screenChanged = false
        }
        result.picture = lastPicture
    }

    /// The screen as it is now, as SVG (text as glyphs, which a browser draws with its
    /// fonts), with the step's taps marked and numbered by their place in the log; a
    /// document of its own unless it is drawn as part of `series`.
    private func picture(of step: FlowStepEvent, series: SVGPictureSeries?) -> SVGPicture {
        let screen = step.screen
        screen.layoutIfNeeded()
        let firstTap = step.firstTap
        let marks = step.taps[firstTap...].enumerated().compactMap { offset, tap in tap.mark(number: firstTap + offset + 1) }
        picturesDrawn += 1
        var options = RenderOptions(showsTaps: !marks.isEmpty)
        options.identifierPrefix = identifierPrefix + "p\(picturesDrawn)-"
        return SVGRenderer(options: options).picture(screen, taps: marks, series: series)
    }
}
