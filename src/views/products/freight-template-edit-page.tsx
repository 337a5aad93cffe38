// Edit or create a freight template (/product-management/editFreightTemplate?templateId=; no
// id: a new template). The one form pattern: checks and request in
// src/machines/products/freight-form.ts. A template changed by someone else meanwhile is
// refused (40900): the form machine reloads it and the page says why; loading, a failed load and
// an unknown template are the record frame's.
import { findCityByProvince, geoProvinceList } from '../../services/shared.api.ts'
import { Button } from 'primereact/button'
import { Checkbox } from 'primereact/checkbox'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { SelectButton } from 'primereact/selectbutton'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearch } from 'wouter'
import { FREIGHT_PRICING_MODES, MAX_TEMPLATE_NAME_LENGTH } from '../../../contract/product-setup.constants.ts'
import { registerProductSetupLocales } from '../../locales/product-setup-resources.ts'
import {
  emptyFreight,
  type FreightDraft,
  freightDraft,
  freightRequest,
  validateFreight,
} from '../../machines/products/freight-form.ts'
import { getFreightTemplateDetail, saveFreightTemplate } from '../../services/product-setup.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { RecordFrame } from '../shared/record-frame.tsx'
import { recordIdParam } from '../shared/record-not-found.tsx'
import { SaveNotice } from '../shared/save-form.tsx'
import { type FormApi, useForm } from '../shared/use-form.ts'
import { FREIGHT_LIST } from './freight-paths.ts'
import './freight-template.css'

registerProductSetupLocales()

// The rules editor (multi-select, number inputs) is a chunk of its own: the route stays in budget.
const FreightRules = lazy(() => import('./freight-rules.tsx').then((m) => ({ default: m.FreightRules })))

export default function FreightTemplateEditPage() {
  const { t } = useTranslation('product-setup')
  const search = useSearch()
  const [raw] = useState(() => new URLSearchParams(search).get('templateId'))
  const id = raw === null ? undefined : recordIdParam(search, 'templateId')
  return (
    <FreightTemplateForm
      templateId={id === undefined ? undefined : String(id)}
      missing={raw !== null && id === undefined}
      title={raw === null ? t('freight.createTitle') : t('freight.editTitle')}
    />
  )
}

function FreightTemplateForm({
  templateId,
  missing,
  title,
}: {
  templateId: string | undefined
  missing: boolean
  title: string
}) {
  const { t } = useTranslation('product-setup')
  const [, navigate] = useLocation()
  const toast = usePageToast()
  const provinces = useLoad((signal) => geoProvinceList(signal))
  const [blank] = useState(() => (templateId ? undefined : emptyFreight()))
  const form = useForm<FreightDraft>({
    ...(blank
      ? { values: blank }
      : { load: async (signal) => freightDraft(await getFreightTemplateDetail(templateId ?? '', signal)) }),
    validate: validateFreight,
    submit: (v) => saveFreightTemplate(freightRequest(v, templateId)),
    onSubmitted: () => {
      toast.show('success', t('freight.saved'))
      navigate(FREIGHT_LIST)
    },
    ns: 'product-setup',
  })
  return (
    <RecordFrame title={title} backTo={FREIGHT_LIST} loaded={form.loaded} missing={missing}>
      {() => <FreightTemplateFields form={form} title={title} provinces={provinces} />}
    </RecordFrame>
  )
}

