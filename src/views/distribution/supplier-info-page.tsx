// supplierInfo: the supplier's company card shown to members (logo upload, contact, region
// cascade, address, introduction, minimum order money) and per-store minimum order money.
import './setup-locales.ts'
import { Button } from 'primereact/button'
import { Column } from 'primereact/column'
import { DataTable } from 'primereact/datatable'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { InputTextarea } from 'primereact/inputtextarea'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { StoreMinOrderMoneyItem, SupplierInfo } from '../../../contract/distribution-setup.schema.ts'
import type { RegionChain } from '../../machines/distribution/region-cascade.machine.ts'
import * as api from '../../services/distribution-setup.api.ts'
import { ConfirmDialog } from '../shared/decision-dialogs.tsx'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { useFormSubmit } from '../shared/use-form-submit.ts'
import { dateTime, yuan } from './distribution-format.ts'
import './distribution-setup.css'
import { ImageField } from './image-field.tsx'
import { fenToYuanText, yuanToFen } from './money-input.ts'
import { RegionFields } from './region-fields.tsx'
import { useLoad } from './use-load.ts'
import { useSetupFieldMessage } from './use-setup-field-message.ts'

interface Draft {
  companyName: string
  logoUrl: string
  contactName: string
  contactPhone: string
  region: RegionChain
  address: string
  intro: string
  minOrderMoney: string
}

function draftOf(s: SupplierInfo): Draft {
  return {
    companyName: s.companyName,
    logoUrl: s.logoUrl,
    contactName: s.contactName,
    contactPhone: s.contactPhone,
    region: { provinceId: s.provinceId, cityId: s.cityId, countyId: s.countyId },
    address: s.address,
    intro: s.intro,
    minOrderMoney: fenToYuanText(s.minOrderMoney),
  }
}

