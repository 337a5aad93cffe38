// docs/api.md against the call catalogue (contract/*.calls.ts, merged in contract/all-calls.ts):
// every catalogued call is documented, every documented call is catalogued, and a request field
// the docs mark optional (`name?`) is one the request schema lets a caller leave out.
//
// What counts as documenting a call, in the formats docs/api.md uses:
// - a heading `### POST /control/<name>` (several names may follow, separated by commas);
// - a row of a table whose first header cell is `call`: its first cell names the call (several
//   with `/` or `,`; when the cell has backticks, the backticked names only, so
//   "`getProductBrand` (every signed-in user)" names one call).
// The field check reads the `request` (or `payload`) column of those tables only: a cell written
// as an object (`{ a, b?, c?: X }`) names its top-level fields; otherwise each backticked
// `field` or `field?` is one. A field the request schema does not have is not checked (prose, a
// nested field); a field written without `?` is not checked either: the docs leave `?` off many
// fields the server defaults.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ALL_CALLS } from '../../../contract/all-calls.ts'
import { type CallDef, schemaFields } from '../../../contract/calls.ts'
import { saveFreightTemplateRequest } from '../../../contract/product-setup.schema.ts'
import { emptyRequest } from '../../../contract/shared.schema.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const CALLS = ALL_CALLS as Readonly<Record<string, CallDef>>

interface Documented {
  /** Line numbers (1-based) where each call is documented. */
  calls: Map<string, number[]>
  /** Rows of the call tables with a request column. */
  requests: { line: number; calls: string[]; request: string }[]
}

