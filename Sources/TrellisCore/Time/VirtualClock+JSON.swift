import Foundation

extension VirtualClock {
    /// The `clock` object of the JSON output (Docs/cli.md, "JSON output"; Docs/time.md,
    /// "Command line"): `{"time": ms, "animations": [{"view", "location", "start",
    /// "end"}], "timers": [{"sender", "location", "fires", "repeats"}]}`. Animations in
    /// the order they started, timers by when they fire next; times in ms of the clock;
    /// `end` is null for an endless animation and `location` null for what was made in
    /// code.
    public var json: JSONValue {
        func place(_ location: SourceLocation?) -> JSONValue { location.map { .string($0.description) } ?? .null }
        return .object([
            ("time", .number(Double(milliseconds))),
            (
                "animations",
                .array(
                    animations.map { animation in
                        .object([
                            ("view", .string(animation.view)), ("location", place(animation.location)),
                            ("start", .number(Double(animation.start))), ("end", animation.end.map { .number(Double($0)) } ?? .null),
                        ])
                    })
            ),
            (
                "timers",
                .array(
                    timers.map { timer in
                        .object([
                            ("sender", .string(timer.sender)), ("location", place(timer.location)),
                            ("fires", .number(Double(timer.fires))), ("repeats", .bool(timer.repeats)),
                        ])
                    })
            ),
        ])
    }
}
