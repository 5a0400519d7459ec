"""Compares Foldmark's highlighting with Pygments' on the committed samples.

Each file in samples/ is named LANGUAGE-N.EXT; LANGUAGE is the info-string name Foldmark is given and the key of
PYGMENTS_LEXERS. Both highlighters classify every character; Pygments' token types are mapped to Foldmark's
classes by CLASS_OF; the share of non-whitespace characters with the same class is computed per language.

    python3 Tests/highlight/oracle.py [--show LANGUAGE] [--binary PATH]
prints the share per language (and, with --show, every character that differs).
"""

import argparse
import html.parser
import os
import subprocess
import sys
import tempfile

from pygments import lex
from pygments.lexers import get_lexer_by_name
from pygments.token import Token

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SAMPLES = os.path.join(HERE, "samples")
THRESHOLD = 0.90

# Foldmark's info-string name -> (Pygments lexer name, lexer options).
PYGMENTS_LEXERS = {
    "swift": ("swift", {}), "rust": ("rust", {}), "c": ("c", {}), "cpp": ("cpp", {}),
    "objc": ("objective-c", {}), "go": ("go", {}), "java": ("java", {}), "kotlin": ("kotlin", {}),
    "csharp": ("csharp", {}), "python": ("python", {}), "ruby": ("ruby", {}), "php": ("php", {"startinline": True}),
    "javascript": ("javascript", {}), "typescript": ("typescript", {}), "json": ("json", {}), "yaml": ("yaml", {}),
    "toml": ("toml", {}), "html": ("html", {}), "xml": ("xml", {}), "css": ("css", {}), "sql": ("sql", {}),
    "bash": ("bash", {}), "console": ("console", {}), "powershell": ("powershell", {}), "dockerfile": ("docker", {}),
    "makefile": ("make", {}), "diff": ("diff", {}), "markdown": ("markdown", {}), "ini": ("ini", {}),
    "lua": ("lua", {}), "haskell": ("haskell", {}),
}

# Pygments token type -> Foldmark class; the most specific entry wins, "" is plain text.
CLASS_OF = {
    Token: "",
    Token.Keyword: "hl-k", Token.Keyword.Type: "hl-t",
    Token.Name: "", Token.Name.Builtin: "hl-t", Token.Name.Builtin.Pseudo: "hl-k", Token.Name.Class: "hl-t",
    Token.Name.Exception: "hl-t", Token.Name.Function: "hl-f", Token.Name.Function.Magic: "hl-f",
    Token.Name.Decorator: "hl-a", Token.Name.Attribute: "hl-a", Token.Name.Tag: "hl-k",
    Token.Name.Variable: "hl-v", Token.Name.Entity: "hl-e", Token.Name.Label: "hl-a",
    Token.Literal: "", Token.Literal.String: "hl-s", Token.Literal.String.Escape: "hl-e",
    Token.Literal.String.Interpol: "hl-e", Token.Literal.Number: "hl-n", Token.Literal.Date: "hl-n",
    Token.Comment: "hl-c", Token.Comment.Preproc: "hl-a", Token.Comment.PreprocFile: "hl-a",
    Token.Operator: "hl-o", Token.Operator.Word: "hl-k", Token.Punctuation: "hl-p",
    Token.Generic.Inserted: "hl-ins", Token.Generic.Deleted: "hl-del", Token.Generic.Heading: "hl-k",
    Token.Generic.Subheading: "hl-k", Token.Generic.Prompt: "hl-p", Token.Generic: "",
}


def pygments_class(token_type):
    while token_type not in CLASS_OF:
        token_type = token_type.parent
    return CLASS_OF[token_type]


def samples():
    """(language, file name, code) for every sample, sorted."""
    for name in sorted(os.listdir(SAMPLES)):
        language = name.rsplit("-", 1)[0]
        with open(os.path.join(SAMPLES, name), encoding="utf-8") as sample:
            yield language, name, sample.read()


