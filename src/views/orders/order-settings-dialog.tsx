// The seller's order settings (getOrderSettings, saveOrderSettings), opened from the order list:
// how long a placed order waits for its payment before it cancels itself (15 minutes .. 15 days,
// 24 hours by default), and the delivery note's sender and footer (an empty sender field prints
// the business profile's, which its hint shows). Loaded lazily: the order list pays for it only
// when it opens.
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { useState } from 'react'
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
  const [defaults, setDefaults] = useState<OrderSettings['senderDefaults']>()
  const form = useDialogForm<OrderSettingsDraft, OrderSettings>({
    load: async (signal) => {
      const settings = await getOrderSettings(signal)
      setDefaults(settings.senderDefaults)
      return toOrderSettingsDraft(settings)
    },
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
          <h3 className="order-settings__section">{t('settings.deliveryNote')}</h3>
          {(
            [
              ['senderName', 'name'],
              ['senderAddress', 'address'],
              ['senderPhone', 'phone'],
            ] as const
          ).map(([field, key]) => (
            <FormField
              key={field}
              id={`order-settings-${field}`}
              label={t(`settings.${field}`)}
              error={form.message(field)}
              hint={
                defaults?.[key]
                  ? t('settings.senderHint', { value: defaults[key] })
                  : t('settings.senderHintNone')
              }
            >
              <InputText
                value={v[field]}
                inputMode={field === 'senderPhone' ? 'tel' : undefined}
                onChange={(e) => form.change({ [field]: e.target.value })}
              />
            </FormField>
          ))}
          <FormField
            id="order-settings-footer"
            label={t('settings.footer')}
            error={form.message('deliveryNoteFooter')}
            hint={t('settings.footerHint')}
          >
            <InputTextarea
              rows={2}
              autoResize
              value={v.deliveryNoteFooter}
              onChange={(e) => form.change({ deliveryNoteFooter: e.target.value })}
            />
          </FormField>
        </div>
      )}
    </FormDialog>
  )
}

export default OrderSettingsDialog
