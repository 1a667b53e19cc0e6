internal import CLibXML2
import Foundation

/// Writes XML documents with libxml2's `xmlTextWriter`, the second of TrellisXML's two
/// libxml2 files: it takes an ``XMLOutputElement`` tree and returns the document's UTF-8
/// bytes, with an XML declaration and two-space indentation. The writer and its buffer
/// are owned here and freed before it returns.
public enum XMLWriter {
    /// Why a document could not be written: libxml2 reported a failure (out of memory).
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        /// What failed.
        public var message: String

        public var description: String { message }
    }

    /// The document whose root is `root`, as UTF-8 bytes.
    ///
    /// - Throws: ``WriteError`` when libxml2 fails.
    public static func document(_ root: XMLOutputElement) throws(WriteError) -> [UInt8] {
        libxml2Initialized.touch()
        guard let buffer = xmlBufferCreate() else { throw WriteError(message: "xmlBufferCreate failed (out of memory)") }
        defer { xmlBufferFree(buffer) }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else { throw WriteError(message: "xmlNewTextWriterMemory failed (out of memory)") }
        var writerFreed = false
        defer { if !writerFreed { xmlFreeTextWriter(writer) } }
        xmlTextWriterSetIndent(writer, 1)
        _ = "  ".withCString { xmlTextWriterSetIndentString(writer, UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
        guard xmlTextWriterStartDocument(writer, nil, "UTF-8", nil) >= 0, write(root, to: writer), xmlTextWriterEndDocument(writer) >= 0 else {
            throw WriteError(message: "libxml2 could not write the document")
        }
        xmlFreeTextWriter(writer)
        writerFreed = true
        guard let content = xmlBufferContent(buffer) else { return [] }
        return Array(UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(buffer))))
    }

    private static func write(_ element: XMLOutputElement, to writer: xmlTextWriterPtr) -> Bool {
        guard call(element.name, { xmlTextWriterStartElement(writer, $0) }) else { return false }
        for attribute in element.attributes {
            let ok = call(attribute.name) { name in call(clean(attribute.value)) { xmlTextWriterWriteAttribute(writer, name, $0) } ? 0 : -1 }
            guard ok else { return false }
        }
        if let text = element.text, !call(clean(text), { xmlTextWriterWriteString(writer, $0) }) { return false }
        for child in element.children where !write(child, to: writer) { return false }
        return xmlTextWriterEndElement(writer) >= 0
    }

    /// Calls `body` with `text` as a NUL-terminated `xmlChar` string; true when it
    /// returned a non-negative status.
    private static func call(_ text: String, _ body: (UnsafePointer<xmlChar>) -> Int32) -> Bool {
        text.withCString { pointer in
            body(UnsafeRawPointer(pointer).assumingMemoryBound(to: xmlChar.self)) >= 0
        }
    }

    /// `text` with the characters XML 1.0 forbids replaced by U+FFFD.
    private static func clean(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let allowed =
                value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
                || (0xE000...0xFFFD).contains(value) || value >= 0x10000
            result.append(allowed ? scalar : "\u{FFFD}")
        }
        return String(result)
    }
}