/** The calls a table's first cell (or a heading) names. */
function namesIn(cell: string): string[] {
  const text = cell.replace(/\b(?:GET|POST) \/control\//g, '').replace(/\?\S*/, '').trim()
  if (text.includes('`')) return [...text.matchAll(/`([A-Za-z][\w/:]*)`/g)].map((m) => m[1] as string)
  return text
    .split(/\s*,\s*|\s+\/\s+/)
    .map((part) => /^[A-Za-z]\w*(?:\/:name)?/.exec(part)?.[0])
    .filter((name): name is string => name !== undefined)
}

function readApiDoc(markdown: string): Documented {
  const calls = new Map<string, number[]>()
  const requests: Documented['requests'] = []
  const note = (name: string, line: number) => calls.set(name, [...(calls.get(name) ?? []), line])
  let header: string[] | null = null
  for (const [index, line] of markdown.split('\n').entries()) {
    const heading = /^#{2,4} (.*)$/.exec(line)?.[1]
    if (heading && /\b(?:GET|POST) \/control\//.test(heading)) {
      for (const part of heading.split(','))
        for (const name of namesIn(part).slice(0, 1)) note(name, index + 1)
    }
    if (!line.startsWith('|')) {
      header = null
      continue
    }
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim())
    if (!header) {
      header = cells.map((cell) => cell.replace(/`/g, ''))
      continue
    }
    if (header[0] !== 'call' || cells.every((cell) => /^:?-+:?$/.test(cell))) continue
    const names = namesIn(cells[0] ?? '')
    for (const name of names) note(name, index + 1)
    const column = header.findIndex((h) => h === 'request' || h === 'payload')
    if (column > 0) requests.push({ line: index + 1, calls: names, request: cells[column] ?? '' })
  }
  return { calls, requests }
}

/** The fields a request cell names, each with whether the docs mark it optional (`name?`). */
function documentedFields(cell: string): Map<string, boolean> {
  const fields = new Map<string, boolean>()
  const text = cell.replace(/\\\|/g, '|')
  if (/^`?\{/.test(text)) {
    // `{ a, b? (note, with commas), c?: [{ nested }] }`: the segments at the first depth.
    const segments: string[] = []
    let depth = 0
    let segment = ''
    for (const ch of text.slice(text.indexOf('{'))) {
      if ('{[('.includes(ch) && ++depth === 1) continue
      if ('}])'.includes(ch) && --depth === 0) {
        segments.push(segment)
        break
      }
      if (depth === 1 && ch === ',') {
        segments.push(segment)
        segment = ''
      } else if (depth >= 1) segment += ch
    }
    for (const s of segments) {
      const m = /^\s*([A-Za-z]\w*)(\?)?/.exec(s)
      if (m?.[1]) fields.set(m[1], m[2] === '?')
    }
    return fields
  }
  for (const m of text.matchAll(/`([A-Za-z]\w*)(\?)?(?:\[\])?`/g))
    if (m[1] && !fields.has(m[1])) fields.set(m[1], m[2] === '?')
  return fields
}

/** Every disagreement between a doc and the catalogue, one line each. */
function checkApiDoc(markdown: string, calls: Readonly<Record<string, CallDef>>): string[] {
  const doc = readApiDoc(markdown)
  const problems: string[] = []
  for (const name of Object.keys(calls))
    if (!doc.calls.has(name)) problems.push(`${name}: catalogued, not documented in docs/api.md`)
  for (const [name, lines] of doc.calls)
    if (!Object.hasOwn(calls, name))
      problems.push(`docs/api.md:${lines[0]}: ${name} is documented, no catalogue holds it`)
  for (const row of doc.requests) {
    const documented = documentedFields(row.request)
    for (const name of row.calls) {
      const call = calls[name]
      const fields = call && schemaFields(call.request)
      if (!fields) continue
      for (const [field, optional] of documented) {
        if (optional && fields.get(field)?.required)
          problems.push(
            `docs/api.md:${row.line}: ${name} documents ${field}? as optional, its request schema requires it`,
          )
      }
    }
  }
  return problems
}

describe('docs/api.md', () => {
  const markdown = readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8')

  it('documents every catalogued call, no other, and marks optional only what the server lets out', () => {
    expect(readApiDoc(markdown).calls.size).toBeGreaterThan(200)
    expect(checkApiDoc(markdown, CALLS)).toEqual([])
  })

  it('reads the heading and table formats of docs/api.md', () => {
    const doc = readApiDoc(
      [
        '### POST /control/getMonthlyReport, POST /control/getDailyReport',
        '### GET /control/vueGetUserInfo?token=',
        '',
        '| call | request | answer |',
        '| --- | --- | --- |',
        '| `getProductBrand` (every signed-in user) | `{ keyword? }` | brands |',
        '| getRankMemberData / getOutRankMemberData | `rankId`, paging | members |',
        '| GET /control/uploadFile/:name | — | the file |',
        '',
        '| field | meaning |',
        '| --- | --- |',
        '| `roles` | not a call |',
      ].join('\n'),
    )
    expect([...doc.calls.keys()]).toEqual([
      'getMonthlyReport',
      'getDailyReport',
      'vueGetUserInfo',
      'getProductBrand',
      'getRankMemberData',
      'getOutRankMemberData',
      'uploadFile/:name',
    ])
    expect(
      documentedFields('`{ orderId, lines?: [{ orderLineId, quantity ≥1 }] (a, b), remark (≤500) }`'),
    ).toEqual(
      new Map([
        ['orderId', false],
        ['lines', true],
        ['remark', false],
      ]),
    )
    expect(documentedFields('`templateId?` (absent = create), `name` (1..50), `rules[]`')).toEqual(
      new Map([
        ['templateId', true],
        ['name', false],
        ['rules', false],
      ]),
    )
  })

  it('fails on an undocumented call, a documented call no catalogue holds, and a required field marked optional', () => {
    const call = (request: CallDef['request']): CallDef => ({
      request,
      response: emptyRequest,
      access: 'products',
      audit: { kind: 'read' },
    })
    const calls = {
      saveFreightTemplate: call(saveFreightTemplateRequest),
      getMaterialFolders: call(emptyRequest),
    }
    const markdown = [
      '| call | payload | answer |',
      '| --- | --- | --- |',
      '| saveFreightTemplate | `templateId?`, `name`, `shipFromProvinceId?`, `shipFromCityId` | `{ templateId }` |',
      '| getMaterialFolder | — | folders |',
    ].join('\n')
    expect(checkApiDoc(markdown, calls)).toEqual([
      'getMaterialFolders: catalogued, not documented in docs/api.md',
      'docs/api.md:4: getMaterialFolder is documented, no catalogue holds it',
      'docs/api.md:3: saveFreightTemplate documents shipFromProvinceId? as optional, its request schema requires it',
    ])
  })
})
