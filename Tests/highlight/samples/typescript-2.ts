enum Level {
  Info = 1,
  Warning,
  Error,
}

async function load<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`request failed: ${response.status}`);
  }
  return (await response.json()) as T;
}

const limit: number = 100;
let enabled: boolean = false;
