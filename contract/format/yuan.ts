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
