internal import CLibXML2

/// The value patterns of a RELAX NG schema, checked once per distinct attribute value of a
/// document, for ``RelaxNGValidator``.
///
/// libxml2's RELAX NG validator compiles a `pattern` parameter's regular expression again
/// for every value it checks (`xmlRelaxNGSchemaFacetCheck` builds a new facet each time):
/// about 5 µs for a length and 15 µs for insets, so checking the values of a
/// 100,000-button screen took seconds. This type compiles each pattern once, with the same
/// engine (`xmlRegexpCompile`), matches each distinct value once (`xmlRegexpExec`), and
/// rewrites the schema for each document: a define whose whole body is
/// `<data type="string">` of the XML Schema datatypes with only `pattern` parameters, and
/// which is used only as the whole value of attributes with a plain name, becomes any
/// string (`<data type="string" datatypeLibrary="">`, whose check accepts every value but
/// a missing one, as XML Schema's `string` does) except the values of those attributes in
/// the document that do not match. The value of each attribute is read as the validator
/// reads it (`xmlNodeListGetString`), so the rewritten schema accepts and rejects exactly
/// what the original does for every attribute of the document, through the same steps,
/// and the validator reports the same errors.
///
/// A schema that includes or refers to other schemas, or nests grammars, is left as it is.
final class RelaxNGValuePatterns {
    /// A define whose body this type replaces.
    private struct PatternDefine {
        let element: xmlNodePtr
        let patterns: [String]
        let expressions: [xmlRegexpPtr]
        /// Whether each distinct value checked so far matches every expression.
        var verdicts: [String: Bool] = [:]
    }

    private var defines: [PatternDefine] = []
    /// For each attribute name, the defines its values are checked against.
    private var definesByAttribute: [String: [Int]] = [:]

    /// Whether the schema has no define this type rewrites.
    var isEmpty: Bool { defines.isEmpty }

    /// Finds the pattern defines of `schema`, a parsed RELAX NG schema in XML syntax, which
    /// ``rewriteSchema(rejecting:)`` then changes; `schema` must outlive this value.
    init(schema: xmlDocPtr) {
        guard let grammar = xmlDocGetRootElement(schema), Self.isStructure(grammar, "grammar") else { return }
        var bodies: [String: (define: xmlNodePtr, patterns: [String])] = [:]
        var defineCounts: [String: Int] = [:]
        var attributeNames: [String: Set<String>] = [:]
        var otherUses: Set<String> = []
        var pending = [grammar]
        while let node = pending.popLast() {
            pending.append(contentsOf: Self.elementChildren(of: node))
            guard let name = Self.structureName(of: node) else { continue }
            switch name {
            case "include", "externalRef", "parentRef": return
            case "grammar" where node != grammar: return
            case "define":
                guard let defineName = Self.property(node, "name") else { continue }
                defineCounts[defineName, default: 0] += 1
                if Self.property(node, "combine") == nil, let patterns = Self.patterns(ofDefine: node) {
                    bodies[defineName] = (node, patterns)
                }
            case "ref":
                guard let target = Self.property(node, "name") else { continue }
                if let attribute = node.pointee.parent, Self.structureName(of: attribute) == "attribute",
                    Self.structureChildren(of: attribute) == [node],
                    let attributeName = Self.property(attribute, "name"), !attributeName.contains(":")
                {
                    attributeNames[target, default: []].insert(attributeName)
                } else {
                    otherUses.insert(target)
                }
            default: break
            }
        }
        for (name, body) in bodies.sorted(by: { $0.key < $1.key }) where defineCounts[name] == 1 && !otherUses.contains(name) {
            guard let names = attributeNames[name] else { continue }
            var expressions: [xmlRegexpPtr] = []
            for pattern in body.patterns {
                guard let expression = Self.withXMLString(pattern, { xmlRegexpCompile($0) }) else { break }
                expressions.append(expression)
            }
            guard expressions.count == body.patterns.count else {
                for expression in expressions { xmlRegFreeRegexp(expression) }
                continue
            }
            for attributeName in names { definesByAttribute[attributeName, default: []].append(defines.count) }
            defines.append(PatternDefine(element: body.define, patterns: body.patterns, expressions: expressions))
        }
    }

