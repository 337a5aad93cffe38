import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { REDIRECT_PREFIX } from '../../machines/shell/tabs.machine.ts'

/** /redirect/{path*} re-renders a page: tab refresh passes through here (SPEC.md section 2). */
export function RedirectPage() {
  const [location, navigate] = useLocation()
  const search = useSearch()
  useEffect(() => {
    const target = location.slice(REDIRECT_PREFIX.length) || '/'
    navigate(search ? `${target}?${search}` : target, { replace: true })
  }, [location, search, navigate])
  return null
}
