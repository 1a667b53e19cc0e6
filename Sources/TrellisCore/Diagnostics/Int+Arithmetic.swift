extension Int {
    /// The number with thousands separators (`1,000,000`), for messages.
    package var formatted: String {
        let digits = String(magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return self < 0 ? "-" + grouped : grouped
    }

    /// `self + other`, or the nearest of `Int.max` and `Int.min` when the sum does not
    /// fit, so that counting what an input expands to can never trap.
    package func addingSaturating(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }

    /// `self × other`, or the nearest of `Int.max` and `Int.min` when the product does
    /// not fit.
    package func multipliedSaturating(by other: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        guard overflow else { return product }
        return (self < 0) == (other < 0) ? .max : .min
    }
}
