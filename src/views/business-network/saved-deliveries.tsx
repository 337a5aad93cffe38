// The buyer's earlier deliveries in the cart (getOwnDeliveryAddresses): choosing one fills the
// receiver, phone and address, which stay editable. Nothing shows for a buyer that never ordered.
import { Dropdown } from 'primereact/dropdown'
import { useTranslation } from 'react-i18next'
import type { DeliveryAddress } from '../../../contract/business-profile.schema.ts'
import { getOwnDeliveryAddresses } from '../../services/business-profile.api.ts'
import { FormField } from '../shared/form-field.tsx'
import { useLoad } from '../shared/use-load.ts'

export function SavedDeliveries({ onChoose }: { onChoose: (delivery: DeliveryAddress) => void }) {
  const { t } = useTranslation('business-profile')
  const saved = useLoad((signal) => getOwnDeliveryAddresses(signal))
  const list = saved.data ?? []
  if (list.length === 0) return null
  return (
    <div className="wide">
      <FormField id="busi-order-saved-delivery" label={t('order.savedDelivery')}>
        <Dropdown
          value={null}
          options={list.map((d, i) => ({
            value: i,
            label: `${d.receiverName} · ${d.receiverPhone} · ${d.address}`,
          }))}
          placeholder={t('order.chooseSavedDelivery', { count: list.length })}
          onChange={(e) => {
            const chosen = list[e.value as number]
            if (chosen) onChoose(chosen)
          }}
        />
      </FormField>
    </div>
  )
}
