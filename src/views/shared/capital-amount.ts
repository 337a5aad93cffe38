// Uppercase amounts (人民币大写: 叁万柒仟元整) are a Chinese convention for receipts, statements
// and tickets: written beside the figures in the Chinese interface and on the print documents it
// draws, and nowhere else (issue 35: the English interface showed them). Every view that writes
// one asks here; the server's `amountInWords` fields go through `capitalAmountShown` too.
import { useTranslation } from 'react-i18next'
import { formatCapitalAmount } from '../../../contract/format/capital-amount.ts'

/** Whether amounts in Chinese uppercase belong in an interface (or document) in this language. */
export function capitalAmountShown(language: string | undefined): boolean {
  return (language ?? '').slice(0, 2) === 'zh'
}

/** The uppercase writer in a Chinese interface, else null: the caller leaves the words out. */
export function useCapitalAmount(): ((fen: number) => string) | null {
  const { i18n } = useTranslation()
  return capitalAmountShown(i18n.resolvedLanguage) ? formatCapitalAmount : null
}
