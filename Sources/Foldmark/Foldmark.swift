// Foldmark for library users: `import Foldmark` brings in both layers.
//
// FoldmarkCore reads Markdown into a ``Document`` and renders it (Markdown → Outline → Render, with the
// diagnostics); FoldmarkSite builds and checks a whole site on top of it. Tools that need only one page can
// depend on FoldmarkCore alone.
@_exported import FoldmarkCore
@_exported import FoldmarkSite
