import CFuzzerDriver
import FuzzPipelines

/// libFuzzer's entry point: runs one input through AppPipeline.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = AppPipeline.run(bytes)
    return 0
}

/// The executable's entry point. SwiftPM links every executable with `main` aliased to
/// `<module>_main`, so libFuzzer's own `main` is never linked; this one hands the command
/// line to libFuzzer's driver instead, which behaves exactly as its `main`.
@_cdecl("app_fuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzz)
}
