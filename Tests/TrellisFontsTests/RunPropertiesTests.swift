import Testing

@testable import TrellisFonts

/// Where shaping runs split besides the font: ICU's scripts and bidi levels.
@Suite struct RunPropertiesTests {
    /// ICU's USCRIPT_ARABIC, USCRIPT_HAN and USCRIPT_LATIN.
    let arabic: Int32 = 2, han: Int32 = 17, latin: Int32 = 25

    @Test func arabicInALeftToRightLineIsRightToLeft() {
        // "ab عر": the paragraph is left to right (its first strong letter is "a"); the
        // space between takes the script before it and stays left to right.
        let properties = RunProperties(Array("ab عر".unicodeScalars.map(\.value)))
        #expect(properties.scripts == [latin, latin, latin, arabic, arabic])
        #expect(properties.rightToLeft == [false, false, false, true, true])
    }

    @Test func latinInARightToLeftLineIsLeftToRight() {
        // "عر ab": a right-to-left paragraph; the Latin letters are embedded at level 2.
        let properties = RunProperties(Array("عر ab".unicodeScalars.map(\.value)))
        #expect(properties.rightToLeft == [true, true, true, false, false])
        #expect(properties.scripts == [arabic, arabic, arabic, latin, latin])
    }

    @Test func leadingCommonCharactersTakeTheFirstRealScript() {
        // "1 周a": the digit and the space take Han, the first real script after them.
        let properties = RunProperties(Array("1 周a".unicodeScalars.map(\.value)))
        #expect(properties.scripts == [han, han, han, latin])
        #expect(properties.rightToLeft == [false, false, false, false])
    }
}
