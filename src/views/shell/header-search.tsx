import { useSelector } from '../shared/actors.ts'
import { Dialog } from 'primereact/dialog'
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { searchablePages, titleKey } from '../../routes/route-access.ts'
import { LANGUAGE_CODES } from '../../machines/shell/settings.machine.ts'
import { useRoutingRef } from '../../root-context.tsx'
import { searchPages } from './page-search.ts'

type PinyinTable = Record<string, string>

/** The pinyin of the Chinese titles (page-pinyin.json), loaded the first time the search opens. */
function usePagePinyin(chinese: boolean): PinyinTable | undefined {
  const [table, setTable] = useState<PinyinTable | undefined>(undefined)
  useEffect(() => {
    if (!chinese || table) return
    let live = true
    import('./page-pinyin.json')
      .then((m) => {
        if (live) setTable(m.default)
      })
      // Without the table the search still finds pages by their titles' text.
      .catch(() => {})
    return () => {
      live = false
    }
  }, [chinese, table])
  return chinese ? table : undefined
}

/**
 * Header search over the pages the user may open, by their titles in the current language,
 * and in Chinese also by pinyin ("huiyuan", "hygl" -> 会员管理; page-search.ts).
 */
export default function HeaderSearch({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const { t, i18n } = useTranslation('shell')
  // Pinyin and the titles in every language, whatever the interface language: a merchant who
  // knows a page as "huiyuan" or "Orders" finds it in any of them.
  const pinyin = usePagePinyin(visible)
  const routes = useSelector(useRoutingRef(), (s) => s.context.routes)
  const [, navigate] = useLocation()
  const [query, setQuery] = useState('')
  const [highlight, setHighlight] = useState(0)
  const listId = useId()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)

  const candidates = useMemo(
    () =>
      searchablePages(routes).map((page) => {
        const title = t(titleKey(page.route))
        const group = page.group ? t(titleKey(page.group)) : ''
        const hit = { page, title, group }
        const zh = i18n.getFixedT('zh')
        return {
          item: hit,
          title,
          group,
          path: page.route.path,
          otherTitles: LANGUAGE_CODES.map((lng) => i18n.getFixedT(lng)(titleKey(page.route))),
          titlePinyin: pinyin?.[zh(titleKey(page.route))],
          groupPinyin: page.group ? pinyin?.[zh(titleKey(page.group))] : undefined,
        }
      }),
    [routes, t, i18n, pinyin],
  )
  const results = useMemo(() => searchPages(candidates, query), [candidates, query])

  useEffect(() => {
    if (visible) {
      setQuery('')
      setHighlight(0)
    }
  }, [visible])

  function open(index: number) {
    const hit = results[index]
    if (!hit) return
    onHide()
    navigate(hit.page.route.path)
  }

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setHighlight((h) => Math.min(results.length - 1, h + 1))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setHighlight((h) => Math.max(0, h - 1))
    } else if (e.key === 'Enter') {
      e.preventDefault()
      open(highlight)
    }
  }

  const optionId = (i: number) => `${listId}-${i}`
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={t('search.open')}
      className="header-search"
      position="top"
      dismissableMask
      draggable={false}
      resizable={false}
      blockScroll
      // The field, not the close button, takes the focus: typing may start at once after Ctrl+K.
      focusOnShow={false}
      onShow={() => input.current?.focus()}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.open')}
      </label>
      <div className="header-search__field">
        <span className="pi pi-search" aria-hidden="true" />
        <input
          ref={input}
          autoFocus
          id={inputId}
          className="p-inputtext p-component header-search__input"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results[highlight] ? optionId(highlight) : undefined}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            setHighlight(0)
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div id={listId} role="listbox" aria-label={t('search.results')} className="header-search__results">
        {results.map((hit, i) => (
          <div
            key={hit.page.route.id}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === highlight}
            className={i === highlight ? 'is-highlighted' : undefined}
            onMouseEnter={() => setHighlight(i)}
            onClick={() => open(i)}
            onKeyDown={onKeyDown}
          >
            <span
              className={`${hit.page.group?.icon ?? hit.page.route.icon ?? 'pi pi-file'} header-search__icon`}
              aria-hidden="true"
            />
            <span className="header-search__title">{hit.title}</span>
            {hit.group && <span className="header-search__group">{hit.group}</span>}
          </div>
        ))}
      </div>
      {results.length === 0 && <p className="header-search__empty">{t('search.empty', { query })}</p>}
      <p className="header-search__hint">{t('search.hint')}</p>
    </Dialog>
  )
}
