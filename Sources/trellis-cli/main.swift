import Trellis
import TrellisCommandLine

TrellisCommandLine.main(registry: .standard)
