extension Font {
    /// The weights a font may be asked for (the `font-weight` attribute), lightest first.
    /// Real fonts map them to CSS's numeric weights, as fontconfig does; the test metrics
    /// ignore them.
    public enum Weight: String, CaseIterable, Hashable, Sendable, AttributeEnumeration {
        /// CSS 400.
        case regular
        /// CSS 500.
        case medium
        /// CSS 600.
        case semibold
        /// CSS 700.
        case bold

        /// The CSS numeric weight (CSS Fonts Level 4, `font-weight`): 400, 500, 600, 700.
        public var cssWeight: Int {
            switch self {
            case .regular: return 400
            case .medium: return 500
            case .semibold: return 600
            case .bold: return 700
            }
        }
    }
}
