/// The values of the `head` partial, the `<head>` of every page and report: read inside `{{#head}}…{{/head}}`.
public struct HeadView: TemplateView, Sendable {
    /// The text of `<title>`.
    public var title: String
    /// The page's description, for `<meta name="description">`; nil for none.
    public var description: String?
    /// A stylesheet to inline in `<style>` (a report's, the 404 page's); nil to link ``stylesheetURL``.
    public var inlineStyles: String?
    /// The link to the stylesheet; nil when there is none to link.
    public var stylesheetURL: String?
    /// The link to the site's navigation script; nil for none.
    public var navScriptURL: String?
    /// The link to the theme's script; nil when the page inlines it (a report does, at the end of `<body>`).
    public var scriptURL: String?

    public init(
        title: String, description: String? = nil, inlineStyles: String? = nil, stylesheetURL: String? = nil,
        navScriptURL: String? = nil, scriptURL: String? = nil
    ) {
        self.title = title
        self.description = description
        self.inlineStyles = inlineStyles
        self.stylesheetURL = stylesheetURL
        self.navScriptURL = navScriptURL
        self.scriptURL = scriptURL
    }

    public func templateValue(named name: String) -> Any? {
        let value: String?
        switch name {
        case "title": return title
        case "description": value = description
        case "inlineStyles": value = inlineStyles
        case "stylesheetURL": value = stylesheetURL
        case "navScriptURL": value = navScriptURL
        case "scriptURL": value = scriptURL
        default: return nil
        }
        return value ?? TemplateNull()
    }

    /// The `<head>` element, as the built-in `head.mustache` writes it for a page or report whose `head` is this.
    public var html: String {
        var html = HTMLBuffer(capacity: Self.restoringScript.utf8.count + (inlineStyles?.utf8.count ?? 0) + 1024)
        append(to: &html)
        return html.string()
    }

    /// Appends the `<head>` element to `html`, each piece as it is.
    package func append(to html: inout HTMLBuffer) {
        html.append("<head>\n<meta charset=\"utf-8\">\n")
        html.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        html.append(
            "<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"generator\" content=\"Foldmark\">\n")
        if let description {
            html.append("<meta name=\"description\" content=\"", escaping: description, "\">\n")
        }
        html.append("<title>", escaping: title, "</title>\n<link rel=\"icon\" href=\"data:,\">\n")
        html.append(html: Self.restoringScript)
        if let inlineStyles {
            html.append("<style>\n")
            html.append(html: inlineStyles)
            html.append("\n</style>\n")
        }
        if let stylesheetURL {
            html.append("<link rel=\"stylesheet\" href=\"", escaping: stylesheetURL, "\">\n")
        }
        if let navScriptURL {
            html.append("<script src=\"", escaping: navScriptURL, "\" defer></script>\n")
        }
        if let scriptURL {
            html.append("<script src=\"", escaping: scriptURL, "\" defer></script>\n")
        }
        html.append("</head>\n")
    }

    /// The script line of `head.mustache` that hides the page while remembered sections are restored, as it stands
    /// there.
    static let restoringScript: String = {
        let template = BuiltInTemplates.files["head.mustache"] ?? ""
        guard let start = template.range(of: "<script>("),
            let end = template.range(of: "</script>\n", range: start.upperBound..<template.endIndex)
        else { return "" }
        return String(template[start.lowerBound..<end.upperBound])
    }()
}