    deinit {
        for define in defines {
            for expression in define.expressions { xmlRegFreeRegexp(expression) }
        }
    }

    /// The most values a rewritten define excludes: libxml2 compares a value with each in
    /// turn, so a define with more keeps its patterns.
    static let rejectedValueLimit = 64

    /// For each pattern define, the distinct values of `document`'s attributes checked
    /// against it that do not match, in document order. An attribute's name is looked up
    /// once per distinct name (libxml2 keeps one copy of each name in the document's
    /// dictionary), and a value equal to the one before it for the same define is judged
    /// already.
    func rejectedValues(in document: xmlDocPtr) -> [[String]] {
        var rejected = [[String]](repeating: [], count: defines.count)
        var seen = [Set<String>](repeating: [], count: defines.count)
        guard !defines.isEmpty, let root = xmlDocGetRootElement(document) else { return rejected }
        // The last value judged for each define, while it stays in the document.
        var last = [UnsafePointer<xmlChar>?](repeating: nil, count: defines.count)
        var indexesByName: [UnsafePointer<xmlChar>: [Int]] = [:]
        let judge = { (value: UnsafePointer<xmlChar>, indexes: [Int], kept: Bool) in
            var text: String?
            for index in indexes {
                if let previous = last[index], xmlStrEqual(previous, value) != 0 { continue }
                last[index] = kept ? value : nil
                let string = text ?? String(cString: value)
                text = string
                if !self.matches(value, string, index), seen[index].insert(string).inserted { rejected[index].append(string) }
            }
        }
        var next: xmlNodePtr? = root
        while let node = next {
            var attribute = node.pointee.properties
            while let current = attribute {
                attribute = current.pointee.next
                let name = current.pointee.name
                let indexes: [Int]
                if let name, let known = indexesByName[name] {
                    indexes = known
                } else {
                    indexes = name.flatMap { definesByAttribute[String(cString: $0)] } ?? []
                    if let name { indexesByName[name] = indexes }
                }
                guard !indexes.isEmpty else { continue }
                // One text node is the common case: its content is what
                // xmlNodeListGetString would return, without the copy.
                if let text = current.pointee.children, text.pointee.type == XML_TEXT_NODE, text.pointee.next == nil,
                    let content = text.pointee.content
                {
                    judge(content, indexes, true)
                } else if let value = xmlNodeListGetString(document, current.pointee.children, 1) {
                    defer { Self.xmlFree(value) }
                    judge(value, indexes, false)
                }
            }
            next = Self.element(after: node, within: root)
        }
        return rejected
    }

    /// Replaces the body of each pattern define with any string except its `rejected`
    /// values (``rejectedValues(in:)``; a define past the end of `rejected` excludes none),
    /// or with its patterns again when it has more than ``rejectedValueLimit``.
    func rewriteSchema(rejecting rejected: [[String]]) {
        for (index, define) in defines.enumerated() {
            let values = index < rejected.count ? rejected[index] : []
            let element = define.element
            while let child = element.pointee.children {
                xmlUnlinkNode(child)
                xmlFreeNode(child)
            }
            guard values.count <= Self.rejectedValueLimit else {
                let data = Self.addChild("data", to: element, attributes: [("type", "string"), ("datatypeLibrary", RelaxNGSchema.datatypeLibrary)])
                for pattern in define.patterns { Self.addChild("param", to: data, attributes: [("name", "pattern")], text: pattern) }
                continue
            }
            let data = Self.addChild("data", to: element, attributes: [("type", "string"), ("datatypeLibrary", "")])
            guard !values.isEmpty else { continue }
            let except = Self.addChild("except", to: data)
            for value in values { Self.addChild("value", to: except, attributes: [("type", "string")], text: value) }
        }
    }

    /// Whether `value` (`text`) matches every pattern of define `index`, matched once per
    /// distinct value.
    private func matches(_ value: UnsafePointer<xmlChar>, _ text: String, _ index: Int) -> Bool {
        if let verdict = defines[index].verdicts[text] { return verdict }
        let matches = defines[index].expressions.allSatisfy { xmlRegexpExec($0, value) == 1 }
        defines[index].verdicts[text] = matches
        return matches
    }

