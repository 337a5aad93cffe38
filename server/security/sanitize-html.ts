// Rich text (announcements, agreements, product descriptions) is sanitized on the server
// before it is stored (ASVS 1.3.1): an allow-list of what the PrimeReact Editor (Quill)
// produces; no scripts, event handlers, javascript: URLs, iframes or styles beyond a few.
import * as xssModule from 'xss'

// xss is CommonJS: under Node's ESM loader (tsx, npm start) its functions are on the default
// export only; bundlers (vitest, vite) also expose them by name.
const { FilterXSS, safeAttrValue } =
  (xssModule as unknown as { default?: typeof xssModule }).default ?? xssModule

const allowedTags: Record<string, string[]> = {
  p: ['class'],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  span: ['class', 'style'],
  a: ['href', 'target', 'rel'],
  ol: ['class'],
  ul: ['class'],
  li: ['class', 'data-list'],
  h1: ['class'],
  h2: ['class'],
  h3: ['class'],
  blockquote: [],
  pre: ['class'],
  code: [],
  img: ['src', 'alt', 'width', 'height'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
}

const filter = new FilterXSS({
  whiteList: allowedTags,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed'],
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href' && !/^(https?:|mailto:|\/)/i.test(value.trim())) return ''
    if (
      tag === 'img' &&
      name === 'src' &&
      !/^(https?:|\/|data:image\/(png|jpeg|gif|webp);)/i.test(value.trim())
    ) {
      return ''
    }
    return undefined
  },
  safeAttrValue(tag, name, value, cssFilter) {
    return safeAttrValue(tag, name, value, cssFilter)
  },
})

export function sanitizeHtml(html: string): string {
  return filter.process(html)
}
