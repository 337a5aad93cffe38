import { describe, expect, it } from 'vitest'
import { clientAddressOf, trustedProxiesOf } from './client-address.ts'

describe('the client address behind proxies', () => {
  const proxies = trustedProxiesOf(' 10.0.0.1, 10.0.0.2 ,')

  it('ignores X-Forwarded-For from a connection that is not a trusted proxy', () => {
    expect(clientAddressOf('198.51.100.7', '1.2.3.4', proxies)).toBe('198.51.100.7')
    expect(clientAddressOf('198.51.100.7', '1.2.3.4', trustedProxiesOf(undefined))).toBe('198.51.100.7')
  })

  it('takes the right-most address a trusted proxy did not write', () => {
    // The client wrote "1.2.3.4" itself to pose as someone else; the proxy appended the real one.
    expect(clientAddressOf('10.0.0.1', '1.2.3.4, 203.0.113.9', proxies)).toBe('203.0.113.9')
    expect(clientAddressOf('10.0.0.1', '203.0.113.9, 10.0.0.2', proxies)).toBe('203.0.113.9')
  })

  it('falls back to the socket when the header is missing or names only proxies', () => {
    expect(clientAddressOf('10.0.0.1', undefined, proxies)).toBe('10.0.0.1')
    expect(clientAddressOf('10.0.0.1', '10.0.0.2', proxies)).toBe('10.0.0.1')
    expect(clientAddressOf(undefined, undefined, proxies)).toBe('unknown')
  })
})
