/// A block inside a section's body that folds on its own: a callout (`> [!NOTE]- Title`) or, later, an item of an
/// outline list. Sections keep theirs in ``Section/blocks``, in document order.
public struct FoldingBlock: Sendable, Hashable {
    /// What the block is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A callout: a GitHub alert, an Obsidian callout or a MkDocs admonition.
        case callout
        /// An item of an outline list that holds a nested list.
        case outlineItem = "outline-item"
    }

    /// What the block is.
    public var kind: Kind
    /// The id the block is linked by, unique within its document: the callout's own `{#id}`, else a slug of its
    /// title, handed out after every heading has its id (so callouts never change a heading's id).
    public var id: String
    /// A callout's type as written, lowercased (`note`, `warning`, `info`, …); "" for other kinds.
    public var type: String
    /// The title's plain text.
    public var title: String
    /// How the block folds: ``FoldSetting/open`` or ``FoldSetting/closed`` for a `<details>`, ``FoldSetting/nofold``
    /// for a callout that does not fold.
    public var fold: FoldSetting
    /// How many folding blocks of the same section enclose this one: 0 for the outermost.
    public var depth: Int
    /// Where the block starts in the source, when it came from a file.
    public var position: SourceLocation?

    /// Creates a block.
    public init(
        kind: Kind, id: String, type: String = "", title: String, fold: FoldSetting, depth: Int = 0,
        position: SourceLocation? = nil
    ) {
        self.kind = kind
        self.id = id
        self.type = type
        self.title = title
        self.fold = fold
        self.depth = depth
        self.position = position
    }

    /// Whether the block renders as a `<details>`.
    public var folds: Bool { fold == .open || fold == .closed }
}

/// A folding block as the parser finds it: its id is still to be handed out.
struct PendingFoldingBlock: Sendable, Hashable {
    var block: FoldingBlock
    /// The id from the block's attribute block, if it has one.
    var explicitID: String?
}
