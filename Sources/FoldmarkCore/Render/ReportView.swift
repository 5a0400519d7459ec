/// The values of `report.mustache`: a self-contained page around one rendered document.
public struct ReportView: CompiledTemplateView, Sendable {
    /// The rendered document.
    public var content: String
    /// The page title.
    public var title: String
    public var language: String
    /// Whether the script may remember which sections the reader opened and closed.
    public var remember: Bool
    /// Whether any section folds (`fm-sectioned` on `<body>`).
    public var sectioned: Bool
    /// The theme's stylesheet and script, inlined.
    public var css: String
    public var script: String
    /// The search index, as a script; nil without search.
    public var searchIndex: String?
    /// The contents panel; nil without one.
    public var toc: TocView?

    /// The `<head>`: the title and the inlined stylesheet.
    public var head: HeadView { HeadView(title: title, inlineStyles: css) }

    public init(
        content: String, title: String, language: String, remember: Bool, sectioned: Bool, css: String,
        script: String, searchIndex: String?, toc: TocView?
    ) {
        self.content = content
        self.title = title
        self.language = language
        self.remember = remember
        self.sectioned = sectioned
        self.css = css
        self.script = script
        self.searchIndex = searchIndex
        self.toc = toc
    }

    /// The fields, and the names the report's values had before they were a view (`tocCount`, `tocOpen`); a
    /// field with no value (`toc`, `searchIndex`) is missing, as those names were.
    public func templateValue(named name: String) -> Any? {
        switch name {
        case "head": head
        case "content": content
        case "title": title
        case "language": language
        case "remember": remember
        case "sectioned": sectioned ? true : nil
        case "css": css
        case "script": script
        case "search": searchIndex != nil ? true : nil
        case "searchIndex": searchIndex
        case "toc": toc
        case "tocCount": toc?.count
        case "tocOpen": toc?.open
        default: nil
        }
    }

    package func writesPartial(named name: String, theme: Theme) -> Bool { name == "head" }
    package func appendCompiledPartial(named name: String, to html: inout HTMLBuffer) { head.append(to: &html) }
}
