import CustomPlugins
import TrellisCommandLine

TrellisCommandLine.main(plugins: [.rating, .masonry])
