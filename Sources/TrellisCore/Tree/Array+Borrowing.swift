extension Array where Element: AnyObject {
    /// Calls `body` with each element in order, borrowed from the array instead of retained
    /// and released around every call: the loops of a layout pass visit every subview of
    /// a container, and a retain is an atomic write to an object the pass may not have in
    /// the cache yet. The array (held by the caller for the whole loop) keeps each element
    /// alive, whatever `body` does to the views or to the array it was copied from.
    @inline(__always)
    func forEachBorrowed(_ body: (Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: Unmanaged<Element>.self) { references in
                for reference in references { try reference._withUnsafeGuaranteedRef(body) }
            }
        }
    }

    /// Calls `body` with the index and the element at each index in `range`, borrowed as
    /// ``forEachBorrowed(_:)`` does. The range is within the array.
    @inline(__always)
    func forEachBorrowed(in range: Range<Int>, _ body: (Int, Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: Unmanaged<Element>.self) { references in
                for index in range { try references[index]._withUnsafeGuaranteedRef { try body(index, $0) } }
            }
        }
    }

    /// Calls `body` with the element at `index`, borrowed as ``forEachBorrowed(_:)`` does,
    /// and returns its result. The index is within the array.
    @inline(__always)
    func withBorrowed<Result>(at index: Int, _ body: (Element) throws -> Result) rethrows -> Result {
        try withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: Unmanaged<Element>.self) { references in
                try references[index]._withUnsafeGuaranteedRef(body)
            }
        }
    }
}
