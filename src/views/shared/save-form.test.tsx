// @vitest-environment happy-dom
// The shared settings form: named for assistive technology, submitting (by the save button or
// Enter) goes to the form machine instead of reloading the page, and a failed save shows above
// the fields.
import { act } from 'react'
import { expect, it } from 'vitest'
import { LongTextField, SaveForm } from './save-form.tsx'
import { render } from '../../../tests/unit/shared/render-dom.tsx'

it('submits through the form, not the browser, and names the form', () => {
  let submits = 0
  const host = render(
    <SaveForm
      form={{ busy: false, error: undefined, submit: () => submits++ }}
      label="Supplier info"
      fields={<input />}
    />,
  )
  const form = host.querySelector('form')
  expect(form?.getAttribute('aria-label')).toBe('Supplier info')
  const save = host.querySelector<HTMLButtonElement>('button[type="submit"]')
  act(() => save?.click())
  expect(submits).toBe(1)
})

it('shows a failed save above the fields', () => {
  const host = render(
    <SaveForm
      form={{ busy: false, error: { message: 'disk full', code: 50000 }, submit: () => {} }}
      label="Supplier info"
      fields={<input id="first-field" />}
    />,
  )
  const alert = host.querySelector('[role="alert"]')
  expect(alert).not.toBeNull()
  const first = host.querySelector('#first-field')
  expect(
    alert && first && alert.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy()
})

it('a long text field is labelled, counts its characters and reports the new text', () => {
  const changes: string[] = []
  const host = render(
    <LongTextField
      id="intro"
      label="Introduction"
      error={undefined}
      value="hello"
      max={200}
      rows={3}
      onChange={(text) => changes.push(text)}
    />,
  )
  const area = host.querySelector<HTMLTextAreaElement>('textarea#intro')
  expect(host.querySelector('label[for="intro"]')?.textContent).toBe('Introduction')
  expect(host.textContent).toContain('5')
  expect(area?.value).toBe('hello')
  act(() => {
    if (!area) return
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, 'hello!')
    area.dispatchEvent(new Event('input', { bubbles: true }))
  })
  expect(changes).toEqual(['hello!'])
})
