internal import CCmarkGFM

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory of cmark-gfm's parsers and trees: one bump arena per thread, emptied at once when a document is done.
///
/// With the system allocator, cmark-gfm asks for its nodes, buffers and delimiters one at a time and frees the
/// tree node by node (`cmark_node_free`); `malloc` and `free` took about a tenth of a large report's time. Here
/// an allocation is the next bytes of a chunk; `free` cuts the newest block off its chunk, or keeps a block of up
/// to ``reusedBytes`` for the next one of its size (the rest waits); and ``withScope(_:)`` hands the whole
/// document's memory back when it returns. Blocks larger than ``largeBytes`` (a long code block's buffer, say)
/// are the system's own, so that they can grow in place.
///
/// cmark-gfm calls these functions with no context, and sites parse pages on several threads, so each thread
/// has its own arena, found through a thread-specific key. A tree made in a scope must not be used outside it,
/// nor from another thread: everything that reads or edits a tree runs inside ``MarkdownParser/withDocument``.
enum CmarkArena {
    /// A new node of `type` in this thread's arena: every node Foldmark adds to a tree (markers, callouts, outline
    /// lists, highlighted blocks) is made here, like cmark-gfm's own.
    static func node(_ type: cmark_node_type) -> OpaquePointer? {
        cmark_node_new_with_mem(type, allocator)
    }

    /// The allocator to give cmark-gfm (`cmark_parser_new_with_mem`, `cmark_node_new_with_mem`).
    nonisolated(unsafe) static let allocator: UnsafeMutablePointer<cmark_mem> = {
        let mem = UnsafeMutablePointer<cmark_mem>.allocate(capacity: 1)
        mem.initialize(
            to: cmark_mem(
                calloc: { count, size in CmarkArena.allocateZeroed(count, size) },
                realloc: { block, size in CmarkArena.reallocate(block, size) },
                free: { block in CmarkArena.release(block) }))
        return mem
    }()

    /// The size of a chunk; one stays with its thread from one document to the next.
    static let chunkBytes = 256 * 1024
    /// A block larger than this is allocated by the system, on its own.
    static let largeBytes = 32 * 1024
    /// A freed block of at most this many bytes is kept for the next block of its size (nodes, most often).
    static let reusedBytes = 512

    /// Runs `body`; when the outermost scope on this thread returns, every block allocated through ``allocator`` on
    /// this thread since it began is given back.
    static func withScope<Result>(_ body: () -> Result) -> Result {
        let arena = current()
        arena.pointee.depth += 1
        defer {
            arena.pointee.depth -= 1
            if arena.pointee.depth == 0 { empty(arena) }
        }
        return body()
    }

    /// The bytes this thread's arena holds now: its chunks' and its large blocks' (for tests).
    static var heldBytes: Int {
        let arena = current()
        var total = 0
        var chunk: UnsafeMutableRawPointer? = arena.pointee.chunk
        while let this = chunk {
            total += chunkBytes
            chunk = this.load(as: UnsafeMutableRawPointer?.self)
        }
        var large = arena.pointee.large
        while let header = large {
            total += LargeBlock.headerBytes + header.load(fromByteOffset: 16, as: Int.self) >> 1
            large = LargeBlock.next(header)
        }
        return total
    }

    /// The bytes left in this thread's newest chunk (for tests).
    static var bytesLeftInChunk: Int {
        let arena = current()
        return arena.pointee.end - arena.pointee.cursor
    }

    // MARK: - The arena

    /// One thread's arena, in memory of its own (not a class, so that no access is checked or counted).
    ///
    /// A chunk starts with a pointer to the chunk before it; its blocks follow, each after a word that holds its
    /// size (a multiple of 8). A large block has a header of three words (see ``LargeBlock``); its last one is
    /// odd.
    private struct Arena {
        /// Where the next block starts, in `chunk`.
        var cursor: UnsafeMutableRawPointer
        /// The end of `chunk`.
        var end: UnsafeMutableRawPointer
        /// The newest chunk; the oldest is kept when the arena is emptied.
        var chunk: UnsafeMutableRawPointer
        /// The newest large block's header.
        var large: UnsafeMutableRawPointer?
        /// How many scopes are open on this thread.
        var depth: Int
        /// For each size up to ``reusedBytes`` (in words), the freed blocks of that size, each holding the next.
        var freed: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    }

