"""pytest entry: every language's samples agree with Pygments on at least 90% of their characters."""

import os

import pytest

import oracle

BINARY = os.environ.get("FOLDMARK_BINARY", os.path.join(oracle.ROOT, ".build", "debug", "foldmark"))
SCORES = {}


def scores():
    if not SCORES:
        SCORES.update(oracle.compare(BINARY))
    return SCORES


@pytest.mark.parametrize("language", sorted(oracle.PYGMENTS_LEXERS))
def test_language_agrees_with_pygments(language):
    same, total = scores()[language]
    assert total > 0, "no samples for %s" % language
    assert same / total >= oracle.THRESHOLD, "%s: %.1f%% of characters agree with Pygments" % (language, 100 * same / total)
