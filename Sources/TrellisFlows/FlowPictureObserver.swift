import Foundation
import TrellisCore
import TrellisRender

/// Draws a flow's pictures as its steps finish: the screen at a step's own failure
/// (``FlowFailure/picture``) and, when ``FlowCaptures/pictures`` are captured, the screen
/// after every step (``StepResult/picture``), with the step's taps marked.
///
/// Each step picture is a whole document of its own, whose bytes depend only on the screen
/// and the step's tap marks (with the default, empty prefix), never on the flow or the
/// pictures before it: the HTML report stores a picture once by its content and shows it
/// on every page that reaches the same screen. A step that leaves the screen alone (no
/// ``FlowCommandTraits/changesScreen`` and no tap) shares the picture drawn last. Ids are
/// `PREFIXclip1`… within each picture. A step picture whose content a flow of the run drew
/// before is taken from the run's ``SVGPictureCache`` rather than drawn again.
final class FlowPictureObserver: FlowRunObserver {
    private let drawsSteps: Bool
    private let marksTaps: Bool
    private let identifierPrefix: String
    /// The flow's step pictures, looked up in the run's cache.
    private let track: SVGPictureTrack
    /// The last picture drawn after a step, and whether a step that may change the
    /// screen has begun since.
    private var lastPicture: SVGPicture?
    private var screenChanged = true

    /// An observer drawing with the flow's `identifierPrefix` before every id; `captures`
    /// says whether it draws every step (``FlowCaptures/pictures``) and marks taps
    /// (``FlowCaptures/taps``); step pictures are kept in and taken from `pictures`.
    init(captures: FlowCaptures, identifierPrefix: String, pictures: SVGPictureCache) {
        drawsSteps = captures.contains(.pictures)
        marksTaps = captures.contains(.taps)
        self.identifierPrefix = identifierPrefix
        track = SVGPictureTrack(cache: pictures)
    }

    func stepBegan(_ step: FlowStepEvent) {
        if drawsSteps, step.step.command.traits.contains(.changesScreen) { screenChanged = true }
    }

    func stepFailed(_ step: FlowStepEvent, failure: inout FlowFailure) {
        failure.picture = marksTaps ? picture(of: step, from: nil).text : SVGRenderer().render(step.screen)
    }

    func stepFinished(_ step: FlowStepEvent, result: inout StepResult) {
        guard drawsSteps else { return }
        if screenChanged || step.firstTap < step.taps.count || lastPicture == nil {
            lastPicture = picture(of: step, from: track)
            screenChanged = false
        }
        result.picture = lastPicture
    }

    /// The screen as it is now, as SVG (text as glyphs, which a browser draws with its
    /// fonts), with the step's taps marked and numbered by their place in the log, as a
    /// document of its own; taken from `track`'s cache where one of the same content is kept.
    private func picture(of step: FlowStepEvent, from track: SVGPictureTrack?) -> SVGPicture {
        let screen = step.screen
        screen.layoutIfNeeded()
        let firstTap = step.firstTap
        let marks = step.taps[firstTap...].enumerated().compactMap { offset, tap in tap.mark(number: firstTap + offset + 1) }
        var options = RenderOptions(showsTaps: !marks.isEmpty)
        options.identifierPrefix = identifierPrefix
        let renderer = SVGRenderer(options: options)
        guard let track else { return renderer.picture(screen, taps: marks) }
        return renderer.picture(screen, taps: marks, track: track)
    }
}
