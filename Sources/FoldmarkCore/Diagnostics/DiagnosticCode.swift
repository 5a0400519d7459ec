/// Every code a ``Diagnostic`` can carry, in one place: the `[code]` at the end of a message and the `code` of
/// `--format json`. `Content/cli.md` and `Content/site.md` document them; `DiagnosticCodeTests` keeps the two in
/// step. A table of cases, grouped by where the problem is found.
public enum DiagnosticCode: String, Sendable, CaseIterable {
    // Reading the input (every command).
    /// Bytes that are not UTF-8 (or a template that is not UTF-8).
    case invalidUTF8 = "invalid-utf8"
    /// A command-line argument (a path) that is not UTF-8.
    case argumentNotUTF8 = "argument-not-utf8"
    /// A NUL character, replaced with U+FFFD.
    case nulCharacter = "nul-character"
    /// Another control character, replaced with U+FFFD.
    case controlCharacter = "control-character"
    /// UTF-16 or UTF-32 code units that could not be decoded.
    case invalidEncoding = "invalid-encoding"
    /// The input looks binary, not like Markdown text.
    case binaryFile = "binary-file"
    /// An input is not a regular file.
    case notAFile = "not-a-file"
    /// An input is over its size limit.
    case inputTooLarge = "input-too-large"
    /// `FOLDMARK_MAX_INPUT_SIZE` or `FOLDMARK_MAX_IMAGE_SIZE` is not a size.
    case badSizeLimit = "bad-size-limit"
    /// A file could not be read or written.
    case io

    // Parsing and rendering one document.
    /// Two headings with the same `{#id}`.
    case duplicateID = "duplicate-id"
    /// A key given twice in a heading's attribute block.
    case duplicateAttribute = "duplicate-attribute"
    /// `--embed-images` could not embed an image.
    case imageNotEmbedded = "image-not-embedded"
    /// `render -o` names the input file.
    case outputIsInput = "output-is-input"
    /// A table row with more cells than cmark-gfm lays out in reasonable time; the file is parsed without tables.
    case wideTable = "wide-table"

    // The theme.
    /// The `--templates` folder does not exist.
    case templatesNotFound = "templates-not-found"
    /// A file in the templates folder, or the folder itself, cannot be read.
    case templateUnreadable = "template-unreadable"
    /// A template does not parse.
    case templateSyntax = "template-syntax"
    /// A template includes a partial the theme does not have.
    case templateMissingPartial = "template-missing-partial"
    /// Templates include each other without end.
    case templateCycle = "template-cycle"
    /// A render went too deep.
    case templateRecursion = "template-recursion"
    /// A template has a pragma tag.
    case templatePragma = "template-pragma"
    /// A render asked for a template the theme does not have; the built-in theme always has the ones Foldmark
    /// asks for, so users never see it (not documented).
    case templateMissing = "template-missing"
    /// A page's `template` names a template the theme does not have.
    case unknownTemplate = "unknown-template"

    // A site's configuration and content.
    /// `foldmark.yml` or front matter is not valid YAML, or repeats a key.
    case yamlSyntax = "yaml-syntax"
    /// A value of the wrong type.
    case yamlType = "yaml-type"
    /// A key that `foldmark.yml` or front matter does not know.
    case unknownKey = "unknown-key"
    /// `base_url` or `--base-url` is not a path or an http(s) URL.
    case badBaseURL = "bad-base-url"
    /// `site_url` is not an absolute http(s) URL.
    case badSiteURL = "bad-site-url"
    /// No absolute site URL (`site_url`, or an absolute `base_url`), so no `sitemap.xml` was written.
    case noSitemap = "no-sitemap"
    /// A `nav` entry names no page or folder.
    case unknownNavEntry = "unknown-nav-entry"
    /// Front matter with no closing `---` line.
    case frontMatter = "front-matter"
    /// The site folder has no `Content/` folder.
    case noContent = "no-content"
    /// A symbolic link in `Content/` points outside the site.
    case linkOutsideSite = "link-outside-site"
    /// A symbolic link leads back to a folder that holds it; not followed.
    case linkLoop = "link-loop"
    /// A file name that is not UTF-8.
    case fileNameNotUTF8 = "file-name-not-utf8"
    /// A file name with a control character in it; the file is skipped.
    case fileNameControlCharacter = "file-name-control-character"
    /// An mdBook project's `book.toml` is not valid TOML.
    case tomlSyntax = "toml-syntax"
    /// A `book.toml` value of the wrong type.
    case tomlType = "toml-type"
    /// Pages that the project's navigation (`SUMMARY.md`, `mkdocs.yml`'s `nav`) does not name; one warning for all.
    case pageNotInNav = "page-not-in-nav"
    /// Another tool's directive (mdBook's `{{#include}}`, MkDocs' `{% … %}`) left as text; one warning per kind.
    case unsupportedDirective = "unsupported-directive"

    // The site's checks.
    /// A link to a page or folder that is not in `Content/`.
    case brokenLink = "broken-link"
    /// A link to an anchor that nothing defines.
    case brokenAnchor = "broken-anchor"
    /// An image or other file that is not in `Content/`.
    case missingFile = "missing-file"
    /// A link into a draft page.
    case draftLink = "draft-link"
    /// A link with no text, or with no destination.
    case emptyLink = "empty-link"
    /// A heading with no text.
    case emptyHeading = "empty-heading"
    /// A heading more than one level below its parent.
    case headingLevelJump = "heading-level-jump"

    // Test reports (`foldmark report`).
    /// A JUnit XML file that is not well-formed XML.
    case junitSyntax = "junit-syntax"
    /// A well-formed XML file whose root is not `testsuites` or `testsuite`.
    case notJUnit = "not-junit"
    /// A `.json` input of `foldmark diff` that is not the output of `foldmark outline --json`.
    case notAnOutline = "not-an-outline"

    // The output folder.
    /// Two sources write the same output file.
    case outputCollision = "output-collision"
    /// The output folder is inside `Content/`.
    case outputInContent = "output-in-content"
    /// The output folder is the site folder, or holds it.
    case outputHoldsContent = "output-holds-content"
    /// The output path exists and is not a folder.
    case outputNotFolder = "output-not-folder"
    /// A file Foldmark did not write is in the way.
    case outputNotOurs = "output-not-ours"
    /// Another build is writing the same output folder.
    case outputLocked = "output-locked"
    /// The spare copy of the previous site holds files Foldmark did not write, so it is left as it is.
    case spareNotOurs = "spare-not-ours"
    /// Files Foldmark did not write were kept in the new site.
    case keptFiles = "kept-files"

    // `foldmark serve`.
    /// Another program already listens on the address and port `serve` was asked to use.
    case addressInUse = "address-in-use"
    /// `serve` cannot listen on the address it was given (no such host, or not allowed).
    case cannotListen = "cannot-listen"
    /// `serve --host` listens on an address other machines may reach.
    case exposedHost = "exposed-host"
}

extension Diagnostic {
    /// Creates a diagnostic with a code from the catalogue.
    public init(
        _ severity: Severity, at location: SourceLocation, code: DiagnosticCode, _ message: String,
        suggestion: String? = nil
    ) {
        self.init(severity, at: location, code: code.rawValue, message, suggestion: suggestion)
    }
}

extension FoldmarkError {
    /// Creates an error with one diagnostic whose code is from the catalogue.
    public init(at location: SourceLocation, code: DiagnosticCode, _ message: String) {
        self.init(at: location, code: code.rawValue, message)
    }
}
