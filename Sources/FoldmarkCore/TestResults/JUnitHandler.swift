import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `XMLParser` delegate behind ``JUnitReader``: a stack of open suites and the case being read.
final class JUnitHandler: NSObject, XMLParserDelegate {
    private enum Capture {
        case none, details, caseOutput, caseError, suiteOutput, suiteError
    }

    private let path: String
    var run: TestRun
    /// The first element's name, once seen.
    private(set) var rootName: String?
    /// Whether the root element's end tag was read.
    private(set) var rootClosed = false
    /// How many elements are open.
    private var depth = 0
    /// Why the file is not JUnit XML, when it is well-formed but something else.
    private(set) var problem: Diagnostic?
    private var suites: [TestSuiteResult] = []
    /// Whether each open suite was opened by a `testsuite` element (else it was made for cases outside one).
    private var suiteIsElement: [Bool] = []
    private var currentCase: TestCaseResult?
    private var capture = Capture.none
    private var text = ""
    private var textBytes = 0
    private var textCut = 0
    /// How many `testsuite` elements deeper than ``TestResultLimits/suiteDepth`` are open; their cases go into
    /// the innermost kept suite.
    private var mergedDepth = 0
    /// How deep inside elements the reader does not know it is; their content is ignored.
    private var unknownDepth = 0
    private var limits: TestResultLimits { run.limits }

