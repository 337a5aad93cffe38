// How the stock pages write a SKU's specification and a signed change.

/** '颜色:红;尺寸:L' → '颜色:红 / 尺寸:L'; '' for a single SKU. */
export function specText(spec: string): string {
  return spec.split(';').filter(Boolean).join(' / ')
}

/** A signed change: '+5', '−3', '0'. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0'
}
