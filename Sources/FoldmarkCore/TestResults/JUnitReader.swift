import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads JUnit XML files (the Ant schema and its variants) into a ``TestRun``, streaming.
///
/// `XMLParser` is a SAX parser: the file goes through in 64 KiB chunks and only what the report shows is kept
/// (see ``TestResultLimits``), so a file of 100,000 cases needs no more memory for its text than one of 10,000.
/// Recognised: `testsuites` (optional, may nest), `testsuite` (may nest), `testcase`, `failure`, `error`,
/// `skipped`, `system-out`, `system-err`, `properties`/`property`, ctest's `status="notrun"` and `"disabled"`;
/// other elements are skipped with their content. External entities are never loaded.
public enum JUnitReader {
    /// Reads the file at `path` (or standard input for `-`) and adds its suites to `run`. Throws a
    /// ``FoldmarkError`` naming the file, line and column when it cannot be read or is not JUnit XML.
    public static func read(_ path: String, into run: inout TestRun) throws {
        let displayPath = path == "-" ? "<stdin>" : path
        let descriptor: Int32
        if path == "-" {
            descriptor = 0
        } else {
            descriptor = open(path, O_RDONLY | O_NONBLOCK)
            guard descriptor >= 0 else { throw SystemError.io(path, "cannot read file") }
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { throw SystemError.io(path, "cannot read file") }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFDIR {
                _ = close(descriptor)
                throw SystemError.io(path, "cannot read file", EISDIR)
            }
            // Reads block from here on (a pipe is read to its end).
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        let stream = ControlByteFilter(descriptor: descriptor, ownsDescriptor: path != "-")
        let handler = JUnitHandler(path: displayPath, run: run)
        let parser = XMLParser(stream: stream)
        parser.shouldResolveExternalEntities = false
        parser.delegate = handler
        let parsed = parser.parse()
        stream.close()
        if stream.readError != 0 { throw SystemError.io(displayPath, "cannot read file", stream.readError) }
        if let problem = handler.problem { throw FoldmarkError([problem]) }
        if stream.bytesRead == 0 {
            throw FoldmarkError(
                at: SourceLocation(file: displayPath), code: .junitSyntax,
                "the file is empty, so it holds no test results")
        }
        if !parsed {
            let location = SourceLocation(file: displayPath, line: parser.lineNumber, column: parser.columnNumber)
            throw FoldmarkError(
                at: location, code: .junitSyntax, "malformed XML: \(describe(parser.parserError))")
        }
        if !handler.rootClosed {
            // XMLParser reports no error when a stream ends inside an element; the handler knows.
            let location = SourceLocation(file: displayPath, line: stream.end.line, column: stream.end.column)
            let root = handler.rootName.map { "<\($0)>" } ?? "the root element"
            throw FoldmarkError(
                at: location, code: .junitSyntax, "malformed XML: the file ends before \(root) is closed")
        }
        run = handler.run
        run.sources.append(displayPath)
    }

    /// A short description of an `XMLParser` error, from its code (libxml2's `xmlParserErrors`, which
    /// `XMLParser.ErrorCode` mirrors).
    static func describe(_ error: Error?) -> String {
        guard let code = (error as NSError?)?.code else { return "the XML parser stopped" }
        switch code {
        case 76: return "a closing tag does not match the element it closes"
        case 4, 77: return "the file ends before its root element does"
        case 73: return "a tag is not closed with >"
        case 9, 6, 8: return "a character that XML does not allow"
        case 38, 39, 40, 41: return "an attribute is not written as name=\"value\""
        case 23, 24, 26, 27, 68: return "an & that does not start an entity such as &amp;"
        case 86, 87, 88, 89: return "an entity that refers to itself or expands too far"
        case 5: return "more content after the root element"
        case 28, 29, 30: return "an external entity, which Foldmark never loads"
        default: return "XML parser error \(code)"
        }
    }
}
