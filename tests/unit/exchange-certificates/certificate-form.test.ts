// The card and application forms' checks: the same limits and patterns as the contract, so
// the user is told at the field before anything is sent.
import { describe, expect, it } from 'vitest'
import { createCertificateRequest } from '../../../contract/exchange-certificates.schema.ts'
import {
  emptyCertificate,
  toCertificateRequest,
  validateApply,
  validateCertificate,
} from '../../../src/machines/exchange-certificates/certificate-form.ts'

const filled = {
  ...emptyCertificate({ companyName: '贝斯特商贸有限公司', contactName: '陶贝' }),
  title: '销售名片',
  phone: '138 0013 8000',
}

describe('certificate form', () => {
  it('asks for the required fields of a blank card', () => {
    expect(validateCertificate(emptyCertificate())).toEqual({
      title: { reason: 'required' },
      companyName: { reason: 'required' },
      contactName: { reason: 'required' },
      phone: { reason: 'required' },
    })
    expect(validateCertificate(filled)).toEqual({})
  })

  it.each([
    ['phone', '12ab', 'phone'],
    ['phone', '+86 138-0013-8000', undefined],
    ['email', 'name@', 'email'],
    ['email', 'name@example.com', undefined],
    ['intro', 'x'.repeat(1001), 'tooLong'],
  ] as const)('%s %j → %s, as the server decides', (field, value, reason) => {
    const draft = { ...filled, [field]: value }
    expect(validateCertificate(draft)[field]?.reason).toBe(reason)
    const server = createCertificateRequest.safeParse(toCertificateRequest(draft))
    expect(server.success ? undefined : server.error.issues[0]?.message).toBe(reason)
  })

  it('needs one of the user’s cards to apply; the message has a limit', () => {
    expect(validateApply({ applicantCertificateId: '', message: '' })).toEqual({
      applicantCertificateId: { reason: 'required' },
    })
    expect(validateApply({ applicantCertificateId: '3', message: 'x'.repeat(501) }).message?.reason).toBe(
      'tooLong',
    )
  })
})
