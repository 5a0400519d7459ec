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

    /// An address in the caller's stack frame, on the thread's real stack.
    ///
    /// Under AddressSanitizer, locals may live in a "fake stack" on the heap (to catch uses after return), so the
    /// address of a local says nothing about the depth of the real stack; ASan's own lookup gives the real frame.
    @inline(never)
    private static func stackAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { pointer in
            let address = UnsafeMutableRawPointer(pointer)
            if let sanitizer = AddressSanitizerFakeStack.functions, let fakeStack = sanitizer.current(),
                let real = sanitizer.realFrame(fakeStack, address, nil, nil)
            {
                return UInt(bitPattern: real)
            }
            return UInt(bitPattern: address)
        }
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
        guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max, limit.rlim_cur > 0
        else {
            return 8 << 20
        }
        return UInt(limit.rlim_cur)
        #endif
    }
}

/// AddressSanitizer's functions that map an address in its fake stack to the real stack, when the process runs
/// with AddressSanitizer; `nil` otherwise.
private struct AddressSanitizerFakeStack: @unchecked Sendable {
    typealias Current = @convention(c) () -> UnsafeMutableRawPointer?
    typealias RealFrame =
        @convention(c) (
            UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
            UnsafeMutablePointer<UnsafeMutableRawPointer?>?
        ) -> UnsafeMutableRawPointer?

    /// `__asan_get_current_fake_stack`.
    let current: Current
    /// `__asan_addr_is_in_fake_stack`: the real-stack frame of an address in the fake stack, or `nil`.
    let realFrame: RealFrame

    static let functions: AddressSanitizerFakeStack? = {
        #if canImport(Darwin)
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
        let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        guard let current = dlsym(everywhere, "__asan_get_current_fake_stack"),
            let realFrame = dlsym(everywhere, "__asan_addr_is_in_fake_stack")
        else { return nil }
        return AddressSanitizerFakeStack(
            current: unsafeBitCast(current, to: Current.self), realFrame: unsafeBitCast(realFrame, to: RealFrame.self))
    }()
}
