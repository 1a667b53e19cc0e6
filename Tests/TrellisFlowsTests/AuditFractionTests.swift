import Foundation
import Testing
import Trellis

/// The audit on screens whose sizes have fractions (Docs/accessibility.md, "The audit"):
/// the sums of offsets and bounds such as 81.6 + 50.4 land a few units of 1e-14 away from
/// the content's edge, which is no edge a person can see. A control that a scroll view can
/// bring into view whole is never `offscreen`.
struct AuditFractionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var xml: String
        var testDescription: String { name }
    }

    /// A sign-in form above a list that grows into the rest of the screen, with the title
    /// at several font sizes (under the test metrics a line is 1.2 × the font size high, so
    /// the list's height has a fraction: at 28 pt the title is 33.6 tall and the list
    /// 667 − 2 × 16 − 33.6 − 3 × 44 − 4 × 12 = 421.4).
    static let signIn: [Case] = [17, 21, 23, 28, 29, 31, 34].map { size in
        let rows = ["ada", "grace", "linus", "margaret", "barbara", "edsger", "donald", "frances", "ken", "dennis", "john", "alan"]
            .map { "      <button title=\"\($0)@example.com\" height=\"44\"/>" }.joined(separator: "\n")
        return Case(
            name: "sign-in form, title at \(size) pt",
            xml: """
                <screen width="375" height="667">
                  <view layout="stack" padding="16" spacing="12" grow="1">
                    <label text="Sign in" font-size="\(size)"/>
                    <text-field id="user" placeholder="Email" height="44"/>
                    <text-field id="password" placeholder="Password" secure="true" height="44"/>
                    <button id="go" title="Sign in" height="44"/>
                    <scroll id="recent" grow="1">
                \(rows)
                    </scroll>
                  </view>
                </screen>
                """)
    }

    static let cases: [Case] =
        [
            // Three 44-pt buttons (132) in 50.4 points: the last is shown whole at offset 81.6.
            Case(
                name: "scroll of fractional height",
                xml: """
                    <screen>
                      <scroll id="s" height="50.4">
                        <button id="a" title="A" height="44"/>
                        <button id="b" title="B" height="44"/>
                        <button id="c" title="C" height="44"/>
                      </scroll>
                    </screen>
                    """),
            Case(
                name: "horizontal scroll of fractional width",
                xml: """
                    <screen>
                      <scroll id="s" axis="horizontal" width="100.3" height="44">
                        <view layout="stack" axis="horizontal">
                          <button title="A" width="47.7" height="44"/>
                          <button title="B" width="47.7" height="44"/>
                          <button title="C" width="47.7" height="44"/>
                        </view>
                      </scroll>
                    </screen>
                    """),
        ] + signIn

    @Test(arguments: cases)
    func noFalseOffscreenFindings(_ example: Case) throws {
        let screen = try ScreenLoader(registry: .standard).load(xml: example.xml, path: "form.xml")
        let findings = AccessibilityAudit(rules: [.offscreen]).findings(on: screen).map(\.description)
        #expect(findings.isEmpty, "\(findings)")
    }

    /// A control that no offset shows whole is still reported, with its edge named.
    @Test func aControlWiderThanItsScrollViewIsStillReported() throws {
        let screen = try ScreenLoader(registry: .standard).load(
            xml: """
                <screen>
                  <scroll id="s" height="50.4">
                    <button id="a" title="A" height="60.2"/>
                  </scroll>
                </screen>
                """, path: "form.xml")
        // 60.2 tall in 50.4: aligned at its top, 9.8 points hang past the bottom.
        #expect(
            AccessibilityAudit(rules: [.offscreen]).findings(on: screen).map(\.description) == [
                #"form.xml:3:5: warning: [offscreen] button#a "A" extends past scroll#s's bottom edge by 9.8 pt at every content offset"#
            ])
    }
}
