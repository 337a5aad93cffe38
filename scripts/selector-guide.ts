// The selector guide of an area's page in docs/areas/ (written by `npm run areas`): what a test
// finds by role and name, read from the code. Routes with their window titles, side-menu badges
// with the label menuBadge() takes, row actions (src/views/shared/row-actions.tsx names each
// button "<label> <row subject>") and dialogs with their role and title, in English and Chinese.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { ROUTE_TABLE, type RouteDef } from '../src/routes/route-table.ts'

const GUIDE_LANGUAGES = ['en', 'zh'] as const

const catalogues = new Map<string, Record<string, unknown>>()
/** A locale string by `ns:dotted.key`, or undefined when the catalogue lacks it. */
export function localeText(language: string, nsKey: string): string | undefined {
  const [ns, key] = nsKey.includes(':') ? nsKey.split(':', 2) : ['common', nsKey]
  const file = `src/locales/${language}/${ns}.json`
  let catalogue = catalogues.get(file)
  if (!catalogue) {
    try {
      catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    } catch {
      catalogue = {}
    }
    catalogues.set(file, catalogue)
  }
  let node: unknown = catalogue
  for (const part of (key ?? '').split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return typeof node === 'string' ? node : undefined
}

/** A key's text in the guide's languages, each as a table cell's code span (`suffix` appended). */
const both = (nsKey: string, suffix = '') =>
  GUIDE_LANGUAGES.map(
    (lng) => `\`${(localeText(lng, nsKey) ?? `(${nsKey} missing)`).replace(/\|/g, '\\|')}${suffix}\``,
  )

function files(dir: string): string[] {
  let out: string[] = []
  let entries: string[]
  try {
    entries = readdirSync(dir).sort()
  } catch {
    return out
  }
  for (const entry of entries) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) out = out.concat(files(full))
    else if (entry.endsWith('.tsx') && !entry.includes('.test.')) out.push(full)
  }
  return out
}

/** The i18next namespace a view file's plain `t(...)` uses (its first useTranslation). */
function namespaceOf(source: string): string {
  return source.match(/useTranslation\(\s*'([\w-]+)'/)?.[1] ?? 'common'
}

const qualified = (ns: string, key: string) => (key.includes(':') ? key : `${ns}:${key}`)

/** `<RowActions subject={...} actions={[...]} />` blocks: the subject and each action's label key. */
function rowActions(source: string): { subject: string; labels: string[] }[] {
  const ns = namespaceOf(source)
  const out: { subject: string; labels: string[] }[] = []
  for (const m of source.matchAll(/<RowActions\b([\s\S]*?)\n\s*\/>/g)) {
    const block = m[1] ?? ''
    const subject = block.match(/subject=\{([^}]+)\}/)?.[1]?.trim() ?? '?'
    // `accept:` and `reject:` are the labels handed to decisionRowActions (shared/row-actions.tsx).
    const labels = [...block.matchAll(/(?:label|accept|reject):\s*t\('([^']+)'/g)].map((l) =>
      qualified(ns, l[1] ?? ''),
    )
    if (labels.length) out.push({ subject, labels })
  }
  return out
}

/** Dialogs whose title is a locale key: PrimeReact's and the shared dialogs (`dialog`), ModalDialog (`alertdialog`). */
function dialogs(source: string): { role: string; key: string }[] {
  const ns = namespaceOf(source)
  const out: { role: string; key: string }[] = []
  for (const m of source.matchAll(/<([A-Z]\w*Dialog)\b([\s\S]*?)>/g)) {
    const props = m[2] ?? ''
    const key = props.match(/(?:header|title)=\{t\('([^']+)'/)?.[1]
    if (!key) continue
    out.push({ role: m[1] === 'ModalDialog' ? 'alertdialog' : 'dialog', key: qualified(ns, key) })
  }
  return out
}

function routesOf(ids: ReadonlySet<string>): { route: RouteDef; group: RouteDef | undefined }[] {
  const out: { route: RouteDef; group: RouteDef | undefined }[] = []
  const walk = (routes: readonly RouteDef[], group: RouteDef | undefined) => {
    for (const r of routes) {
      if (r.children) walk(r.children, r)
      else if (ids.has(r.id)) out.push({ route: r, group })
    }
  }
  walk(ROUTE_TABLE, undefined)
  return out
}

/**
 * The "Selector guide" section of an area page: `pageIds` are the area's pages (id -> path),
 * `viewDir` its views (src/views/<area>).
 */
export function selectorGuide(pageIds: ReadonlySet<string>, viewDir: string): string[] {
  const lines = ['', '## Selector guide', '']
  lines.push(
    'What tests find by role and name (English and Chinese; tests/e2e/README.md, "Selectors"). ' +
      'Generated from the route table, the views and the locales.',
    '',
  )
  const routes = routesOf(pageIds)
  if (routes.length) {
    lines.push(
      '| page | path | window title (en) | (zh) | menu badge: `menuBadge(label)` |',
      '| --- | --- | --- | --- | --- |',
    )
    for (const { route } of routes) {
      const badge = route.badge ? `${route.badge}: ${both(`routes:pages.${route.id}`).join(' / ')}` : ''
      lines.push(
        `| \`${route.id}\` | \`${route.path}\` | ${both(`routes:pages.${route.id}`).join(' | ')} | ${badge} |`,
      )
    }
    const groups = new Set(routes.map((r) => r.group).filter((g): g is RouteDef => g?.badge !== undefined))
    for (const group of groups)
      lines.push(
        '',
        `Menu group \`${group.id}\` shows the ${group.badge} badge: \`menuBadge\` label ${both(`routes:groups.${group.id}`).join(' / ')}.`,
      )
    lines.push('')
  }
  const actions: string[] = []
  const dialogRows: string[] = []
  for (const file of files(viewDir)) {
    const source = readFileSync(file, 'utf8')
    for (const { subject, labels } of rowActions(source))
      for (const key of labels) actions.push(`| ${both(key, ` <${subject}>`).join(' | ')} | \`${file}\` |`)
    for (const { role, key } of dialogs(source))
      dialogRows.push(`| \`${role}\` | ${both(key).join(' | ')} | \`${file}\` |`)
  }
  lines.push('Row actions: buttons named "label subject" (`getByRole(\'button\', { name })`).', '')
  if (actions.length) lines.push('| button (en) | (zh) | view |', '| --- | --- | --- |', ...new Set(actions))
  else lines.push('None.')
  lines.push(
    '',
    'Dialogs with a fixed title (`getByRole(role, { name })`; a title with a value in it is matched with a regular expression):',
    '',
  )
  if (dialogRows.length)
    lines.push('| role | title (en) | (zh) | view |', '| --- | --- | --- | --- |', ...new Set(dialogRows))
  else lines.push('None.')
  return lines
}
