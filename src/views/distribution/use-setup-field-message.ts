// Validation reasons of the set-up calls (notAnImage, tooLarge, aboveStock, ...) live in the
// distributionSetup namespace; the common ones come from the shared form pattern.
import { useTranslation } from 'react-i18next'
import { useFieldMessage } from '../shared/form-field.tsx'

export function useSetupFieldMessage() {
  const { t, i18n } = useTranslation('distributionSetup')
  const shared = useFieldMessage()
  return (reason: string | undefined) => {
    if (reason === undefined) return undefined
    return i18n.exists(`distributionSetup:validation.${reason}`) ? t(`validation.${reason}`) : shared(reason)
  }
}
