// @vitest-environment happy-dom
// The login card's field and submit button, as the password form and the one-time code form use
// them: a missing value is announced at its field, and a busy submit cannot be pressed twice.
import { expect, it } from 'vitest'
import { render } from '../../../tests/unit/shared/render-dom.tsx'
import { LoginField, LoginSubmit } from './login-card-controls.tsx'

it('ties the error to its input and marks it invalid, and shows nothing when the value is fine', () => {
  const host = render(
    <>
      <LoginField id="user" label="User name" error="Enter your user name" value="" onValue={() => {}} />
      <LoginField id="pass" label="Password" error={undefined} type="password" value="x" onValue={() => {}} />
    </>,
  )
  const user = host.querySelector<HTMLInputElement>('#user')
  expect(host.querySelector('label[for="user"]')?.textContent).toBe('User name')
  expect(user?.getAttribute('aria-invalid')).toBe('true')
  expect(document.getElementById(user?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Enter your user name',
  )
  const pass = host.querySelector<HTMLInputElement>('#pass')
  expect(pass?.type).toBe('password')
  expect(pass?.getAttribute('aria-invalid')).toBe('false')
  expect(pass?.hasAttribute('aria-describedby')).toBe(false)
  expect(host.querySelectorAll('.field-error')).toHaveLength(1)
})

it('disables the submit button with a spinner while busy', () => {
  const host = render(
    <>
      <LoginSubmit label="Sign in" busy />
      <LoginSubmit label="Verify" busy={false} />
    </>,
  )
  const [busy, ready] = [...host.querySelectorAll('button')]
  expect(busy?.disabled).toBe(true)
  expect(busy?.getAttribute('aria-busy')).toBe('true')
  expect(busy?.querySelector('.pi-spinner')).not.toBeNull()
  expect(ready?.disabled).toBe(false)
  expect(ready?.textContent).toBe('Verify')
  expect(ready?.querySelector('.pi-spinner')).toBeNull()
})
