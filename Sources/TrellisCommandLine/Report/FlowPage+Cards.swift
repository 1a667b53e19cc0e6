import Foundation
import Trellis

extension FlowPage {
    /// Writes a page's step cards: each step's status, source line, time, the screen's
    /// clock over the step (`clock 0ms → 250ms`, Docs/time.md), taps and the picture after
    /// it.
    ///
    /// A card is written lean, its look given by the page's style sheet
    /// (``HTMLText/flowStyle(passed:failure:skipped:sections:)``), as a thousand flows of twenty steps write twenty thousand
    /// steps: `<li><code>STEP</code><small>line 5 · 0.01 ms</small><p>1. at (51, 60) hit
    /// button; valueChanged: tag-list#tags</p><img src="./HASH.svg" alt="after step
    /// 3"></li>`. The card of a failed step is `<li class="f">`, of a
    /// skipped one `<li class="s">`; the style sheet writes each step's number (a counter)
    /// and status badge before its `code`. Passed steps that leave the screen as the one
    /// before them left it (an assertion after a tap) share that step's card, whose
    /// picture is the screen after each of them: the picture is shown once. A step's file
    /// is named only when it is not the flow's own (a step of a `runFlow`), which the
    /// page's heading names. A tap's line is brief (``TapRecord/writeDescription(to:brief:)``):
    /// the step names its query, and the failure's tap log has the whole line.
    struct CardWriter {
        /// The picture after each step, its file; nil where none.
        let pictures: [PictureStore.Entry?]
        /// The directory the steps' files are shown relative to.
        let workingDirectory: String
        /// The flow's own file, which the cards leave unnamed.
        let flowFile: String
        /// Whether the cards show the screen's clock: only when some step of the flow
        /// moved it (a flow that never does shows `clock 0ms` on no card).
        let showsClock: Bool
        /// The pictures' size the page's list declares (`--r:W/H`), the first picture's;
        /// a picture of another size says its own.
        let size: (width: String, height: String)?
        /// How many cards show a picture without `loading="lazy"`: 16, two windows' worth
        /// (a window shows about eight cards at first); a later one is loaded when scrolled
        /// near, which matters on a long flow's page.
        static let eagerPictures = 16
        /// Each file the steps name, relative and escaped: steps name a few files many
        /// times, mostly the same one as the step before.
        private var files: [String: String] = [:]
        /// The file the last card named, and how it is shown.
        private var lastFile: (file: String, shown: String)?
        /// How many pictures the cards written so far show.
        private var picturesShown = 0
        /// The tap line being written, its buffer kept from tap to tap.
        private var line = JSONWriter()

        init(pictures: [PictureStore.Entry?], workingDirectory: String, flowFile: String, steps: [StepResult]) {
            self.pictures = pictures
            self.workingDirectory = workingDirectory
            self.flowFile = flowFile
            showsClock = steps.contains { $0.time != 0...0 }
            size = pictures.lazy.compactMap { $0 }.first.map { (width: $0.width, height: $0.height) }
        }

        /// Appends the opening of the list of cards, declaring the pictures' size.
        func appendListStart(to html: inout [UInt8]) {
            guard let size else {
                HTMLText.append("<ol class=\"steps\">\n", to: &html)
                return
            }
            HTMLText.append("<ol class=\"steps\" style=\"--r:", to: &html)
            HTMLText.appendUnescaped(size.width, to: &html)
            html.append(UInt8(ascii: "/"))
            HTMLText.appendUnescaped(size.height, to: &html)
            HTMLText.append("\">\n", to: &html)
        }

        /// Appends the cards of `steps`, the page's steps in order, to `html`.
        mutating func append(_ steps: [StepResult], to html: inout [UInt8]) {
            var start = 0
            while start < steps.count {
                var end = start + 1
                if Self.mayShareCard(steps[start]), let picture = picture(after: start) {
                    while end < steps.count, steps[end].section == nil, Self.mayShareCard(steps[end]), self.picture(after: end) == picture { end += 1 }
                }
                appendCard(steps[start..<end], startingAt: start, to: &html)
                start = end
            }
        }

        /// Whether `step` may share a card with the steps around it: it passed and ran.
        private static func mayShareCard(_ step: StepResult) -> Bool {
            step.passed && step.skipped == nil
        }

        /// The picture after step `index` (from 0); nil when it has none.
        private func picture(after index: Int) -> PictureStore.Entry? {
            pictures.indices.contains(index) ? pictures[index] : nil
        }

