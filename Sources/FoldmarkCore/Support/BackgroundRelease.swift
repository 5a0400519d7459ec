import Dispatch

/// Lets go of a large value on another thread, so that the caller does not wait while it is freed.
///
/// A finished site build holds every page's source, document, HTML and search records: tens of thousands of
/// strings and arrays, which take a single thread tens of milliseconds to free, after the site is already
/// written. Handed here, they are freed beside whatever the caller does next (a command prints its summary and
/// exits; when the process ends first, its memory goes back to the system with it).
package enum BackgroundRelease {
    /// Frees `value` on another thread, unless something else still holds what it holds. Hand it over with
    /// `consume`, so that the caller's variable lets go of it here and now, before the other thread does.
    package static func release<T>(_ value: consuming T) {
        let box = Box(consume value)
        DispatchQueue.global(qos: .utility).async { box.empty() }
    }

    /// The value, handed over whole: nothing else uses this box once it is made.
    private final class Box<T>: @unchecked Sendable {
        private var value: T?

        init(_ value: consuming T) {
            self.value = consume value
        }

        func empty() {
            value = nil
        }
    }
}
