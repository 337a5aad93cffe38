// Money is integer fen everywhere (docs/decisions.md); these helpers only render it.
// Pure: no i18n, no Intl, so the server and the browser render the same text.

/** The fen amount as a safe integer; fractions of a fen are rounded (half away from zero). */
export function toFen(fen: number): number {
  if (!Number.isFinite(fen)) throw new RangeError(`not an amount of fen: ${fen}`)
  const rounded = Math.sign(fen) * Math.round(Math.abs(fen))
  if (!Number.isSafeInteger(rounded)) throw new RangeError(`amount out of range: ${fen}`)
  return rounded === 0 ? 0 : rounded
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** Yuan with two decimals and thousands separators, e.g. 123450 → '¥1,234.50', -5 → '-¥0.05'. */
export function formatYuan(fen: number): string {
  const value = toFen(fen)
  const abs = Math.abs(value)
  const yuan = Math.trunc(abs / 100)
  const cents = abs % 100
  const text = `¥${groupThousands(String(yuan))}.${String(cents).padStart(2, '0')}`
  return value < 0 ? `-${text}` : text
}

/** Whole yuan for a chart axis, e.g. 1234500 → '¥12,345'; exact amounts use formatYuan. */
export function formatYuanWhole(fen: number): string {
  const yuan = toFen(fen) / 100
  const value = Math.sign(yuan) * Math.round(Math.abs(yuan))
  const text = `¥${groupThousands(String(Math.abs(value)))}`
  return value < 0 ? `-${text}` : text
}

/** Fen as a yuan number, for an input or a chart that works in yuan (1250 → 12.5, exact). */
export function fenToYuan(fen: number): number {
  return toFen(fen) / 100
}

/** A yuan number from an input or a sheet cell, as fen (12.5 → 1250; fractions of a fen rounded). */
export function yuanToFen(yuan: number): number {
  return toFen(yuan * 100)
}

/** Yuan typed as text ('12.5', '12.50') as fen; undefined unless a non-negative amount with at most two decimals. */
export function parseYuan(text: string): number | undefined {
  const t = text.trim()
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return undefined
  return yuanToFen(Number(t))
}

/** Fen as the text of a yuan input ('12.50'); '' for no amount. */
export function yuanText(fen: number | null | undefined): string {
  return fen === null || fen === undefined ? '' : fenToYuan(fen).toFixed(2)
}
