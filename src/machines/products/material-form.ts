// Form rules of the material library's naming dialog (a folder's or an image's name): the
// same limits as contract/product-setup.schema.ts.
import type { FieldErrors } from '../shared/form.machine.ts'

export function validateName(v: { name: string }, max: number): FieldErrors {
  const name = v.name.trim()
  if (name === '') return { name: { reason: 'required' } }
  if (name.length > max) return { name: { reason: 'tooLong', max } }
  return {}
}
