import TrellisCore

extension Plugin {
    /// The `rating` widget.
    public static let rating = Plugin(name: "rating", widgets: [RatingView.descriptor])
    /// The `masonry` layout, usable on any container with `layout="masonry"`.
    public static let masonry = Plugin(name: "masonry", layouts: [MasonryLayout.descriptor])
}
