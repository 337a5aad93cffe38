import { useSelector } from '../shared/actors.ts'
import type { MenuItem } from 'primereact/menuitem'
import { Menu } from 'primereact/menu'
import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { SWITCHABLE_ROLES } from '../../machines/session/session.machine.ts'
import { findPage } from '../../routes/route-access.ts'
import { ACCOUNT_PATH, HOME_PATH } from '../../routes/route-table.ts'
import { useRoutingRef, useSessionRef, useTabsRef } from '../../root-context.tsx'

function initials(name: string): string {
  const trimmed = name.trim()
  if (!trimmed) return '?'
  // Chinese names read best as their first character; Latin ones as initials.
  if (/[\u3400-\u9fff]/.test(trimmed[0] ?? '')) return trimmed[0] ?? '?'
  return trimmed
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
}

/** The user menu of the top bar: account management and log out (SPEC.md section 2). */
export function UserMenu() {
  const { t } = useTranslation('shell')
  const session = useSessionRef()
  const tabs = useTabsRef()
  const user = useSelector(session, (s) => s.context.user)
  const routes = useSelector(useRoutingRef(), (s) => s.context.routes)
  const [, navigate] = useLocation()
  const menu = useRef<Menu>(null)
  const name = user?.name || user?.userLoginId || ''
  const canManageAccount = findPage(routes, ACCOUNT_PATH) !== undefined

  const items = useMemo<MenuItem[]>(() => {
    const list: MenuItem[] = [
      {
        label: t('user.currentRoles', { roles: user?.roles.join(', ') ?? '' }),
        disabled: true,
        className: 'user-menu__roles',
      },
      { separator: true },
    ]
    if (canManageAccount)
      list.push({ label: t('user.account'), icon: 'pi pi-user', command: () => navigate(ACCOUNT_PATH) })
    // QA walks every tier's menus in one session; only mock builds accept role tokens. A group
    // of the same menu (PrimeReact's TieredMenu would cost the dashboard budget ~8 kB).
    if (import.meta.env.VITE_MOCK === 'true')
      list.push({
        label: t('user.switchRole'),
        items: SWITCHABLE_ROLES.map((role) => ({
          label: role,
          // Start the new role on its home page: the current page may not be one of its pages.
          command: () => {
            navigate(HOME_PATH)
            session.send({ type: 'session.switchRole', role })
          },
        })),
      })
    list.push(
      { separator: true },
      {
        label: t('common:actions.logout'),
        icon: 'pi pi-sign-out',
        command: () => tabs.send({ type: 'tabs.logout' }),
      },
    )
    return list
  }, [t, user, canManageAccount, navigate, session, tabs])

  return (
    <>
      <button
        type="button"
        className="nav-bar__user"
        aria-haspopup="menu"
        aria-label={t('user.menu', { name })}
        onClick={(e) => menu.current?.toggle(e)}
      >
        {user?.avatar ? (
          <img className="nav-bar__avatar" src={user.avatar} alt="" />
        ) : (
          <span className="nav-bar__avatar nav-bar__avatar--initials" aria-hidden="true">
            {initials(name)}
          </span>
        )}
        <span className="nav-bar__user-name">{name}</span>
        <span className="pi pi-angle-down" aria-hidden="true" />
      </button>
      <Menu ref={menu} model={items} popup className="user-menu" />
    </>
  )
}
