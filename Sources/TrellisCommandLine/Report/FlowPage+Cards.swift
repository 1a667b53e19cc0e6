import Foundation
import Trellis

extension FlowPage {
    /// Writes a page's step cards: each step's number, status, source line, time, the
    /// screen's clock over the step (`clock 0ms → 250ms`, Docs/time.md), taps
    /// and the picture after it, keeping what the cards of a page share from one to the
    /// next.
    struct CardWriter {
        /// The picture after each step, its file; nil where none.
        let pictures: [PictureStore.Entry?]
        /// The directory the steps' files are shown relative to.
        let workingDirectory: String
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

        init(pictures: [PictureStore.Entry?], workingDirectory: String) {
            self.pictures = pictures
            self.workingDirectory = workingDirectory
        }

        /// Appends the card of `step`, the `number`th of the page, to `html`.
        mutating func append(_ step: StepResult, number: Int, to html: inout [UInt8]) {
            if let section = step.section {
                HTMLText.append("<li class=\"section\">", to: &html)
                HTMLText.appendShown(section, to: &html)
                HTMLText.append("</li>\n", to: &html)
            }
            HTMLText.append(
                step.skipped != nil
                    ? "<li class=\"step skipped\" id=\"step-" : step.passed ? "<li class=\"step passed\" id=\"step-" : "<li class=\"step failed\" id=\"step-",
                to: &html)
            HTMLText.appendDecimal(number, to: &html)
            HTMLText.append("\">\n<div class=\"title\"><span class=\"number\">", to: &html)
            HTMLText.appendDecimal(number, to: &html)
            HTMLText.append(
                step.skipped != nil
                    ? "</span><span class=\"badge\">○</span><code>"
                    : step.passed ? "</span><span class=\"badge\">✓</span><code>" : "</span><span class=\"badge\">✗</span><code>", to: &html)
            HTMLText.appendShown(step.step, to: &html)
            HTMLText.append("</code></div>\n<div><span class=\"line\">", to: &html)
            HTMLText.appendUnescaped(shownFile(step.location.file), to: &html)
            html.append(UInt8(ascii: ":"))
            HTMLText.appendDecimal(step.location.line, to: &html)
            HTMLText.append("</span> · <span class=\"time\">", to: &html)
            HTMLText.appendTime(step.duration, to: &html)
            HTMLText.append("</span> · <span class=\"clock\">clock ", to: &html)
            HTMLText.appendDecimal(Int(step.time.lowerBound), to: &html)
            if step.time.lowerBound != step.time.upperBound {
                HTMLText.append("ms → ", to: &html)
                HTMLText.appendDecimal(Int(step.time.upperBound), to: &html)
            }
            HTMLText.append("ms</span>", to: &html)
            if step.depth > 0 {
                HTMLText.append(" · <span class=\"nested\">nested ", to: &html)
                HTMLText.appendDecimal(step.depth, to: &html)
                HTMLText.append(" deep</span>", to: &html)
            }
            HTMLText.append("</div>\n", to: &html)
            if let skipped = step.skipped {
                HTMLText.append("<div class=\"taps\">skipped: ", to: &html)
                HTMLText.appendShown(skipped, to: &html)
                HTMLText.append("</div>\n", to: &html)
            }
            if let note = step.note {
                HTMLText.append("<div class=\"taps\">note: ", to: &html)
                HTMLText.appendShown(note, to: &html)
                HTMLText.append("</div>\n", to: &html)
            }
            for offset in step.taps.indices {
                HTMLText.append("<div class=\"taps\">", to: &html)
                HTMLText.appendDecimal(step.firstTapNumber + offset, to: &html)
                HTMLText.append(". ", to: &html)
                line.bytes = []
                step.taps[offset].writeDescription(to: &line)
                line.bytes.withUnsafeBufferPointer { HTMLText.appendShown($0, to: &html) }
                HTMLText.append("</div>\n", to: &html)
            }
            let index = number - 1
            if let picture = pictures.indices.contains(index) ? pictures[index] : nil {
                let link: [UInt8]
                if let lastLink, lastLink.picture == picture {
                    link = lastLink.html
                } else {
                    link = Self.link(to: picture)
                    lastLink = (picture, link)
                }
                html.append(contentsOf: link)
                HTMLText.appendDecimal(number, to: &html)
                HTMLText.append("\"></a>\n", to: &html)
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
        /// `<a href="./HASH.svg"><img loading="lazy" src="./HASH.svg" width="W"
        /// height="H" style="aspect-ratio:W/H" alt="the screen after step `.
        static func link(to picture: PictureStore.Entry) -> [UInt8] {
            var html: [UInt8] = []
            html.reserveCapacity(2 * picture.file.utf8.count + 160)
            func appendHref() {
                HTMLText.append("./", to: &html)
                HTMLText.appendUnescaped(picture.file, to: &html)
            }
            HTMLText.append("<a href=\"", to: &html)
            appendHref()
            HTMLText.append("\"><img loading=\"lazy\" src=\"", to: &html)
            appendHref()
            HTMLText.append("\" width=\"", to: &html)
            HTMLText.appendUnescaped(picture.width, to: &html)
            HTMLText.append("\" height=\"", to: &html)
            HTMLText.appendUnescaped(picture.height, to: &html)
            HTMLText.append("\" style=\"aspect-ratio:", to: &html)
            HTMLText.appendUnescaped(picture.width, to: &html)
            html.append(UInt8(ascii: "/"))
            HTMLText.appendUnescaped(picture.height, to: &html)
            HTMLText.append("\" alt=\"the screen after step ", to: &html)
            return html
        }
    }
}
