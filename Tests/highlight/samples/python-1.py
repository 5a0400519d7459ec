import os
import sys
from pathlib import Path


class Page:
    """A page of the site."""

    def __init__(self, title, path):
        self.title = title
        self.path = Path(path)
        self.sections = []

    def __repr__(self):
        return f"Page({self.title!r}, {len(self.sections)} sections)"


def read_pages(folder):
    # Every Markdown file in the folder.
    pages = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(".md"):
            pages.append(Page(name[:-3], os.path.join(folder, name)))
    return pages


if __name__ == "__main__":
    for page in read_pages(sys.argv[1]):
        print(page)
