import FoldmarkCore
import Foundation

extension SiteBuild {
    /// Step 1: the built-in theme with the overrides of `--templates`, else of the site's `Templates/` folder.
    mutating func loadTheme() throws {
        var folder = options.templates
        if folder == nil {
            let siteTemplates = (options.siteFolder as NSString).appendingPathComponent("Templates")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: siteTemplates, isDirectory: &isDirectory), isDirectory.boolValue {
                folder = siteTemplates
            }
        }
        theme = try Theme.load(overridesIn: folder.map(SiteConfig.displayPath))
    }
}
