// Per-store minimum order money on the supplier page: set one (the one form pattern) and list
// or remove the ones set.
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FEN } from '../../../contract/distribution-setup.constants.ts'
import type { StoreMinOrderMoneyItem } from '../../../contract/distribution-setup.schema.ts'
import { formatYuan } from '../../../contract/format/yuan.ts'
import {
  emptyStoreMinimum,
  type StoreMinimumDraft,
  storeMinimumRequest,
  validateStoreMinimum,
} from '../../machines/distribution/setup-forms.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { ConfirmDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField, useLimitHint } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useForm } from '../shared/use-form.ts'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { useLoad } from '../shared/use-load.ts'

export function StoreMinimums({
  items,
  onChanged,
}: {
  items: StoreMinOrderMoneyItem[]
  onChanged: () => void
}) {
  const { t, i18n } = useTranslation('distribution-setup')
  const { show } = usePageToast()
  const limitHint = useLimitHint()
  const [keyword, setKeyword] = useState('')
  const stores = useLoad((signal) => api.searchMemberStores('', signal))
  const [removing, setRemoving] = useState<StoreMinOrderMoneyItem | undefined>(undefined)
  const save = useForm<StoreMinimumDraft>({
    values: emptyStoreMinimum,
    validate: validateStoreMinimum,
    submit: (d) => {
      const { storePartyId, minOrderMoney } = storeMinimumRequest(d)
      return api.saveStoreMinOrderMoney(storePartyId, minOrderMoney)
    },
    onSubmitted: () => {
      show('success', t('supplier.storeSaved'))
      save.reset(emptyStoreMinimum)
      onChanged()
    },
    ns: 'distribution-setup',
  })
  const remove = useFormSubmit(
    (v: { storePartyId: string }) => api.removeStoreMinOrderMoney(v.storePartyId),
    () => {
      show('success', t('supplier.storeRemoved'))
      setRemoving(undefined)
      remove.reset()
      onChanged()
    },
  )
  const options = (stores.data?.list ?? [])
    .filter((m) => !keyword || m.name.includes(keyword))
    .map((m) => ({ label: m.name, value: m.partyId }))
  return (
    <div className="setup-section">
      <h2>{t('supplier.storeMinimums')}</h2>
      <p className="field-hint">{t('supplier.storeMinimumsHint')}</p>
      <ErrorNotice error={save.error ?? remove.error ?? stores.error} />
      <div className="setup-form">
        <FormField id="store-party" label={t('fields.store')} error={save.message('storePartyId')}>
          <Dropdown
            value={save.values.storePartyId}
            options={options}
            filter
            onFilter={(e) => setKeyword(e.filter)}
            placeholder={t('fields.choose')}
            onChange={(e) => save.change({ storePartyId: e.value })}
          />
        </FormField>
        <FormField
          id="store-amount"
          label={t('fields.storeMinOrderMoneyYuan')}
          error={save.message('minOrderMoney')}
          hint={limitHint({ min: FEN.min / 100, max: FEN.max / 100 })}
        >
          <InputText
            inputMode="decimal"
            value={save.values.minOrderMoney}
            onChange={(e) => save.change({ minOrderMoney: e.target.value })}
          />
        </FormField>
        <div className="setup-form-actions">
          <Button
            type="button"
            label={t('actions.setStoreMinimum')}
            loading={save.busy}
            onClick={() => save.submit()}
          />
        </div>
      </div>
      <DataTable
        // PrimeReact memoizes body cells: a new language must redraw them.
        key={i18n.language}
        value={items}
        dataKey="storePartyId"
        size="small"
        emptyMessage={t('supplier.noStoreMinimums')}
        aria-label={t('supplier.storeMinimums')}
      >
        <Column field="storeName" header={t('fields.store')} />
        <Column
          header={t('fields.minOrderMoney')}
          body={(r: StoreMinOrderMoneyItem) => formatYuan(r.minOrderMoney)}
        />
        <Column
          header={t('fields.updatedAt')}
          body={(r: StoreMinOrderMoneyItem) => formatDateTime(r.updatedAt)}
        />
        <Column
          header={t('fields.actions')}
          body={(r: StoreMinOrderMoneyItem) => (
            <Button
              size="small"
              text
              severity="danger"
              label={t('actions.remove')}
              aria-label={`${t('actions.remove')} ${r.storeName}`}
              onClick={() => setRemoving(r)}
            />
          )}
        />
      </DataTable>
      <ConfirmDialog
        visible={removing !== undefined}
        title={t('supplier.removeStoreTitle')}
        confirmLabel={t('actions.remove')}
        danger
        busy={remove.busy}
        onConfirm={() => removing && remove.send({ storePartyId: removing.storePartyId })}
        onCancel={() => setRemoving(undefined)}
      >
        <p>{t('supplier.removeStoreConfirm', { name: removing?.storeName ?? '' })}</p>
      </ConfirmDialog>
    </div>
  )
}
