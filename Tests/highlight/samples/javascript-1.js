import { readFile } from 'node:fs/promises';

// Counts the words of a file.
export async function countWords(path) {
  const text = await readFile(path, 'utf8');
  return text.split(/\s+/).filter(Boolean).length;
}

class Counter {
  constructor(start = 0) {
    this.count = start;
  }

  increment(step = 1) {
    this.count += step;
    return this;
  }
}

const counter = new Counter(10);
counter.increment().increment(2);
console.log(`count is ${counter.count}`);
