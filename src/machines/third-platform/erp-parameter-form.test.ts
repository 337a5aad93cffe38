import { describe, expect, it } from 'vitest'
import { checkErpParameters } from './erp-parameter-form.ts'

const fields = [
  { key: 'appKey', secret: false, value: '', isSet: false },
  { key: 'appSecret', secret: true, value: '', isSet: false },
]

describe('checkErpParameters', () => {
  it('requires every plain parameter and an unset secret, at the server’s field names', () => {
    expect(checkErpParameters({ fields }, { appKey: '  ', appSecret: '' })).toEqual({
      'parameters.appKey': { reason: 'required' },
      'parameters.appSecret': { reason: 'required' },
    })
  })

  it('keeps a secret that is already set when it is left empty', () => {
    const set = fields.map((f) => (f.secret ? { ...f, isSet: true } : f))
    expect(checkErpParameters({ fields: set }, { appKey: 'k', appSecret: '' })).toEqual({})
  })

  it('names the limit of a value that is too long', () => {
    expect(checkErpParameters({ fields }, { appKey: 'x'.repeat(201), appSecret: 's' })).toEqual({
      'parameters.appKey': { reason: 'tooLong', max: 200 },
    })
  })
})
