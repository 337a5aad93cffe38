// Writes src/views/shell/page-pinyin.json: the pinyin of every Chinese page and group title, which
// the header search matches ("huiyuan", "hygl" -> 会员管理; src/views/shell/page-search.ts).
// Made here with pinyin-pro rather than in the browser: its dictionary is 141 kB gzip, over the
// 120 kB budget of a lazily loaded chunk, for about a hundred fixed titles (docs/decisions.md).
// Run after changing a Chinese title: `npx tsx scripts/page-pinyin.ts`. The unit test
// src/views/shell/page-search.test.ts fails while the file is out of date.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { pinyin } from 'pinyin-pro'
import zhRoutes from '../src/locales/zh/routes.json' with { type: 'json' }

export const PAGE_PINYIN_FILE = fileURLToPath(new URL('../src/views/shell/page-pinyin.json', import.meta.url))

/** Title -> space-separated syllables without tones (ü written v, as it is typed), sorted by title. */
export function buildPagePinyin(): Record<string, string> {
  const titles = [...new Set([...Object.values(zhRoutes.pages), ...Object.values(zhRoutes.groups)])].sort()
  return Object.fromEntries(
    titles.map((title) => [title, pinyin(title, { toneType: 'none', type: 'array', v: true }).join(' ')]),
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(PAGE_PINYIN_FILE, `${JSON.stringify(buildPagePinyin(), null, 2)}\n`)
  console.log(`wrote ${PAGE_PINYIN_FILE}`)
}
