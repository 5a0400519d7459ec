import Mustache

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops a Mustache render that recurses without end before it overflows the stack.
///
/// ``TemplateGraph`` rejects every cycle of partials that no `{{#…}}` section guards, so each trip around any
/// cycle that remains looks a value up. The values are handed to Mustache wrapped in ``TemplateValues``, whose
/// lookups ask this guard how much stack the render has used. Past half of what the thread had left when the
/// render began, every lookup answers with a lambda that renders nothing, so every section, variable and dynamic
/// partial comes out empty and the render unwinds; ``Theme`` then reports `template-recursion`. A render of real
/// data stays far below the limit: a section tree from Markdown is at most six levels deep.
final class TemplateDepthGuard {
    private let start: UInt
    private let limit: UInt
    /// Whether the render went too deep; its output is then incomplete.
    private(set) var tripped = false

    /// The value every lookup returns once the guard has tripped: renders as nothing, in a section, an inverted
    /// section or a variable.
    static var nothing: MustacheLambda { MustacheLambda { _ in nil } }

    /// Starts guarding a render that begins on the current thread now.
    init() {
        start = Self.stackAddress()
        limit = min(Self.maximumDepth, Self.availableStack(below: start) / 2)
    }

    /// The most stack a render may use, whatever the thread has: far more than a section tree from Markdown needs.
    static let maximumDepth: UInt = 1 << 20

    /// Whether the render has gone too deep; trips the guard the first time it has.
    func exceeded() -> Bool {
        if tripped { return true }
        let here = Self.stackAddress()
        if here < start, start - here > limit { tripped = true }
        return tripped
    }

    /// An address in the caller's stack frame.
    @inline(never)
    private static func stackAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// How much stack the current thread has below `address`: exact on Darwin; elsewhere the stack size limit,
    /// which is the size of the main thread's stack and, on Linux, of Dispatch's worker threads.
    private static func availableStack(below address: UInt) -> UInt {
        #if canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let bottom = top - UInt(pthread_get_stacksize_np(pthread_self()))
        return address > bottom ? address - bottom : 0
        #else
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max, limit.rlim_cur > 0 else {
            return 8 << 20
        }
        return UInt(limit.rlim_cur)
        #endif
    }
}

/// A dictionary of template values whose lookups go through a ``TemplateDepthGuard``; nested dictionaries and
/// lists of dictionaries are wrapped the same way as they are looked up.
struct TemplateValues: MustacheParent, CustomStringConvertible {
    let values: [String: Any]
    let depthGuard: TemplateDepthGuard

    func child(named name: String) -> Any? {
        if depthGuard.exceeded() { return TemplateDepthGuard.nothing }
        guard let value = values[name] else { return nil }
        if let dictionary = value as? [String: Any] { return TemplateValues(values: dictionary, depthGuard: depthGuard) }
        if let list = value as? [[String: Any]], !list.isEmpty {
            return list.map { TemplateValues(values: $0, depthGuard: depthGuard) }
        }
        return value
    }

    var description: String { String(describing: values) }
}
