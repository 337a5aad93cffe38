// The one money input: the merchant types yuan with two decimals, the form keeps integer fen
// (money is fen everywhere; contract/format/yuan.ts converts). Like every number field it reports
// on each key (docs/decisions.md, "Number fields send their value on every keystroke"). It takes
// the id and aria attributes FormField gives its control.
import { InputNumber, type InputNumberProps } from 'primereact/inputnumber'
import { fenToYuan, yuanToFen } from '../../../contract/format/yuan.ts'

export interface MoneyInputProps
  extends Omit<InputNumberProps, 'value' | 'onChange' | 'onValueChange' | 'mode' | 'min' | 'max'> {
  /** The amount in fen; null when empty. */
  fen: number | null
  onFenChange: (fen: number | null) => void
  /** Limits in fen (the contract's). */
  minFen?: number
  maxFen?: number
}

export function MoneyInput({ fen, onFenChange, minFen = 0, maxFen, ...rest }: MoneyInputProps) {
  return (
    <InputNumber
      minFractionDigits={2}
      maxFractionDigits={2}
      {...rest}
      mode="decimal"
      value={fen === null ? null : fenToYuan(fen)}
      min={fenToYuan(minFen)}
      {...(maxFen === undefined ? {} : { max: fenToYuan(maxFen) })}
      onChange={(e) => onFenChange(e.value === null || e.value === undefined ? null : yuanToFen(e.value))}
    />
  )
}
