// @vitest-environment happy-dom
// A draft's text field: one line or a textarea, named by its label, counting against its limit,
// with the draft key's error under it.
import { expect, it } from 'vitest'
import { render } from '../../../tests/unit/shared/render-dom.tsx'
import { TextFormField } from './form-field.tsx'

const form = (message: string) => ({
  values: { message },
  change: () => {},
  message: (field: string) => (field === 'message' ? 'Too long' : undefined),
})

it('draws a textarea of the rows asked for, labelled, with its count and error', () => {
  const host = render(
    <TextFormField form={form('hello')} field="message" id="m" label="Message" max={200} rows={3} />,
  )
  const area = host.querySelector('textarea')
  expect(area?.id).toBe('m')
  expect(area?.getAttribute('rows')).toBe('3')
  expect(area?.getAttribute('aria-labelledby')).toBe('m-label')
  expect(host.querySelector('#m-hint')?.textContent).toBe('5 / 200')
  expect(host.querySelector('#m-error')?.textContent).toBe('Too long')
})

it('draws one line without a count when there is no limit', () => {
  const host = render(<TextFormField form={form('hi')} field="message" id="p" label="Phone" />)
  expect(host.querySelector('textarea')).toBeNull()
  expect(host.querySelector('input')?.id).toBe('p')
  expect(host.querySelector('#p-hint')).toBeNull()
})