class CodeClasses(html.parser.HTMLParser):
    """The text of each <pre><code> in rendered HTML, with the class of each character."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.blocks = []
        self.stack = None

    def handle_starttag(self, tag, attrs):
        if tag == "code":
            self.stack = []
            self.blocks.append([])
        elif tag == "span" and self.stack is not None:
            classes = (dict(attrs).get("class") or "").split()
            self.stack.append(next((c for c in classes if c not in ("hl-line", "hl-mark")), None))

    def handle_endtag(self, tag):
        if tag == "code":
            self.stack = None
        elif tag == "span" and self.stack:
            self.stack.pop()

    def handle_data(self, data):
        if self.stack is not None:
            current = next((c for c in reversed(self.stack) if c), "")
            self.blocks[-1].extend((ch, current) for ch in data)


def foldmark_blocks(binary, items):
    """Renders every sample with `foldmark render --fragment`; returns the (char, class) list of each."""
    markdown = "".join("```%s\n%s%s```\n\n" % (lang, code, "" if code.endswith("\n") else "\n") for lang, _, code in items)
    with tempfile.NamedTemporaryFile("w", suffix=".md", delete=False, encoding="utf-8") as source:
        source.write(markdown)
    try:
        rendered = subprocess.run(
            [binary, "render", "--fragment", source.name], check=True, capture_output=True, text=True).stdout
    finally:
        os.unlink(source.name)
    parser = CodeClasses()
    parser.feed(rendered)
    return parser.blocks


def compare(binary, show=None):
    """{language: (same, total)} over the non-whitespace characters of the samples."""
    items = list(samples())
    blocks = foldmark_blocks(binary, items)
    assert len(blocks) == len(items), "expected one code block per sample"
    scores = {}
    for (language, name, code), block in zip(items, blocks):
        lexer_name, options = PYGMENTS_LEXERS[language]
        lexer = get_lexer_by_name(lexer_name, **options)
        expected = []
        for token_type, value in lex(code, lexer):
            expected.extend((ch, pygments_class(token_type)) for ch in value)
        text = "".join(ch for ch, _ in block)
        assert text.rstrip("\n") == "".join(ch for ch, _ in expected).rstrip("\n") == code.rstrip("\n"), name
        same = total = 0
        for (ch, ours), (_, theirs) in zip(block, expected):
            if ch.isspace():
                continue
            total += 1
            if ours == theirs:
                same += 1
        if show == language:
            report_differences(name, block, expected)
        previous = scores.get(language, (0, 0))
        scores[language] = (previous[0] + same, previous[1] + total)
    return scores


def report_differences(name, block, expected):
    """Prints each run of characters whose classes differ, as: file, line, text, ours, theirs."""
    line = 1
    run = None
    for (ch, ours), (_, theirs) in zip(block, expected):
        differs = not ch.isspace() and ours != theirs
        if differs and run and run[2] == ours and run[3] == theirs:
            run[1] += ch
        else:
            if run:
                print("%s:%d: %r ours=%s pygments=%s" % (name, run[0], run[1], run[2] or "-", run[3] or "-"))
            run = [line, ch, ours, theirs] if differs else None
        if ch == "\n":
            line += 1
    if run:
        print("%s:%d: %r ours=%s pygments=%s" % (name, run[0], run[1], run[2] or "-", run[3] or "-"))


def main():
    arguments = argparse.ArgumentParser()
    arguments.add_argument("--show")
    arguments.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "foldmark"))
    options = arguments.parse_args()
    scores = compare(options.binary, options.show)
    failed = False
    for language, (same, total) in sorted(scores.items()):
        share = same / total if total else 1.0
        failed |= share < THRESHOLD
        print("%-12s %6.1f%%  (%d of %d characters)%s" % (language, 100 * share, same, total, "" if share >= THRESHOLD else "  < 90%"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
