import Foundation
import Testing
import Trellis

@testable import TrellisCommandLine

/// `trellis sweep`'s lists (Docs/sweeps.md, "The command"): presets, groups, parsing,
/// sorting and deduplication, and every usage error with its exact message.
struct SweepAxesTests {
    private func axes(sizes: String? = nil, scales: String? = nil, appearances: String? = nil, locales: String? = nil) throws -> SweepAxes {
        try SweepAxes(sizes: sizes, scales: scales, appearances: appearances, locales: locales)
    }

    private func message(sizes: String? = nil, scales: String? = nil, appearances: String? = nil, locales: String? = nil) -> String? {
        do {
            _ = try SweepAxes(sizes: sizes, scales: scales, appearances: appearances, locales: locales)
            return nil
        } catch {
            #expect(error.code == .usage)
            return error.message
        }
    }

    private func names(_ sizes: [SweepSize]) -> [String] { sizes.map(\.name) }

    @Test func presetsAreTheSpecTable() {
        let table = SweepSize.presets.map { "\($0.name) \($0.width.trellisDescription)x\($0.height.trellisDescription)" }
        #expect(
            table == [
                "iphone-5s 320x568", "nexus-5 360x640", "iphone-se 375x667", "iphone-14 390x844", "iphone-15 393x852", "compose-phone 411x891",
                "iphone-15-pro-max 430x932", "compose-foldable 673x841", "ipad-10-2 810x1080", "ipad-pro-11 834x1194", "ipad-pro-12-9 1024x1366",
                "compose-tablet 1280x800",
            ])
    }

    @Test func groupsAreTheFirstSevenAndTheOtherFive() throws {
        let screen = CGSize(width: 375, height: 667)
        #expect(names(try axes(sizes: "phones").sizes(screenSize: screen)) == SweepSize.presets.prefix(7).map(\.name))
        // Sorted by width: compose-tablet (1280) is last, ipad-pro-12-9 (1024) before it.
        #expect(
            names(try axes(sizes: "tablets").sizes(screenSize: screen)) == [
                "compose-foldable", "ipad-10-2", "ipad-pro-11", "ipad-pro-12-9", "compose-tablet",
            ])
    }

    @Test func sizesSortByWidthThenHeightAndKeepTheFirstSpelling() throws {
        let screen = CGSize(width: 400, height: 600)
        // 320x568 is iphone-5s: the first spelling written is kept; 375 takes the screen's
        // height 600; 375x667 is iphone-se, written second.
        let sizes = try axes(sizes: "375x667,320x568,iphone-5s,375,iphone-se,320x480.5").sizes(screenSize: screen)
        #expect(names(sizes) == ["320x480.5", "320x568", "375x600", "375x667"])
        #expect(sizes.map(\.height) == [480.5, 568, 600, 667])
        let reversed = try axes(sizes: "320x480.5,iphone-se,375,iphone-5s,320x568,375x667").sizes(screenSize: screen)
        #expect(names(reversed) == ["320x480.5", "iphone-5s", "375x600", "iphone-se"])
    }

    @Test func theDefaultSizeIsTheScreensOwn() throws {
        #expect(names(try axes().sizes(screenSize: CGSize(width: 375, height: 667))) == ["375x667"])
    }

    @Test func scalesSortAscendingOnceEach() throws {
        #expect(try axes(scales: "2,1.3,standard,1.30,4,0.01").scales.map(\.hundredths) == [1, 85, 100, 115, 130, 150, 180, 200, 400])
        #expect(try axes(scales: "standard").scales.map(\.hundredths) == [85, 100, 115, 130, 150, 180, 200])
        #expect(try axes().scales.map(\.hundredths) == [100])
    }

    @Test func namesSortInTheirOwnOrder() throws {
        #expect(try axes(appearances: "dark,light,dark").appearances == [.light, .dark])
        #expect(try axes(locales: "ar-XB,base,en-XA").locales == [.base, .accented, .bidirectional])
        #expect(try axes().appearances == [.light])
        #expect(try axes().locales == [.base])
    }

    @Test func badSizes() {
        #expect(
            message(sizes: "iphone5s")
                == "--sizes: 'iphone5s' is not a size: a preset, phones, tablets, WxH or W (lengths in points); did you mean 'iphone-5s'?")
        #expect(message(sizes: "0x0") == "--sizes: '0x0' has a length out of range: each must be above 0 and at most 10000 points")
        #expect(message(sizes: "10001x1") == "--sizes: '10001x1' has a length out of range: each must be above 0 and at most 10000 points")
        #expect(message(sizes: "-3") == "--sizes: '-3' has a length out of range: each must be above 0 and at most 10000 points")
        #expect(message(sizes: "320x") == "--sizes: '320x' is not a size: a preset, phones, tablets, WxH or W (lengths in points)")
        #expect(message(sizes: "1x2x3") == "--sizes: '1x2x3' is not a size: a preset, phones, tablets, WxH or W (lengths in points)")
        #expect(message(sizes: "320,,375") == "--sizes: '320,,375' has an empty item; LIST is comma-separated, with no spaces (--sizes iphone-5s,375x667,414)")
        #expect(message(sizes: "") == "--sizes: '' has an empty item; LIST is comma-separated, with no spaces (--sizes iphone-5s,375x667,414)")
        #expect(message(sizes: "10000x10000") == nil)
    }

    @Test func badScales() {
        let expected = "a number above 0 and at most 4 with at most two decimals, or standard"
        for bad in ["0", "-1", "1.234", "5", "1e308", "NaN", "0.001", "4.01", "1.5 ", "+"] {
            #expect(message(scales: bad) == "--font-scales: '\(bad)' is not a font scale: \(expected)", "\(bad)")
        }
        #expect(message(scales: "standrad") == "--font-scales: 'standrad' is not a font scale: \(expected); did you mean 'standard'?")
        #expect(message(scales: "1,") == "--font-scales: '1,' has an empty item; LIST is comma-separated, with no spaces (--font-scales 1,1.3,2)")
        #expect(message(scales: "1e-2,4") == nil)
    }

    @Test func badNames() {
        #expect(message(appearances: "drak") == "--appearances: 'drak' is not an appearance: light, dark; did you mean 'dark'?")
        #expect(message(appearances: "Light") == "--appearances: 'Light' is not an appearance: light, dark; did you mean 'light'?")
        #expect(message(locales: "en-XX") == "--locales: 'en-XX' is not a locale: base, en-XA, ar-XB; did you mean 'en-XA'?")
        #expect(message(locales: "fr") == "--locales: 'fr' is not a locale: base, en-XA, ar-XB")
        #expect(message(locales: ",base") == "--locales: ',base' has an empty item; LIST is comma-separated, with no spaces (--locales base,en-XA)")
    }

    @Test func moreThanTenThousandConfigurations() throws {
        // 73 widths × 137 scales (0.01 … 1.37) = 10,001.
        let widths = (1...73).map(String.init).joined(separator: ",")
        let scales = (1...137).map { (Double($0) / 100).description }.joined(separator: ",")
        #expect(
            message(sizes: widths, scales: scales)
                == "the sweep has 73 sizes × 137 font scales × 1 appearances × 1 locales = 10001 configurations; at most 10000")
        // 73 × 137 less one scale: 9,928, allowed.
        #expect(message(sizes: widths, scales: (1...136).map { (Double($0) / 100).description }.joined(separator: ",")) == nil)
        // A size written twice counts once.
        #expect(
            message(sizes: widths + ",73", scales: scales)
                == "the sweep has 73 sizes × 137 font scales × 1 appearances × 1 locales = 10001 configurations; at most 10000")
    }
}
