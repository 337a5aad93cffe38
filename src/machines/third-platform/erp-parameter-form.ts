// The ERP parameter form's rules (/third-platform/platform), the same as the server's
// (savePartyErpParameter): every plain parameter is required, a secret is required until one
// is stored (left empty, the stored one is kept), and no value is longer than the limit.
// Field names are the server's (`parameters.<key>`), so its refusals land on the same field.
import { MAX_ERP_PARAMETER_LENGTH } from '../../../contract/third-platform.constants.ts'
import type { ErpParameters } from '../../../contract/third-platform.schema.ts'
import type { FieldError } from '../shared/form.machine.ts'

export function checkErpParameters(
  p: Pick<ErpParameters, 'fields'>,
  values: Record<string, string>,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {}
  for (const f of p.fields) {
    const v = (values[f.key] ?? '').trim()
    if (v.length > MAX_ERP_PARAMETER_LENGTH)
      errors[`parameters.${f.key}`] = { reason: 'tooLong', max: MAX_ERP_PARAMETER_LENGTH }
    else if (v === '' && !(f.secret && f.isSet)) errors[`parameters.${f.key}`] = { reason: 'required' }
  }
  return errors
}
