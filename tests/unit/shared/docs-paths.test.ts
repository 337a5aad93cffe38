// The recipe and the README name files by path; a file that moves must take the docs with
// it. Every backticked repository path in them must exist (templates with <area>, {a,b} or
// globs are patterns, not paths, and are skipped).
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const ROOT = new URL('../../../', import.meta.url)
const DOCS = ['docs/adding-an-area.md', 'docs/architecture-rules.md', 'README.md']
const TOP = /^(src|server|contract|mock-server|tests|scripts|docs)\//

function pathsIn(doc: string): string[] {
  const text = readFileSync(new URL(doc, ROOT), 'utf8')
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1] as string)
    .filter((p) => TOP.test(p) && !/[<>{}*]/.test(p) && !p.includes('YYYY'))
}

describe.each(DOCS.filter((doc) => existsSync(new URL(doc, ROOT))))('%s', (doc) => {
  it('names only files and folders that exist', () => {
    const missing = pathsIn(doc).filter((p) => !existsSync(new URL(p, ROOT)))
    expect(missing).toEqual([])
  })
})
