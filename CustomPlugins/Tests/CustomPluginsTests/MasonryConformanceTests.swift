import CustomPlugins
import Testing
import TrellisTesting

/// The masonry layout keeps the layout contract, as the conformance harness checks it.
struct MasonryConformanceTests {
    @Test func twoColumnsConform() {
        LayoutConformance.check(MasonryLayout(columns: 2))
    }

    @Test func oneAndFiveColumnsConform() {
        LayoutConformance.check(MasonryLayout(columns: 1, spacing: 0))
        LayoutConformance.check(MasonryLayout(columns: 5, spacing: 2.5), options: .init(seed: 7))
    }
}
