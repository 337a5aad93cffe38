// The seller's order settings (getOrderSettings, saveOrderSettings), opened from the order list:
// how long a placed order waits for its payment before it cancels itself (15 minutes .. 15 days,
// 24 hours by default). Loaded lazily: the order list pays for it only when it opens.
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { useTranslation } from 'react-i18next'
import { PAY_TIMEOUT_UNITS } from '../../../contract/orders.constants.ts'
import type { OrderSettings } from '../../../contract/orders.schema.ts'
import {
  type OrderSettingsDraft,
  toOrderSettingsDraft,
  toOrderSettingsRequest,
  validateOrderSettings,
} from '../../machines/orders/order-settings-form.ts'
import { getOrderSettings, saveOrderSettings } from '../../services/orders.api.ts'
import { FormDialog, useDialogForm } from '../shared/form-dialog.tsx'
import { FormField } from '../shared/form-field.tsx'

export function OrderSettingsDialog({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('orders')
  const form = useDialogForm<OrderSettingsDraft, OrderSettings>({
    load: async (signal) => toOrderSettingsDraft(await getOrderSettings(signal)),
    validate: validateOrderSettings,
    submit: (v, signal) => saveOrderSettings(toOrderSettingsRequest(v), signal),
    onSubmitted: () => onDone(),
    ns: 'orders',
  })
  const v = form.values
  return (
    <FormDialog
      title={t('settings.title')}
      confirmLabel={t('settings.confirm')}
      form={form}
      onCancel={onCancel}
    >
      {form.loading || form.loadFailed ? (
        form.loading && <p className="order-muted">{t('settings.loading')}</p>
      ) : (
        <div className="order-settings">
          <FormField
            id="order-settings-pay-timeout"
            label={t('settings.payTimeout')}
            error={form.message('payTimeoutMinutes')}
            hint={t('settings.payTimeoutHint')}
          >
            <InputText
              inputMode="numeric"
              value={v.payTimeoutMinutes}
              onChange={(e) => form.change({ payTimeoutMinutes: e.target.value })}
            />
          </FormField>
          <FormField id="order-settings-unit" label={t('settings.unitLabel')}>
            <Dropdown
              value={v.unit}
              options={PAY_TIMEOUT_UNITS.map((u) => ({ label: t(`settings.unit.${u}`), value: u }))}
              onChange={(e) => form.change({ unit: e.value })}
            />
          </FormField>
        </div>
      )}
    </FormDialog>
  )
}

export default OrderSettingsDialog
