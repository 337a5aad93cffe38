// Desktop or mobile by width (SPEC.md section 9: mobile below 992 px).
import { MOBILE_BREAKPOINT_PX } from '../machines/shell/settings.machine.ts'

const query = () => window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`)

export function isMobileViewport(): boolean {
  return typeof window !== 'undefined' && query().matches
}

export function watchViewport(onChange: (mobile: boolean) => void): () => void {
  const mq = query()
  const listener = (e: MediaQueryListEvent) => onChange(e.matches)
  mq.addEventListener('change', listener)
  return () => mq.removeEventListener('change', listener)
}