    /// The `pattern` parameters of a define whose only pattern is `<data type="string">` of
    /// the XML Schema datatypes with nothing but `pattern` parameters, else nil.
    private static func patterns(ofDefine define: xmlNodePtr) -> [String]? {
        let body = structureChildren(of: define)
        guard body.count == 1, let data = body.first, structureName(of: data) == "data",
            property(data, "type") == "string", datatypeLibrary(of: data) == RelaxNGSchema.datatypeLibrary
        else { return nil }
        var patterns: [String] = []
        for parameter in structureChildren(of: data) {
            guard structureName(of: parameter) == "param", property(parameter, "name") == "pattern",
                let content = xmlNodeGetContent(parameter)
            else { return nil }
            defer { xmlFree(content) }
            patterns.append(String(cString: content))
        }
        return patterns.isEmpty ? nil : patterns
    }

    /// The `datatypeLibrary` in force at `node`: its own, else its nearest ancestor's.
    private static func datatypeLibrary(of node: xmlNodePtr) -> String? {
        var current: xmlNodePtr? = node
        while let element = current, element.pointee.type == XML_ELEMENT_NODE {
            if let library = property(element, "datatypeLibrary") { return library }
            current = element.pointee.parent
        }
        return nil
    }

    /// Adds an element of the RELAX NG namespace (the namespace of `parent`) with
    /// `attributes` and, escaped, `text`.
    @discardableResult
    private static func addChild(
        _ name: String, to parent: xmlNodePtr?, attributes: [(String, String)] = [], text: String? = nil
    ) -> xmlNodePtr? {
        let child = withXMLString(name) { name in
            guard let text else { return xmlNewChild(parent, parent?.pointee.ns, name, nil) }
            return withXMLString(text) { xmlNewTextChild(parent, parent?.pointee.ns, name, $0) }
        }
        for (attribute, value) in attributes {
            withXMLString(attribute) { attribute in withXMLString(value) { _ = xmlSetProp(child, attribute, $0) } }
        }
        return child
    }

    /// Frees a string libxml2 allocated, with its deallocator (`xmlFree`, read through
    /// `xmlMemGet`).
    private static func xmlFree(_ pointer: UnsafeMutablePointer<xmlChar>) {
        var free: xmlFreeFunc?
        _ = xmlMemGet(&free, nil, nil, nil)
        free?(pointer)
    }

    private static func withXMLString<Result>(_ text: String, _ body: (UnsafePointer<xmlChar>) -> Result) -> Result {
        text.withCString { body(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
    }

    private static func isStructure(_ node: xmlNodePtr, _ name: String) -> Bool {
        structureName(of: node) == name
    }

    /// The local name of an element of the RELAX NG structure namespace, else nil.
    private static func structureName(of node: xmlNodePtr) -> String? {
        guard node.pointee.type == XML_ELEMENT_NODE, let namespace = node.pointee.ns?.pointee.href,
            String(cString: namespace) == RelaxNGSchema.structureNamespace
        else { return nil }
        return String(cString: node.pointee.name)
    }

    /// The element after `node` in document order, among `root` and its descendants.
    private static func element(after node: xmlNodePtr, within root: xmlNodePtr) -> xmlNodePtr? {
        var candidate = node.pointee.children
        var current = node
        while true {
            while let sibling = candidate {
                if sibling.pointee.type == XML_ELEMENT_NODE { return sibling }
                candidate = sibling.pointee.next
            }
            guard current != root, let parent = current.pointee.parent else { return nil }
            candidate = current.pointee.next
            current = parent
        }
    }

    private static func elementChildren(of node: xmlNodePtr) -> [xmlNodePtr] {
        var children: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { children.append(current) }
            child = current.pointee.next
        }
        return children
    }

    /// The children in the RELAX NG namespace: the patterns, without annotations.
    private static func structureChildren(of node: xmlNodePtr) -> [xmlNodePtr] {
        elementChildren(of: node).filter { structureName(of: $0) != nil }
    }

    /// An attribute without a namespace, its leading and trailing whitespace removed as
    /// RELAX NG does for names and types.
    private static func property(_ node: xmlNodePtr, _ name: String) -> String? {
        guard let value = withXMLString(name, { xmlGetNoNsProp(node, $0) }) else { return nil }
        defer { xmlFree(value) }
        let text = String(cString: value).unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }
}
