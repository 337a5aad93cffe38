import { useSelector } from '../shared/actors.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { PageEntry } from '../../routes/route-access.ts'
import { TUTORIAL_PATH } from '../../routes/route-table.ts'
import { useErrorLogRef, useSettingsRef } from '../../root-context.tsx'
import { LanguagePicker } from '../shared/language-picker.tsx'
import { AnnouncementSlot } from './announcement-slot.tsx'
import { BreadcrumbNav } from './breadcrumb-nav.tsx'
import { MessageBellSlot } from './message-bell-slot.tsx'
import { UserMenu } from './user-menu.tsx'

interface NavBarProps {
  page: PageEntry | undefined
  fallbackTitle: string | undefined
  onOpenSearch: () => void
  onOpenSettings: () => void
  onOpenErrorLog: () => void
}

/** The top bar (SPEC.md section 2): breadcrumb, announcements, message bell, user menu, tutorial link. */
export function NavBar({ page, fallbackTitle, onOpenSearch, onOpenSettings, onOpenErrorLog }: NavBarProps) {
  const { t } = useTranslation('shell')
  const settings = useSettingsRef()
  const mobile = useSelector(settings, (s) => s.context.device === 'mobile')
  const opened = useSelector(settings, (s) =>
    s.context.device === 'mobile' ? s.context.mobileSidebarOpen : s.context.settings.sidebarOpened,
  )
  const showSettings = useSelector(settings, (s) => s.context.settings.showSettings)
  const errorCount = useSelector(useErrorLogRef(), (s) => s.context.entries.length)
  const toggleLabel = mobile
    ? opened
      ? t('sidebar.close')
      : t('sidebar.open')
    : opened
      ? t('sidebar.collapse')
      : t('sidebar.expand')

  return (
    <div className="nav-bar">
      <button
        type="button"
        className="nav-bar__icon-button nav-bar__hamburger"
        aria-label={toggleLabel}
        aria-expanded={opened}
        onClick={() => settings.send({ type: 'settings.toggleSidebar' })}
      >
        <span className={`pi ${opened ? 'pi-outdent' : 'pi-bars'}`} aria-hidden="true" />
      </button>
      <BreadcrumbNav page={page} fallbackTitle={fallbackTitle} />
      <div className="nav-bar__announcements">
        <AnnouncementSlot />
      </div>
      <div className="nav-bar__tools">
        <button
          type="button"
          className="nav-bar__search"
          onClick={onOpenSearch}
          aria-keyshortcuts="Control+K Meta+K"
        >
          <span className="pi pi-search" aria-hidden="true" />
          <span className="nav-bar__search-label">{t('search.open')}</span>
          <kbd className="nav-bar__kbd">{t('search.shortcut')}</kbd>
        </button>
        <MessageBellSlot />
        {errorCount > 0 && (
          <button
            type="button"
            className="nav-bar__icon-button nav-bar__errors"
            onClick={onOpenErrorLog}
            aria-label={t('errorLog.open', { count: errorCount })}
          >
            <span className="pi pi-exclamation-circle" aria-hidden="true" />
            <span className="p-badge p-component p-badge-danger nav-bar__error-count" aria-hidden="true">
              {errorCount}
            </span>
          </button>
        )}
        <Link href={TUTORIAL_PATH} className="nav-bar__tutorial">
          <span className="pi pi-question-circle" aria-hidden="true" />
          <span className="nav-bar__tutorial-label">{t('tutorial')}</span>
        </Link>
        <LanguagePicker className="nav-bar__language" />
        {showSettings && (
          <button
            type="button"
            className="nav-bar__icon-button"
            onClick={onOpenSettings}
            aria-label={t('settings.open')}
          >
            <span className="pi pi-cog" aria-hidden="true" />
          </button>
        )}
        <UserMenu />
      </div>
    </div>
  )
}
