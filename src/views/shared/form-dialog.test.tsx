// @vitest-environment happy-dom
// The shared form dialog: its confirm button submits the form, its cancel button closes it,
// and a failed submit shows inside the dialog.
import { act } from 'react'
import { expect, it } from 'vitest'
import { FormDialog } from './form-dialog.tsx'
import { render } from '../../../tests/unit/shared/render-dom.tsx'

const button = (label: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === label || b.textContent === label,
  )

it('confirm submits the form, cancel closes, and a failure shows above the fields', () => {
  const calls: string[] = []
  render(
    <FormDialog
      title="Edit group"
      confirmLabel="Save"
      form={{ busy: false, error: { message: 'taken', code: 40000 }, submit: () => calls.push('submit') }}
      onCancel={() => calls.push('cancel')}
    >
      <input id="group-name" />
    </FormDialog>,
  )
  const dialog = document.querySelector('[role="dialog"]')
  expect(dialog?.textContent).toContain('Edit group')
  expect(dialog?.querySelector('[role="alert"]')).not.toBeNull()
  act(() => button('Save')?.click())
  act(() => button('actions.cancel')?.click())
  expect(calls).toEqual(['submit', 'cancel'])
})
