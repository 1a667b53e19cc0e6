import Trellis
import TrellisScreensChecker

TrellisScreensChecker.main(registry: .standard)
