// @vitest-environment happy-dom
// The label preview says why a code cannot print instead of leaving a blank label (issue 35).
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { beforeAll, expect, it } from 'vitest'
import enProductSetup from '../../../src/locales/en/product-setup.json'
import { resources } from '../../../src/locales/resources.ts'
import { BarcodeLabel } from '../../../src/views/products/barcode-label.tsx'

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { ...resources.en, 'product-setup': enProductSetup } },
    interpolation: { escapeValue: false },
  })
})

async function label(code: string) {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  await act(async () => root.render(<BarcodeLabel code={code} caption="保温杯 500ml" />))
  return { host, done: () => act(async () => root.unmount()).then(() => host.remove()) }
}

it('shows why a code with a wrong check digit cannot print, and draws a good one', async () => {
  const bad = await label('6920000000001')
  expect(bad.host.querySelector('[role="alert"]')?.textContent).toBe(
    '6920000000001 — The check digit is wrong.',
  )
  expect(bad.host.querySelector('svg')).toBeNull()
  expect(bad.host.textContent).toContain('保温杯 500ml')
  await bad.done()
  const good = await label('6920000000005')
  expect(good.host.querySelector('[role="alert"]')).toBeNull()
  expect(good.host.querySelector('svg[aria-label="6920000000005"]')).not.toBeNull()
  await good.done()
})