function StoreMinimums({ items, onChanged }: { items: StoreMinOrderMoneyItem[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation('distributionSetup')
  const message = useSetupFieldMessage()
  const { toast, show } = usePageToast()
  const [keyword, setKeyword] = useState('')
  const stores = useLoad((signal) => api.searchMemberStores('', signal))
  const [storePartyId, setStorePartyId] = useState<string | null>(null)
  const [amount, setAmount] = useState('')
  const [removing, setRemoving] = useState<StoreMinOrderMoneyItem | undefined>(undefined)
  const save = useFormSubmit(
    (v: { storePartyId: string; minOrderMoney: number }) =>
      api.saveStoreMinOrderMoney(v.storePartyId, v.minOrderMoney),
    () => {
      show('success', t('supplier.storeSaved'))
      setAmount('')
      setStorePartyId(null)
      save.reset()
      onChanged()
    },
  )
  const remove = useFormSubmit(
    (v: { storePartyId: string }) => api.removeStoreMinOrderMoney(v.storePartyId),
    () => {
      show('success', t('supplier.storeRemoved'))
      setRemoving(undefined)
      remove.reset()
      onChanged()
    },
  )
  const add = () => {
    const fen = yuanToFen(amount)
    const errors: Record<string, string> = {}
    if (!storePartyId) errors.storePartyId = 'required'
    if (fen === undefined) errors.minOrderMoney = amount.trim() === '' ? 'required' : 'money'
    if (Object.keys(errors).length || !storePartyId || fen === undefined) save.check(errors)
    else save.send({ storePartyId, minOrderMoney: fen })
  }
  const options = (stores.data?.list ?? [])
    .filter((m) => !keyword || m.name.includes(keyword))
    .map((m) => ({ label: m.name, value: m.partyId }))
  return (
    <div className="setup-section">
      {toast}
      <h2>{t('supplier.storeMinimums')}</h2>
      <p className="field-hint">{t('supplier.storeMinimumsHint')}</p>
      <ErrorNotice error={save.error ?? remove.error ?? stores.error} />
      <div className="setup-form">
        <FormField id="store-party" label={t('fields.store')} error={message(save.fieldErrors.storePartyId)}>
          <Dropdown
            value={storePartyId}
            options={options}
            filter
            onFilter={(e) => setKeyword(e.filter)}
            placeholder={t('fields.choose')}
            onChange={(e) => {
              save.edit('storePartyId')
              setStorePartyId(e.value)
            }}
          />
        </FormField>
        <FormField
          id="store-amount"
          label={t('fields.storeMinOrderMoneyYuan')}
          error={message(save.fieldErrors.minOrderMoney)}
        >
          <InputText
            inputMode="decimal"
            value={amount}
            onChange={(e) => {
              save.edit('minOrderMoney')
              setAmount(e.target.value)
            }}
          />
        </FormField>
        <div className="setup-form-actions">
          <Button type="button" label={t('actions.setStoreMinimum')} loading={save.busy} onClick={add} />
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
          body={(r: StoreMinOrderMoneyItem) => yuan(r.minOrderMoney)}
        />
        <Column header={t('fields.updatedAt')} body={(r: StoreMinOrderMoneyItem) => dateTime(r.updatedAt)} />
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

export default function SupplierInfoPage() {
  const { t } = useTranslation('distributionSetup')
  const message = useSetupFieldMessage()
  const { toast, show } = usePageToast()
  const info = useLoad((signal) => api.getDistributionSupplierInfo(signal))
  const [draft, setDraft] = useState<Draft | undefined>(undefined)
  const [saved, setSaved] = useState<SupplierInfo | undefined>(undefined)
  const form = useFormSubmit(
    (body: Parameters<typeof api.saveDistributionSupplierInfo>[0]) => api.saveDistributionSupplierInfo(body),
    (result) => {
      setSaved(result)
      setDraft(draftOf(result))
      show('success', t('supplier.saved'))
      form.reset()
    },
  )
  useEffect(() => {
    if (info.data) {
      setSaved(info.data)
      setDraft(draftOf(info.data))
    }
  }, [info.data])

  if (!draft || !saved) {
    return (
      <section className="page" aria-busy={!info.error}>
        <ErrorNotice error={info.error} onRetry={info.retry} />
      </section>
    )
  }
  const err = (field: string) => message(form.fieldErrors[field])
  const set = (field: keyof Draft, value: string) => {
    form.edit(field)
    setDraft({ ...draft, [field]: value })
  }
  const submit = () => {
    const fen = yuanToFen(draft.minOrderMoney)
    const errors: Record<string, string> = {}
    if (draft.companyName.trim() === '') errors.companyName = 'required'
    if (fen === undefined) errors.minOrderMoney = draft.minOrderMoney.trim() === '' ? 'required' : 'money'
    if (Object.keys(errors).length || fen === undefined) {
      form.check(errors)
      return
    }
    form.send({
      companyName: draft.companyName,
      logoUrl: draft.logoUrl,
      contactName: draft.contactName,
      contactPhone: draft.contactPhone,
      ...draft.region,
      address: draft.address,
      intro: draft.intro,
      licenseUrl: saved.licenseUrl,
      minOrderMoney: fen,
    })
  }

  return (
    <section className="page" aria-labelledby="supplier-title">
      {toast}
      <header className="page-header">
        <h1 id="supplier-title">{t('routes:pages.supplierInfo')}</h1>
        <small>
          {saved.updatedAt
            ? t('supplier.lastSaved', { at: dateTime(saved.updatedAt) })
            : t('supplier.neverSaved')}
        </small>
      </header>
      <form
        className="setup-section"
        aria-label={t('routes:pages.supplierInfo')}
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <ErrorNotice error={form.error} />
        <div className="setup-form">
          <div className="wide">
            <ImageField
              label={t('fields.logo')}
              url={draft.logoUrl}
              error={form.fieldErrors.logoUrl}
              onChange={(url) => set('logoUrl', url)}
            />
          </div>
          <FormField id="supplier-company" label={t('fields.companyName')} error={err('companyName')}>
            <InputText
              value={draft.companyName}
              maxLength={200}
              onChange={(e) => set('companyName', e.target.value)}
            />
          </FormField>
          <FormField id="supplier-contact" label={t('fields.contactName')} error={err('contactName')}>
            <InputText
              value={draft.contactName}
              maxLength={100}
              onChange={(e) => set('contactName', e.target.value)}
            />
          </FormField>
          <FormField id="supplier-phone" label={t('fields.contactPhone')} error={err('contactPhone')}>
            <InputText
              value={draft.contactPhone}
              maxLength={32}
              onChange={(e) => set('contactPhone', e.target.value)}
            />
          </FormField>
          <RegionFields
            initial={draft.region}
            errors={{ provinceId: err('provinceId'), cityId: err('cityId'), countyId: err('countyId') }}
            onChange={(region) => {
              form.edit('provinceId')
              form.edit('cityId')
              form.edit('countyId')
              setDraft((d) => (d ? { ...d, region } : d))
            }}
          />
          <FormField id="supplier-address" label={t('fields.address')} error={err('address')}>
            <InputText
              value={draft.address}
              maxLength={300}
              onChange={(e) => set('address', e.target.value)}
            />
          </FormField>
          <FormField
            id="supplier-min-order"
            label={t('fields.minOrderMoneyYuan')}
            error={err('minOrderMoney')}
          >
            <InputText
              inputMode="decimal"
              value={draft.minOrderMoney}
              onChange={(e) => set('minOrderMoney', e.target.value)}
            />
          </FormField>
          <div className="wide">
            <FormField id="supplier-intro" label={t('fields.intro')} error={err('intro')}>
              <InputTextarea
                value={draft.intro}
                rows={4}
                autoResize
                onChange={(e) => set('intro', e.target.value)}
              />
            </FormField>
          </div>
        </div>
        <div className="setup-form-actions">
          <Button type="submit" label={t('actions.save')} icon="pi pi-check" loading={form.busy} />
        </div>
      </form>
      <StoreMinimums items={saved.storeMinOrderMoneys} onChanged={info.reload} />
    </section>
  )
}
