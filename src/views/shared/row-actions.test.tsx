// @vitest-environment happy-dom
// A row's actions: buttons named for the row they act on, in PrimeReact's button classes for each
// variant (plain buttons since issue 37: a list draws one per action and row), disabled ones
// inert, and a click runs the action.
import { act } from 'react'
import { expect, it, vi } from 'vitest'
import { render } from '../../../tests/unit/shared/render-dom.tsx'
import { RowActions } from './row-actions.tsx'

it('draws each action as a button named for its row, styled by its variant', () => {
  const edit = vi.fn()
  const remove = vi.fn()
  const host = render(
    <RowActions
      subject="Gold"
      actions={[
        { label: 'Edit', onClick: edit },
        false,
        { label: 'Delete', danger: true, onClick: remove },
        { label: 'Accept', variant: 'filled', onClick: () => {} },
        { label: 'Reject', variant: 'outlined', danger: true, disabled: true, onClick: remove },
      ]}
    />,
  )
  const buttons = [...host.querySelectorAll('button')]
  expect(buttons.map((b) => [b.getAttribute('aria-label'), b.textContent, b.type])).toEqual([
    ['Edit Gold', 'Edit', 'button'],
    ['Delete Gold', 'Delete', 'button'],
    ['Accept Gold', 'Accept', 'button'],
    ['Reject Gold', 'Reject', 'button'],
  ])
  const classes = buttons.map((b) => [...b.classList].sort().join(' '))
  expect(classes).toEqual([
    'p-button p-button-sm p-button-text p-component',
    'p-button p-button-danger p-button-sm p-button-text p-component',
    'p-button p-button-sm p-component',
    'p-button p-button-danger p-button-outlined p-button-sm p-component p-disabled',
  ])
  act(() => buttons[0]?.click())
  act(() => buttons[3]?.click())
  expect(edit).toHaveBeenCalledTimes(1)
  expect(remove).not.toHaveBeenCalled()
  expect(buttons[3]?.disabled).toBe(true)
})
