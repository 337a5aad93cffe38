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

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  bsol: '\\',
  colon: ':',
  tab: '\t',
  newline: '\n',
}

/**
 * The URL a browser would see in an attribute value: character references decoded, leading and
 * trailing spaces and controls stripped, tabs and line breaks removed (the URL parser drops
 * them anywhere). Undefined when it cannot be read with certainty: a named reference we do not
 * know before the query, or a control character left inside.
 */
function browserUrl(raw: string): string | undefined {
  let unknown = false
  const decoded = raw.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (ref, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1))
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD'
    }
    const name = body.toLowerCase()
    if (!Object.hasOwn(ENTITIES, name)) {
      unknown = true
      return ref
    }
    return ENTITIES[name] as string
  })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these around a URL
  const url = decoded.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(url)) return undefined
  if (unknown && /&[a-z]/i.test(url.split(/[?#]/)[0] ?? '')) return undefined
  return url
}

/**
 * A path must stay on this site. The browser reads `//host`, `/\host`, `\\host` and `\/host`
 * alike as a protocol-relative address of another host (a backslash counts as a slash in
 * http URLs), so only a single leading slash followed by something else is a path.
 */
function isSameSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url)
}

/** The attribute written with the checked URL, so the browser reads exactly what was checked. */
function urlAttr(name: string, url: string | undefined, allowed: (url: string) => boolean): string {
  if (url === undefined || !allowed(url)) return ''
  return `${name}="${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}"`
}

const filter = new FilterXSS({
  whiteList: allowedTags,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed'],
  onTagAttr(tag, name, value) {
    if (tag === 'a' && name === 'href') {
      return urlAttr(name, browserUrl(value), (url) => /^(https?:|mailto:)/i.test(url) || isSameSitePath(url))
    }
    if (tag === 'img' && name === 'src') {
      // Only this site's images (uploads) and inline ones: an image of another host would be
      // fetched by every merchant who opens the text (a tracker), and only the CSP stops it.
      return urlAttr(
        name,
        browserUrl(value),
        (url) => /^data:image\/(png|jpeg|gif|webp);/i.test(url) || isSameSitePath(url),
      )
    }
    // A link that opens a new window never hands that window its opener or our address.
    if (tag === 'a' && name === 'target')
      return `target="${safeAttrValue(tag, name, value, undefined as never)}" rel="noopener noreferrer"`
    if (tag === 'a' && name === 'rel') return ''
    return undefined
  },
  safeAttrValue(tag, name, value, cssFilter) {
    return safeAttrValue(tag, name, value, cssFilter)
  },
})

export function sanitizeHtml(html: string): string {
  return filter.process(html)
}
