import CustomPlugins
import TrellisScreensChecker

TrellisScreensChecker.main(plugins: [.rating, .masonry])
