@MainActor
final class Counter: ObservableObject {
    @Published private(set) var count = 0
    private let step: Double = 2.5

    func increment() async throws {
        try await Task.sleep(nanoseconds: 100)
        count += 1  // one more
    }

    /* Resets the counter. */
    func reset() { count = 0 }
}