    private static let sizeClasses = reusedBytes / 8 + 1

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in CmarkArena.destroy(raw) }
        precondition(status == 0, "pthread_key_create failed")
        return key
    }()

    @inline(__always)
    private static func current() -> UnsafeMutablePointer<Arena> {
        if let raw = pthread_getspecific(key) { return raw.assumingMemoryBound(to: Arena.self) }
        return makeArena()
    }

    private static func makeArena() -> UnsafeMutablePointer<Arena> {
        let chunk = newChunk(after: nil)
        let freed = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: sizeClasses)
        freed.initialize(repeating: nil, count: sizeClasses)
        let arena = UnsafeMutablePointer<Arena>.allocate(capacity: 1)
        arena.initialize(
            to: Arena(cursor: chunk + 8, end: chunk + chunkBytes, chunk: chunk, large: nil, depth: 0, freed: freed))
        pthread_setspecific(key, arena)
        return arena
    }

    private static func newChunk(after previous: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer {
        guard let chunk = malloc(chunkBytes) else { fatalError("out of memory") }
        chunk.storeBytes(of: previous, as: UnsafeMutableRawPointer?.self)
        return chunk
    }

    /// Gives back every chunk but the oldest, and every large block.
    private static func empty(_ arena: UnsafeMutablePointer<Arena>) {
        var chunk = arena.pointee.chunk
        while let previous = chunk.load(as: UnsafeMutableRawPointer?.self) {
            free(chunk)
            chunk = previous
        }
        while let header = arena.pointee.large {
            arena.pointee.large = LargeBlock.next(header)
            free(header)
        }
        arena.pointee.chunk = chunk
        arena.pointee.cursor = chunk + 8
        arena.pointee.end = chunk + chunkBytes
        arena.pointee.freed.update(repeating: nil, count: sizeClasses)
    }

    /// A thread's end: its arena goes, chunk and all.
    private static func destroy(_ raw: UnsafeMutableRawPointer?) {
        guard let arena = raw?.assumingMemoryBound(to: Arena.self) else { return }
        empty(arena)
        free(arena.pointee.chunk)
        arena.pointee.freed.deallocate()
        arena.deallocate()
    }

    // MARK: - cmark_mem's functions (internal for the tests)

    static func allocateZeroed(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
        guard !overflow else { return nil }
        let arena = current()
        if bytes > largeBytes { return LargeBlock.allocate(bytes, zeroed: true, in: arena) }
        let block = allocate(bytes, in: arena)
        memset(block, 0, bytes)
        return block
    }

    @inline(__always)
    private static func allocate(_ bytes: Int, in arena: UnsafeMutablePointer<Arena>) -> UnsafeMutableRawPointer {
        let rounded = (bytes + 7) & ~7
        if rounded <= reusedBytes, let block = arena.pointee.freed[rounded >> 3] {
            arena.pointee.freed[rounded >> 3] = block.load(as: UnsafeMutableRawPointer?.self)
            return block
        }
        if arena.pointee.end - arena.pointee.cursor < rounded + 8 {
            let chunk = newChunk(after: arena.pointee.chunk)
            arena.pointee.chunk = chunk
            arena.pointee.cursor = chunk + 8
            arena.pointee.end = chunk + chunkBytes
        }
        let start = arena.pointee.cursor
        start.storeBytes(of: rounded, as: Int.self)
        arena.pointee.cursor = start + 8 + rounded
        return start + 8
    }

    /// A block of `bytes`, not zeroed: the system's own when it is large, else the arena's.
    @inline(__always)
    private static func allocateAnySize(
        _ bytes: Int, in arena: UnsafeMutablePointer<Arena>
    ) -> UnsafeMutableRawPointer? {
        bytes > largeBytes ? LargeBlock.allocate(bytes, zeroed: false, in: arena) : allocate(bytes, in: arena)
    }

    /// Takes back a small block: the newest is cut off the chunk, another is kept for the next block of its size.
    @inline(__always)
    private static func takeBack(
        _ block: UnsafeMutableRawPointer, size: Int, in arena: UnsafeMutablePointer<Arena>
    ) {
        if block + size == arena.pointee.cursor {
            arena.pointee.cursor = block - 8
        } else if size >= 8 && size <= reusedBytes {
            block.storeBytes(of: arena.pointee.freed[size >> 3], as: UnsafeMutableRawPointer?.self)
            arena.pointee.freed[size >> 3] = block
        }
    }

    static func reallocate(_ block: UnsafeMutableRawPointer?, _ bytes: Int) -> UnsafeMutableRawPointer? {
        let arena = current()
        guard let block else { return allocateAnySize(bytes, in: arena) }
        let size = (block - 8).load(as: Int.self)
        if size & 1 != 0 { return LargeBlock.reallocate(block, bytes, in: arena) }
        if bytes <= size { return block }
        let rounded = (bytes + 7) & ~7
        if rounded <= largeBytes && block + size == arena.pointee.cursor && arena.pointee.end - block >= rounded {
            // The newest block grows where it is.
            (block - 8).storeBytes(of: rounded, as: Int.self)
            arena.pointee.cursor = block + rounded
            return block
        }
        guard let moved = allocateAnySize(bytes, in: arena) else { return nil }
        moved.copyMemory(from: block, byteCount: size)
        takeBack(block, size: size, in: arena)
        return moved
    }

    static func release(_ block: UnsafeMutableRawPointer?) {
        guard let block else { return }
        let size = (block - 8).load(as: Int.self)
        let arena = current()
        if size & 1 != 0 {
            LargeBlock.release(block, in: arena)
        } else {
            takeBack(block, size: size, in: arena)
        }
    }

    /// A block of the system's, linked into its arena's list: header words `next`, `previous`, and its size times
    /// two plus one (a small block's size word is even).
    private enum LargeBlock {
        static let headerBytes = 24

        static func next(_ header: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
            header.load(as: UnsafeMutableRawPointer?.self)
        }

        static func allocate(
            _ bytes: Int, zeroed: Bool, in arena: UnsafeMutablePointer<Arena>
        ) -> UnsafeMutableRawPointer? {
            let total = headerBytes + bytes
            guard let header = zeroed ? calloc(1, total) : malloc(total) else { return nil }
            link(header, size: bytes, in: arena)
            return header + headerBytes
        }

        static func reallocate(
            _ block: UnsafeMutableRawPointer, _ bytes: Int, in arena: UnsafeMutablePointer<Arena>
        ) -> UnsafeMutableRawPointer? {
            let header = block - headerBytes
            unlink(header, in: arena)
            guard let moved = realloc(header, headerBytes + bytes) else {
                link(header, size: (block - 8).load(as: Int.self) >> 1, in: arena)
                return nil
            }
            link(moved, size: bytes, in: arena)
            return moved + headerBytes
        }

        static func release(_ block: UnsafeMutableRawPointer, in arena: UnsafeMutablePointer<Arena>) {
            let header = block - headerBytes
            unlink(header, in: arena)
            free(header)
        }

        private static func link(_ header: UnsafeMutableRawPointer, size: Int, in arena: UnsafeMutablePointer<Arena>) {
            let next = arena.pointee.large
            header.storeBytes(of: next, as: UnsafeMutableRawPointer?.self)
            header.storeBytes(of: nil, toByteOffset: 8, as: UnsafeMutableRawPointer?.self)
            header.storeBytes(of: size << 1 | 1, toByteOffset: 16, as: Int.self)
            next?.storeBytes(of: header, toByteOffset: 8, as: UnsafeMutableRawPointer?.self)
            arena.pointee.large = header
        }

        private static func unlink(_ header: UnsafeMutableRawPointer, in arena: UnsafeMutablePointer<Arena>) {
            let next = header.load(as: UnsafeMutableRawPointer?.self)
            let previous = header.load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self)
            next?.storeBytes(of: previous, toByteOffset: 8, as: UnsafeMutableRawPointer?.self)
            if let previous {
                previous.storeBytes(of: next, as: UnsafeMutableRawPointer?.self)
            } else {
                arena.pointee.large = next
            }
        }
    }
}
