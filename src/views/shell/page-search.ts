// Matching of the header search (Ctrl+K): a page is found by its title, its menu group or its
// path, and in Chinese also by the pinyin of its title or group, whole ("huiyuan") or by
// initials ("hygl"), so 会员管理 is found without switching the input method. Pure: the pinyin
// arrives with the pages (page-pinyin.json, made by pinyin-pro; see scripts/page-pinyin.ts).

export interface SearchablePage<T> {
  item: T
  title: string
  /** The menu group's title, or '' for a page outside any group. */
  group: string
  path: string
  /** The title in the other interface languages: a page is found by any of them (issue 35). */
  otherTitles?: readonly string[]
  /** Syllables of the Chinese title, space-separated ("hui yuan guan li"), in any language. */
  titlePinyin?: string
  groupPinyin?: string
}

/** Lower case without accents and width variants, so "Menú" matches "menu" and "ＡＢ" matches "ab". */
export function normalize(text: string): string {
  return text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')
}

/** The forms a Chinese title is typed in: all syllables run together, and their initials. */
export function pinyinForms(syllables: string | undefined): string[] {
  if (!syllables) return []
  const parts = normalize(syllables).split(/\s+/).filter(Boolean)
  if (parts.length === 0) return []
  return [parts.join(''), parts.map((p) => p[0]).join('')]
}

interface Indexed<T> {
  item: T
  title: string[]
  other: string[]
}

function index<T>(page: SearchablePage<T>): Indexed<T> {
  return {
    item: page.item,
    title: [
      normalize(page.title),
      ...(page.otherTitles ?? []).map(normalize),
      ...pinyinForms(page.titlePinyin),
    ],
    other: [normalize(page.group), ...pinyinForms(page.groupPinyin), page.path.toLowerCase()],
  }
}

const found = (keys: readonly string[], word: string) => keys.some((k) => k.includes(word))

/**
 * The pages every word of the query matches (in the title, group or path, as text or pinyin):
 * first those whose title starts with the first word, then those whose title holds every
 * word, then those matched with help of the group or path; each in the order given (the
 * menu's). An empty query lists the pages in order.
 */
export function searchPages<T>(pages: readonly SearchablePage<T>[], query: string, limit = 12): T[] {
  const words = normalize(query).split(/\s+/).filter(Boolean)
  const first = words[0] ?? ''
  const ranked: [T[], T[], T[]] = [[], [], []]
  for (const page of pages.map(index)) {
    if (words.every((w) => found(page.title, w)))
      ranked[page.title.some((k) => k.startsWith(first)) ? 0 : 1].push(page.item)
    else if (words.every((w) => found(page.title, w) || found(page.other, w))) ranked[2].push(page.item)
  }
  return ranked.flat().slice(0, limit)
}
