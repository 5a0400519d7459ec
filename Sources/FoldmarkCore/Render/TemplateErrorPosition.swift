import Mustache

/// Where a template syntax error is, as a line and a UTF-8 byte column, whatever the template's line endings.
///
/// swift-mustache counts an error's column in `Character`s back to the previous `"\n"` `Character`; in Swift
/// `"\r\n"` is one `Character` that is not `"\n"`, so in a template saved with Windows (or old Mac) line endings
/// the count ran back to the start of the file. The parse is repeated on a copy whose line endings are all `\n`
/// (the lines are the same), and its `Character` column is turned into bytes of the original line.
enum TemplateErrorPosition {
    /// The 1-based line and byte column of the syntax error in `text`, compiled behind `prefix`, a whole line;
    /// `nil` when the copy parses (it cannot, since only line endings differ).
    static func locate(_ text: String, prefix: String) -> (line: Int, column: Int)? {
        let normalized = String(decoding: LineEndings.normalizedBytes(Array(text.utf8)), as: UTF8.self)
        do {
            _ = try MustacheTemplate(string: prefix + normalized)
            return nil
        } catch let error as MustacheTemplate.ParserError {
            let line = max(1, error.context.lineNumber - 1)
            let characters = error.context.line.prefix(max(0, error.context.columnNumber - 1))
            return (line, characters.utf8.count + 1)
        } catch {
            return nil
        }
    }
}
