import Foundation

/// The stored properties of a ``View`` that most views never set (padding, explicit sizes,
/// fonts, colours, a layout, …), kept out of line so that a plain view stays small: a
/// screen of 100,000 buttons pays for them only where they are written. Each property's
/// meaning and default are documented on the ``View`` property that reads it.
final class ViewExtras {
    var tag = 0
    var hitInsets: EdgeInsets = .zero
    var padding: EdgeInsets?
    var explicitWidth: CGFloat?
    var explicitHeight: CGFloat?
    var specifiedFrame: CGRect?
    var fontSize: CGFloat?
    var fontFamily: String?
    var fontWeight: Font.Weight?
    var direction: LayoutDirection?
    var backgroundColor: String?
    var layout: (any Layout)?
    var layoutRole: LayoutRole = .content
}
