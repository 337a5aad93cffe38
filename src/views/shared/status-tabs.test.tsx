// @vitest-environment happy-dom
// The status tabs' counts as a user reads them: a count, a dash while the counts load, and a
// count the server stopped at its cap (a broad search) as "1,000+" in the user's language.
import i18next from 'i18next'
import { act } from 'react'
import { initReactI18next } from 'react-i18next'
import { beforeAll, expect, it } from 'vitest'
import { render } from '../../../tests/unit/shared/render-dom.tsx'
import { resources } from '../../locales/resources.ts'
import { StatusTabs } from './status-tabs.tsx'

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources, fallbackLng: 'en', interpolation: { escapeValue: false } })
})

const tabs = [
  { key: 'ALL', label: 'All', count: 1000, capped: true },
  { key: 'OFF', label: 'Off shelf', count: 3 },
  { key: 'LOW', label: 'Low stock', count: undefined },
] as const

const countsOf = (host: HTMLElement) =>
  [...host.querySelectorAll('[data-testid^="status-count-"]')].map((c) => c.textContent)

it('reads a capped count as "at least", a plain count as it is, and a dash while loading', async () => {
  const host = render(<StatusTabs label="Products" tabs={tabs} selected="ALL" onSelect={() => {}} />)
  expect(countsOf(host)).toEqual(['1,000+', '3', '–'])
  await act(() => i18next.changeLanguage('es'))
  expect(countsOf(host)).toEqual(['1000+', '3', '–'])
  await act(() => i18next.changeLanguage('en'))
})
