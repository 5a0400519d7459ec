interface Page {
  title: string;
  path: string;
  words?: number;
}

type Lookup = Map<string, Page>;

// Indexes pages by path.
export function index(pages: Page[]): Lookup {
  const lookup: Lookup = new Map();
  for (const page of pages) {
    lookup.set(page.path, page);
  }
  return lookup;
}

export class Site {
  private readonly pages: Page[] = [];

  constructor(public readonly title: string) {}

  add(page: Page): this {
    this.pages.push(page);
    return this;
  }

  get count(): number {
    return this.pages.length;
  }
}
