import Foundation

/// The properties of a ``View`` that even views with ``ViewExtras`` seldom set, kept out
/// of line once more: hit insets, a specified frame, a font family, a background colour,
/// the style attributes, a layout, an accessibility label, the audit rules ignored and the
/// bounds origin. Made by ``ViewExtras/mutableRare`` when one is first written; each
/// property's meaning and default are documented on the ``View`` property that reads it.
final class RareViewExtras {
    @exclusivity(unchecked) var hitInsets: EdgeInsets = .zero
    @exclusivity(unchecked) var specifiedFrame: CGRect?
    @exclusivity(unchecked) var fontFamily: String?
    @exclusivity(unchecked) var backgroundColor: Color?
    @exclusivity(unchecked) var style: ViewStyleAttributes?
    @exclusivity(unchecked) var layout: (any Layout)?
    @exclusivity(unchecked) var accessibilityLabel: String?
    @exclusivity(unchecked) var auditIgnoredRules: Set<AuditRule> = []
    @exclusivity(unchecked) var boundsOrigin: CGPoint = .zero
}
