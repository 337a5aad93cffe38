/** Above this the bell shows '99+' (SPEC.md section 9: 0, the number, or '99+' at 100 or more). */
export const UNREAD_DISPLAY_MAX = 99

/** What the unread indicator shows: '0', the count, or '99+' from 100. */
export function formatUnread(count: number | null | undefined): string {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return '0'
  const whole = Math.floor(count)
  return whole > UNREAD_DISPLAY_MAX ? `${UNREAD_DISPLAY_MAX}+` : String(whole)
}
