import Foundation
import Trellis

extension FlowPage {
    /// Writes a page's step cards: each step's number, status, source line, time, the
    /// screen's clock over the step (`clock 0ms → 250ms`, Docs/time.md), taps
    /// and the picture after it, keeping what the cards of a page share from one to the
    /// next.
    ///
    /// A card is written lean, its look given by the shared style sheet
    /// (``HTMLText/style``) through the card's place in the list rather than classes on
    /// each element, as a thousand flows of twenty steps write twenty thousand cards:
    /// `<li class="p" id="step-3"><div><b>3</b><i>✓</i><code>STEP</code></div>`
    /// `<small>line 5 · 0.01 ms · clock 0ms → 250ms</small><p>TAP</p><a href="./HASH.svg"><img
    /// loading="lazy" src="./HASH.svg" alt="the screen after step 3"></a></li>`, the status
    /// `p` (passed), `f` (failed) or `s` (skipped). A step's file is named only when it is
    /// not the flow's own (a step of a `runFlow`), which the page's heading names.
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
        /// Each file the steps name, relative and escaped: steps name a few files many
        /// times, mostly the same one as the step before.
        private var files: [String: String] = [:]
        /// The file the last card named, and how it is shown.
        private var lastFile: (file: String, shown: String)?
        /// The last picture's link, up to its step number: a picture is shown by several
        /// steps one after another (those that leave the screen alone).
        private var lastLink: (picture: PictureStore.Entry, html: [UInt8])?
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

        /// Appends the card of `step`, the `number`th of the page, to `html`.
        mutating func append(_ step: StepResult, number: Int, to html: inout [UInt8]) {
            if let section = step.section {
                HTMLText.append("<li class=\"section\">", to: &html)
                HTMLText.appendShown(section, to: &html)
                HTMLText.append("</li>\n", to: &html)
            }
            HTMLText.append(
                step.skipped != nil ? "<li class=\"s\" id=\"step-" : step.passed ? "<li class=\"p\" id=\"step-" : "<li class=\"f\" id=\"step-", to: &html)
            HTMLText.appendDecimal(number, to: &html)
            HTMLText.append("\"><div><b>", to: &html)
            HTMLText.appendDecimal(number, to: &html)
            HTMLText.append(step.skipped != nil ? "</b><i>○</i><code>" : step.passed ? "</b><i>✓</i><code>" : "</b><i>✗</i><code>", to: &html)
            HTMLText.appendShown(step.step, to: &html)
            HTMLText.append("</code></div><small>", to: &html)
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
                step.taps[offset].writeDescription(to: &line)
                line.bytes.withUnsafeBufferPointer { HTMLText.appendShown($0, to: &html) }
                HTMLText.append("</p>", to: &html)
            }
            let index = number - 1
            if let picture = pictures.indices.contains(index) ? pictures[index] : nil {
                let link: [UInt8]
                if let lastLink, lastLink.picture == picture {
                    link = lastLink.html
                } else {
                    let sized = size.map { $0.width == picture.width && $0.height == picture.height } != true
                    link = Self.link(to: picture, sized: sized)
                    lastLink = (picture, link)
                }
                html.append(contentsOf: link)
                HTMLText.appendDecimal(number, to: &html)
                HTMLText.append("\"></a>", to: &html)
            }
            HTMLText.append("</li>\n", to: &html)
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

        /// A picture's link and image, up to the step number in its `alt`:
        /// `<a href="./HASH.svg"><img loading="lazy" src="./HASH.svg" alt="the screen after
        /// step ` (every link of a report starts with `./` or `../`, ``HTMLText/href(_:)``).
        /// When `sized`, the image declares its
        /// aspect ratio (`style="aspect-ratio:W/H"`), which otherwise the list declares
        /// for all (`--r`), so a picture not yet loaded takes its place already.
        static func link(to picture: PictureStore.Entry, sized: Bool) -> [UInt8] {
            var html: [UInt8] = []
            html.reserveCapacity(2 * picture.file.utf8.count + 120)
            HTMLText.append("<a href=\"./", to: &html)
            HTMLText.appendUnescaped(picture.file, to: &html)
            HTMLText.append("\"><img loading=\"lazy\" src=\"./", to: &html)
            HTMLText.appendUnescaped(picture.file, to: &html)
            if sized {
                HTMLText.append("\" style=\"aspect-ratio:", to: &html)
                HTMLText.appendUnescaped(picture.width, to: &html)
                html.append(UInt8(ascii: "/"))
                HTMLText.appendUnescaped(picture.height, to: &html)
            }
            HTMLText.append("\" alt=\"the screen after step ", to: &html)
            return html
        }
    }
}
