import Foundation
import TrellisCore

extension RatingView {
    /// The `rating` element's own attributes.
    public enum Attributes {
        /// `stars`: the number of stars, a whole number ≥ 1; default 5.
        public static let stars = Attribute<PositiveCount>(
            "stars", default: PositiveCount(RatingView.defaultStars), "number of stars")
        /// `value`: the stars filled, from 0 to `stars`; default 0.
        public static let value = Attribute<Count>("value", default: Count(0), "stars filled, from 0 to stars")
        /// `star-size`: the side of a star in the fitting size, in points; default 24.
        public static let starSize = Attribute<Length>(
            "star-size", default: Length(RatingView.defaultStarSize), "side of one star in points")
    }

    /// The registration of the `rating` element: a control without children, whose
    /// state is `value`.
    public static let descriptor = WidgetDescriptor(
        name: "rating", summary: "a control of N stars: a tap on star k sets the value to k",
        isControl: true,
        attributes: [Attributes.stars.declaration, Attributes.value.declaration, Attributes.starSize.declaration],
        content: .none,
        stateKeys: ["value"],
        // A screen reader says "Rating" (unless `accessibility-label` names it) and the
        // value, as UIKit's adjustable controls do: "2 of 5 stars".
        accessibility: AccessibilityDeclaration(
            role: .button, label: { _ in "Rating" },
            value: { view in (view as? RatingView).map { "\($0.value) of \($0.stars) stars" } }),
        make: { reader in RatingView(reading: reader) }
    )

    /// Creates a rating from the element's attributes; bad values are reported by the
    /// reader and read as defaults, and a `value` above `stars` is reported at `value`.
    public convenience init(reading reader: AttributeReader) {
        self.init()
        stars = reader[Attributes.stars].value
        starSize = reader[Attributes.starSize].value
        let value = reader[Attributes.value].value
        if value > stars {
            reader.reportError(
                "attribute 'value' of <\(reader.elementName)> is \(value), but it has \(stars) stars: expected a number from 0 to \(stars)",
                attribute: Attributes.value.name)
        }
        self.value = value
    }
}
