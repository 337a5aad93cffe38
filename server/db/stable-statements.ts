// The SQL texts that compiledOnce (compiled-query.ts) built: the same text on every call, so a
// PostgreSQL connection can parse and plan each once and reuse it (postgres.ts). Only these:
// a text built per call (an `in` list per length, a filter set) would leave a statement in
// every backend for every variant. No Node APIs: compiled-query.ts is bundled into the in-page
// mock too, where nothing reads this.

/**
 * Far more than the code builds (a few dozen); past it a text runs unnamed as before, so a
 * compiledOnce fed an unbounded number of shapes cannot fill every backend with statements.
 */
const LIMIT = 500

const texts = new Set<string>()

export function markStable(sql: string): void {
  if (texts.size < LIMIT) texts.add(sql)
}

export function isStable(sql: string): boolean {
  return texts.has(sql)
}