        /// Appends the card of `steps` (one, or passed steps that share a picture), the
        /// first of them at `first` (from 0) in the page, preceded by the first one's
        /// section heading, if any.
        private mutating func appendCard(_ steps: ArraySlice<StepResult>, startingAt first: Int, to html: inout [UInt8]) {
            guard let head = steps.first else { return }
            if let section = head.section {
                HTMLText.append("<li class=\"section\">", to: &html)
                HTMLText.appendShown(section, to: &html)
                HTMLText.append("</li>\n", to: &html)
            }
            HTMLText.append(head.skipped != nil ? "<li class=\"s\">" : head.passed ? "<li>" : "<li class=\"f\">", to: &html)
            for step in steps { appendStep(step, to: &html) }
            let last = first + steps.count - 1
            if let picture = picture(after: last) {
                let sized = size.map { $0.width == picture.width && $0.height == picture.height } != true
                Self.appendImage(of: picture, sized: sized, lazy: picturesShown >= Self.eagerPictures, to: &html)
                HTMLText.appendDecimal(last + 1, to: &html)
                HTMLText.append("\">", to: &html)
                picturesShown += 1
            }
            HTMLText.append("</li>\n", to: &html)
        }

        /// Appends one step of a card: the step, its line, time, clock and depth, then
        /// why it was skipped, its note and its taps.
        private mutating func appendStep(_ step: StepResult, to html: inout [UInt8]) {
            HTMLText.append("<code>", to: &html)
            HTMLText.appendShown(step.step, to: &html)
            HTMLText.append("</code><small>", to: &html)
            if step.location.file == flowFile {
                HTMLText.append("line ", to: &html)
            } else {
                HTMLText.appendUnescaped(shownFile(step.location.file), to: &html)
                html.append(UInt8(ascii: ":"))
            }
            HTMLText.appendDecimal(step.location.line, to: &html)
            HTMLText.append(" · ", to: &html)
            HTMLText.appendTime(step.duration, to: &html)
            if showsClock {
                HTMLText.append(" · clock ", to: &html)
                HTMLText.appendDecimal(Int(step.time.lowerBound), to: &html)
                if step.time.lowerBound != step.time.upperBound {
                    HTMLText.append("ms → ", to: &html)
                    HTMLText.appendDecimal(Int(step.time.upperBound), to: &html)
                }
                HTMLText.append("ms", to: &html)
            }
            if step.depth > 0 {
                HTMLText.append(" · nested ", to: &html)
                HTMLText.appendDecimal(step.depth, to: &html)
                HTMLText.append(" deep", to: &html)
            }
            HTMLText.append("</small>", to: &html)
            if let skipped = step.skipped {
                HTMLText.append("<p>skipped: ", to: &html)
                HTMLText.appendShown(skipped, to: &html)
                HTMLText.append("</p>", to: &html)
            }
            if let note = step.note {
                HTMLText.append("<p>note: ", to: &html)
                HTMLText.appendShown(note, to: &html)
                HTMLText.append("</p>", to: &html)
            }
            for offset in step.taps.indices {
                HTMLText.append("<p>", to: &html)
                HTMLText.appendDecimal(step.firstTapNumber + offset, to: &html)
                HTMLText.append(". ", to: &html)
                line.bytes = []
                step.taps[offset].writeDescription(to: &line, brief: true)
                line.bytes.withUnsafeBufferPointer { HTMLText.appendShown($0, to: &html) }
                HTMLText.append("</p>", to: &html)
            }
        }

        /// `file` relative to ``workingDirectory`` and escaped, made once per file.
        private mutating func shownFile(_ file: String) -> String {
            if let lastFile, lastFile.file == file { return lastFile.shown }
            let shown: String
            if let known = files[file] {
                shown = known
            } else {
                shown = HTMLText.escape(FlowPath.relative(file, to: workingDirectory))
                files[file] = shown
            }
            lastFile = (file, shown)
            return shown
        }

        /// Appends a picture's image, up to the step number in its `alt`: `<img
        /// src="./HASH.svg" alt="after step ` (every link of a report starts with `./` or
        /// `../`, ``HTMLText/href(_:)``). A card's picture is not a link: it shows the
        /// picture whole, and a browser opens it alone from its menu. When `lazy`, the image
        /// is loaded only when scrolled near (`loading="lazy"`). When `sized`, the image
        /// declares its aspect ratio (`style="aspect-ratio:W/H"`), which otherwise the
        /// list declares for all (`--r`), so a picture not yet loaded takes its place
        /// already.
        static func appendImage(of picture: PictureStore.Entry, sized: Bool, lazy: Bool, to html: inout [UInt8]) {
            HTMLText.append(lazy ? "<img loading=\"lazy\" src=\"./" : "<img src=\"./", to: &html)
            HTMLText.appendUnescaped(picture.file, to: &html)
            if sized {
                HTMLText.append("\" style=\"aspect-ratio:", to: &html)
                HTMLText.appendUnescaped(picture.width, to: &html)
                html.append(UInt8(ascii: "/"))
                HTMLText.appendUnescaped(picture.height, to: &html)
            }
            HTMLText.append("\" alt=\"after step ", to: &html)
        }
    }
}
