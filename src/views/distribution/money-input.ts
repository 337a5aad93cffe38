// Money is entered in yuan and sent in fen (SPEC.md section 9; docs/api.md: integer fen).
/** '12.5' → 1250; undefined when it is not a non-negative amount with at most two decimals. */
export function yuanToFen(text: string): number | undefined {
  const t = text.trim()
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return undefined
  return Math.round(Number(t) * 100)
}

export function fenToYuanText(fen: number | null | undefined): string {
  return fen === null || fen === undefined ? '' : (fen / 100).toFixed(2)
}