function FreightTemplateFields({
  form,
  title,
  provinces,
}: {
  form: FormApi<FreightDraft>
  title: string
  provinces: ReturnType<typeof useLoad<{ id: string; name: string }[]>>
}) {
  const { t } = useTranslation('product-setup')
  const [, navigate] = useLocation()
  const v = form.values
  return (
    <section className="page-card" aria-labelledby="freight-form-title">
      <div className="page-card__head">
        <h1 id="freight-form-title">{title}</h1>
      </div>
      <SaveNotice form={form} changedText={t('freight.reloaded')} />
      <form
        className="freight-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
        }}
      >
        <ErrorNotice error={provinces.error} onRetry={provinces.retry} />
        <div className="setup-form">
          <FormField
            id="freight-name"
            label={t('freight.fields.name')}
            error={form.message('name')}
            counter={{ length: v.name.length, max: MAX_TEMPLATE_NAME_LENGTH }}
          >
            <InputText value={v.name} onChange={(e) => form.change({ name: e.target.value })} />
          </FormField>
          <FormField
            id="freight-mode"
            label={t('freight.fields.pricingMode')}
            error={form.message('pricingMode')}
          >
            <SelectButton
              value={v.pricingMode}
              allowEmpty={false}
              options={FREIGHT_PRICING_MODES.map((m) => ({ label: t(`freight.mode.${m}`), value: m }))}
              onChange={(e) => e.value && form.change({ pricingMode: e.value })}
            />
          </FormField>
          <ShipFrom
            provinces={provinces.data ?? []}
            provinceId={v.shipFromProvinceId}
            cityId={v.shipFromCityId}
            onChange={(p, c) => form.change({ shipFromProvinceId: p, shipFromCityId: c })}
            message={form.message}
          />
          <div className="freight-flags">
            <Checkbox
              inputId="freight-free"
              checked={v.isFree === 1}
              onChange={(e) => form.change({ isFree: e.checked ? 1 : 0 })}
            />
            <label htmlFor="freight-free">{t('freight.fields.isFree')}</label>
            <Checkbox
              inputId="freight-default"
              checked={v.isDefault === 1}
              onChange={(e) => form.change({ isDefault: e.checked ? 1 : 0 })}
            />
            <label htmlFor="freight-default">{t('freight.fields.isDefault')}</label>
          </div>
        </div>
        <Suspense fallback={<p aria-busy="true" />}>
          <FreightRules
            rules={v.rules}
            mode={v.pricingMode}
            isFree={v.isFree === 1}
            provinces={provinces.data ?? []}
            message={form.message}
            onChange={(rules) => form.change({ rules })}
          />
        </Suspense>
        <div className="setup-form-actions">
          <Button type="submit" label={t('actions.save')} icon="pi pi-check" loading={form.busy} />
          <Button type="button" label={t('actions.cancel')} outlined onClick={() => navigate(FREIGHT_LIST)} />
        </div>
      </form>
    </section>
  )
}

function ShipFrom({
  provinces,
  provinceId,
  cityId,
  onChange,
  message,
}: {
  provinces: { id: string; name: string }[]
  provinceId: string | null
  cityId: string | null
  onChange: (provinceId: string | null, cityId: string | null) => void
  message: (field: string) => string | undefined
}) {
  const { t } = useTranslation('product-setup')
  const [cities, setCities] = useState<{ id: string; name: string }[]>([])
  useEffect(() => {
    if (!provinceId) return setCities([])
    const ctl = new AbortController()
    findCityByProvince(provinceId, ctl.signal).then(setCities, () => setCities([]))
    return () => ctl.abort()
  }, [provinceId])
  const opts = (items: { id: string; name: string }[]) => items.map((r) => ({ label: r.name, value: r.id }))
  return (
    <>
      <FormField
        id="freight-province"
        label={t('freight.fields.shipFromProvince')}
        error={message('shipFromProvinceId')}
      >
        <Dropdown
          value={provinceId}
          options={opts(provinces)}
          filter
          showClear
          onChange={(e) => onChange(e.value ?? null, null)}
        />
      </FormField>
      <FormField id="freight-city" label={t('freight.fields.shipFromCity')} error={message('shipFromCityId')}>
        <Dropdown
          value={cityId}
          options={opts(cities)}
          filter
          showClear
          disabled={!provinceId}
          onChange={(e) => onChange(provinceId, e.value ?? null)}
        />
      </FormField>
    </>
  )
}