    init(path: String, run: TestRun) {
        self.path = path
        self.run = run
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        depth += 1
        if rootName == nil {
            rootName = name
            guard ["testsuites", "testsuite", "testcase"].contains(name) else {
                problem = Diagnostic(
                    .error, at: SourceLocation(file: path, line: parser.lineNumber, column: parser.columnNumber),
                    code: .notJUnit,
                    "the root element is <\(TerminalText.clean(name, limit: 100))>, not <testsuites> or <testsuite>: this is not a JUnit XML file"
                )
                parser.abortParsing()
                return
            }
        }
        if unknownDepth > 0 {
            unknownDepth += 1
            return
        }
        switch name {
        case "testsuites":
            break
        case "testsuite":
            if suites.count >= limits.suiteDepth {
                mergedDepth += 1
                return
            }
            suites.append(
                TestSuiteResult(
                    name: clean(attributes["name"], or: "Tests"), declaredTime: Self.seconds(attributes["time"])))
            suiteIsElement.append(true)
        case "testcase":
            if suites.isEmpty {
                suites.append(TestSuiteResult(name: "Tests"))
                suiteIsElement.append(false)
            }
            var testCase = TestCaseResult(
                name: clean(attributes["name"], or: "(unnamed)"), className: clean(attributes["classname"], or: ""),
                time: Self.seconds(attributes["time"]))
            if let file = attributes["file"], !file.isEmpty {
                testCase.location = clean(file, or: "") + (attributes["line"].map { ":" + clean($0, or: "") } ?? "")
            }
            if let status = attributes["status"]?.lowercased(), status == "notrun" || status == "disabled" {
                testCase.outcome = .skipped
            }
            currentCase = testCase
        case "failure", "error", "skipped":
            guard var testCase = currentCase else {
                unknownDepth = 1
                return
            }
            let outcome: TestOutcome = name == "failure" ? .failed : name == "error" ? .error : .skipped
            let previous = testCase.outcome
            if outcome >= previous {
                testCase.outcome = outcome
                if let message = attributes["message"], testCase.message.isEmpty || outcome > previous {
                    testCase.message = clean(message, or: "")
                }
                if let type = attributes["type"], testCase.type.isEmpty || outcome > previous {
                    testCase.type = clean(type, or: "")
                }
            }
            currentCase = testCase
            startCapture(.details)
        case "system-out":
            startCapture(currentCase == nil ? .suiteOutput : .caseOutput)
        case "system-err":
            startCapture(currentCase == nil ? .suiteError : .caseError)
        case "properties":
            break
        case "property":
            if !suites.isEmpty, suites[suites.count - 1].properties.count < limits.propertyCount {
                suites[suites.count - 1].properties.append(
                    TestProperty(
                        name: clean(attributes["name"], or: ""), value: clean(attributes["value"], or: "")))
            }
        default:
            unknownDepth = 1
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        append(string)
    }

    func parser(_ parser: XMLParser, foundCDATA data: Data) {
        append(String(decoding: data, as: UTF8.self))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
        if depth == 0 { rootClosed = true }
        if unknownDepth > 0 {
            unknownDepth -= 1
            return
        }
        switch name {
        case "testsuite":
            if mergedDepth > 0 {
                mergedDepth -= 1
            } else {
                endSuite()
            }
        case "testsuites":
            while suiteIsElement.last == false { endSuite() }
        case "testcase":
            if let testCase = currentCase { endCase(testCase) }
            currentCase = nil
        case "failure", "error", "skipped":
            let details = endCapture()
            if !details.isEmpty, currentCase != nil {
                currentCase!.details += (currentCase!.details.isEmpty ? "" : "\n\n") + details
            }
        case "system-out", "system-err":
            let output = endCapture()
            guard !output.isEmpty else { return }
            if currentCase != nil {
                if name == "system-out" {
                    currentCase!.standardOutput += output
                } else {
                    currentCase!.standardError += output
                }
            } else if !suites.isEmpty {
                if name == "system-out" {
                    suites[suites.count - 1].standardOutput += output
                } else {
                    suites[suites.count - 1].standardError += output
                }
            }
        default:
            break
        }
    }

    func parserDidEndDocument(_ parser: XMLParser) {
        if currentCase != nil { currentCase = nil }
        while !suites.isEmpty { endSuite() }
    }

    private func endSuite() {
        guard let suite = suites.popLast() else { return }
        suiteIsElement.removeLast()
        if suites.isEmpty {
            run.suites.append(suite)
        } else {
            suites[suites.count - 1].children.append(suite)
        }
    }

    private func endCase(_ finished: TestCaseResult) {
        var testCase = finished
        let outputBytes = testCase.standardOutput.utf8.count + testCase.standardError.utf8.count
        if testCase.outcome.isFailure {
            let bytes = outputBytes + testCase.details.utf8.count
            if bytes > run.failureTextLeft {
                run.droppedBytes += bytes
                testCase.details = ""
                testCase.standardOutput = ""
                testCase.standardError = ""
                testCase.textDropped = true
            } else {
                run.failureTextLeft -= bytes
            }
        } else if outputBytes > 0 {
            if outputBytes > run.passingOutputLeft {
                run.droppedBytes += outputBytes
                testCase.standardOutput = ""
                testCase.standardError = ""
                testCase.textDropped = true
            } else {
                run.passingOutputLeft -= outputBytes
            }
        }
        run.note(testCase, suite: suites.last?.name ?? "")
        suites[suites.count - 1].cases.append(testCase)
    }

    private func startCapture(_ kind: Capture) {
        capture = kind
        text = ""
        textBytes = 0
        textCut = 0
    }

    private func append(_ string: String) {
        guard capture != .none, unknownDepth == 0 else { return }
        let count = string.utf8.count
        if textBytes + count <= limits.textPerField {
            text += string
            textBytes += count
        } else {
            if textBytes < limits.textPerField {
                let room = limits.textPerField - textBytes
                text += TerminalText.prefix(string, bytes: room)
                textCut += count - (text.utf8.count - textBytes)
                textBytes = text.utf8.count
            } else {
                textCut += count
            }
        }
    }

    /// The captured text, cleaned and trimmed of blank lines at both ends, with a note when some was cut.
    private func endCapture() -> String {
        capture = .none
        var cleaned = TerminalText.clean(text)
        while let first = cleaned.first, first == "\n" || first == "\r" { cleaned.removeFirst() }
        while let last = cleaned.last, last.isWhitespace { cleaned.removeLast() }
        if textCut > 0 { cleaned += "\n… [\(textCut) more bytes not shown]" }
        text = ""
        return cleaned
    }

    private func clean(_ value: String?, or fallback: String) -> String {
        guard let value, !value.isEmpty else { return fallback }
        return TerminalText.clean(value, limit: 1024)
    }

    /// Seconds from a `time` attribute: `1.5`, `1,234.5` (Surefire in some locales), or `nil` for a missing,
    /// negative or unreadable one.
    static func seconds(_ text: String?) -> Double? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "")
        guard let value = Double(trimmed), value.isFinite, value >= 0 else { return nil }
        return value
    }
}
