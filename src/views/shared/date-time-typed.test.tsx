// @vitest-environment happy-dom
// The date-and-time field takes a typed date and time the way the interface writes it in each
// language (and the calendar's own way), as the business wall-clock time.
import i18next from 'i18next'
import { act, type ComponentType, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { resources } from '../../locales/resources.ts'
import { formatDateTime } from './date-time.ts'
import { parseTypedDateTime } from './date-time-typed.ts'

type CalendarProps = { id: string; value: string; onChange: (iso: string) => void }
let DateTimeCalendar: ComponentType<CalendarProps>
beforeAll(async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  await i18next.init({ lng: 'en', resources, fallbackLng: 'en', interpolation: { escapeValue: false } })
  DateTimeCalendar = (await import('./date-time-calendar.tsx')).default
})

function Field({ tell }: { tell: (iso: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <DateTimeCalendar
      id="at"
      value={value}
      onChange={(iso) => {
        tell(iso)
        setValue(iso)
      }}
    />
  )
}

/** Types `text` into a fresh field in `language` and leaves it; what the form was told last. */
async function typeInto(language: string, text: string): Promise<{ told: string; shown: string }> {
  await i18next.changeLanguage(language)
  let told = 'nothing'
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  await act(async () =>
    root.render(
      <Field
        tell={(iso) => {
          told = iso
        }}
      />,
    ),
  )
  const input = host.querySelector('input') as HTMLInputElement
  input.focus()
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await act(async () => input.blur())
  const shown = input.value
  await act(async () => root.unmount())
  host.remove()
  return { told, shown }
}

// 00:00 on 27 November 2026 in the business time zone (UTC+8).
const MIDNIGHT = '2026-11-26T16:00:00.000Z'

describe('typed dates and times', () => {
  it.each(['zh', 'en', 'es', 'ja'])(
    '%s: the interface’s own writing of a date and time',
    async (language) => {
      const typed = formatDateTime(MIDNIGHT, language)
      expect((await typeInto(language, typed)).told).toBe(MIDNIGHT)
    },
  )

  it.each([
    ['zh', '2026-11-27 00:00'],
    ['zh', '2026/11/27 0:00'],
    ['en', '11/27/2026 00:00'],
    ['es', '27/11/2026 00:00'],
    ['ja', '2026/11/27'],
  ])('%s: %s', async (language, typed) => {
    expect((await typeInto(language, typed)).told).toBe(MIDNIGHT)
  })

  it('reads afternoon markers and refuses what is not a date', () => {
    expect(parseTypedDateTime('Mar 5, 2026, 3:30 PM', 'en')?.getHours()).toBe(15)
    expect(parseTypedDateTime('2026年3月5日 下午3:30', 'zh')?.getHours()).toBe(15)
    expect(parseTypedDateTime('2026-02-31 00:00', 'zh')).toBeNull()
    expect(parseTypedDateTime('2026-11-27 24:00', 'zh')).toBeNull()
    expect(parseTypedDateTime('tomorrow', 'en')).toBeNull()
  })
})
