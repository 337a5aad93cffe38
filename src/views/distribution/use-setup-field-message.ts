// Validation reasons of the set-up calls (notAnImage, aboveStock, ...) live in the
// distributionSetup namespace; limits and the common reasons come from the shared form pattern.
import { useFieldMessage } from '../shared/form-field.tsx'

export function useSetupFieldMessage() {
  return useFieldMessage('distribution-setup')
}
