internal import CLibXML2

/// Runs `body` with the errors libxml2 raises without a parser context (an encoding
/// conversion that fails) sent to `handler` with `context`, instead of to libxml2's
/// default handler, which prints them on stderr. The thread's previous handler is put
/// back afterwards (libxml2 keeps it per thread).
func withContextlessErrors<T>(sentTo handler: xmlStructuredErrorFunc, with context: UnsafeMutableRawPointer?, _ body: () -> T) -> T {
    let previousHandler = __xmlStructuredError().pointee
    let previousContext = __xmlStructuredErrorContext().pointee
    xmlSetStructuredErrorFunc(context, handler)
    defer { xmlSetStructuredErrorFunc(previousContext, previousHandler) }
    return body()
}

/// libxml2's one-time global initialisation, done once per process before the first
/// parse or write (`xmlInitParser` is not safe to race), with the datatypes of RELAX NG
/// and XML Schema, which the first schema parse would otherwise register, racing a
/// schema parsed on another thread at the same time (``RelaxNGValidator``,
/// ``XMLSchemaValidator``).
struct LibXML2Initialization: Sendable {
    init() {
        xmlInitParser()
        xmlRelaxNGInitTypes()
        xmlSchemaInitTypes()
    }

    func touch() {}
}

let libxml2Initialized = LibXML2Initialization()
