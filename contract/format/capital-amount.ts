// Chinese uppercase amounts (人民币大写, SPEC.md section 9 "capital-amount filter") from
// integer fen, following the People's Bank of China rules for writing amounts:
// - 整 after 元 when there are no 角/分, and after 角 when there is no 分 (docs/decisions.md:
//   the rules allow either after 角; writing it closes the amount against additions);
// - one 零 for any run of zeros inside the integer part, none at its end;
// - 零 between 元 and 分 when 角 is zero; no 零 before 角 (the rules make it optional);
// - amounts below one yuan start at 角 or 分 (伍角整, 伍分); zero is 零元整;
// - negative amounts are prefixed with 负.
import { toFen } from './yuan.ts'

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const
const SECTION_UNITS = ['仟', '佰', '拾', ''] as const

/** 1..9999, without leading or trailing 零. */
function section(n: number): string {
  let out = ''
  let pendingZero = false
  const digits = String(n).padStart(4, '0')
  for (let i = 0; i < 4; i++) {
    const d = Number(digits[i])
    if (d === 0) {
      if (out !== '') pendingZero = true
      continue
    }
    if (pendingZero) out += DIGITS[0]
    pendingZero = false
    out += `${DIGITS[d]}${SECTION_UNITS[i]}`
  }
  return out
}

/** A positive whole number of yuan in words (…万, …亿, …万亿). */
function wholeYuan(n: number): string {
  if (n >= 1e8) {
    const high = Math.floor(n / 1e8)
    const low = n % 1e8
    const head = `${wholeYuan(high)}亿`
    if (low === 0) return head
    return head + (low < 1e7 ? DIGITS[0] : '') + wholeYuan(low)
  }
  if (n >= 1e4) {
    const high = Math.floor(n / 1e4)
    const low = n % 1e4
    const head = `${section(high)}万`
    if (low === 0) return head
    return head + (low < 1000 ? DIGITS[0] : '') + section(low)
  }
  return section(n)
}

export function formatCapitalAmount(fen: number): string {
  const value = toFen(fen)
  const abs = Math.abs(value)
  const yuan = Math.floor(abs / 100)
  const jiao = Math.floor((abs % 100) / 10)
  const fenDigit = abs % 10
  const sign = value < 0 ? '负' : ''
  if (abs === 0) return '零元整'

  let out = yuan > 0 ? `${wholeYuan(yuan)}元` : ''
  if (jiao === 0 && fenDigit === 0) return `${sign}${out}整`
  if (jiao > 0) out += `${DIGITS[jiao]}角`
  else if (yuan > 0) out += DIGITS[0]
  if (fenDigit > 0) out += `${DIGITS[fenDigit]}分`
  else out += '整'
  return sign + out
}
