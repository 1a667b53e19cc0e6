import TrellisCore

/// How a flow moves each whole line within the content box (Docs/layouts.md, "flow", rule 4).
///
/// Every line has a leftover `L = W − lineWidth`, in points, where `W` is the content
/// box's width and `lineWidth` the end of the line's last item (the first-line indent
/// included). Alignment never changes an item's size, only its x.
public enum FlowAlignment: String, AttributeEnumeration {
    /// Lines start at the leading edge (the default).
    case leading
    /// Each line moves by `L / 2`.
    case center
    /// Each line moves by `L`, so it ends at the trailing edge.
    case trailing
    /// `L` is spread equally over the gaps between the items of every line but the last;
    /// the last line and any one-item line stay leading.
    case justified
}
