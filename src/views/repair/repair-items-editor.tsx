// The lines of a quote or a finished job: kind, name, unit price (entered in yuan, kept in
// fen) and quantity, with the total; each refusal shows at its field.
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import { InputNumber } from 'primereact/inputnumber'
import { InputText } from 'primereact/inputtext'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatYuan } from '../../../contract/format/yuan.ts'
import { MAX_REPAIR_ITEMS, REPAIR_ITEM_KINDS } from '../../../contract/repair.constants.ts'
import { itemsTotal, type RepairItemDraft } from '../../machines/repair/repair-step-form.ts'
import { FormField } from '../shared/form-field.tsx'
import { MoneyInput } from '../shared/money-input.tsx'

export function RepairItemsEditor({
  items,
  onChange,
  message,
}: {
  items: RepairItemDraft[]
  onChange: (items: RepairItemDraft[]) => void
  /** The translated refusal of a field (`items`, `items.0.name`...). */
  message: (field: string) => string | undefined
}) {
  const { t } = useTranslation('repair')
  const base = useId()
  const set = (i: number, patch: Partial<RepairItemDraft>) =>
    onChange(items.map((item, j) => (j === i ? { ...item, ...patch } : item)))
  const kinds = REPAIR_ITEM_KINDS.map((k) => ({ label: t(`kinds.${k}`), value: k }))
  return (
    <fieldset className="repair-items">
      <legend>{t('detail.items')}</legend>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id until saved; their order is their identity
        <div className="repair-item-row" key={i}>
          <FormField id={`${base}-kind-${i}`} label={t('fields.itemKind')}>
            <Dropdown value={item.kind} options={kinds} onChange={(e) => set(i, { kind: e.value })} />
          </FormField>
          <FormField id={`${base}-name-${i}`} label={t('fields.itemName')} error={message(`items.${i}.name`)}>
            <InputText value={item.name} onChange={(e) => set(i, { name: e.target.value })} />
          </FormField>
          <FormField
            id={`${base}-price-${i}`}
            label={t('fields.unitPrice')}
            error={message(`items.${i}.unitPrice`)}
          >
            <MoneyInput fen={item.unitPrice} onFenChange={(unitPrice) => set(i, { unitPrice })} />
          </FormField>
          <FormField
            id={`${base}-qty-${i}`}
            label={t('fields.quantity')}
            error={message(`items.${i}.quantity`)}
          >
            <InputNumber
              value={item.quantity}
              useGrouping={false}
              onChange={(e) => set(i, { quantity: e.value })}
            />
          </FormField>
          <Button
            type="button"
            icon="pi pi-trash"
            text
            severity="danger"
            aria-label={t('detail.removeItem', { n: i + 1 })}
            onClick={() => onChange(items.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      {message('items') && (
        <small className="p-error" role="alert">
          {message('items')}
        </small>
      )}
      <div className="repair-steps">
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('detail.addItem')}
          outlined
          size="small"
          disabled={items.length >= MAX_REPAIR_ITEMS}
          onClick={() => onChange([...items, { kind: 'PART', name: '', unitPrice: null, quantity: 1 }])}
        />
        <strong className="repair-money">
          {t('detail.itemsTotal', { amount: formatYuan(itemsTotal(items)) })}
        </strong>
      </div>
    </fieldset>
  )
}
