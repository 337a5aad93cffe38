// Billing information (financialBillingInfo / repairBillingInfo): the invoice title, tax number
// and bank details the book bills with (the bank from getBank), saved with the one SaveForm and
// printed on every statement.
import type { BankItem } from '../../../contract/shared.schema.ts'
import './finance-locales.ts'
import { Dropdown } from 'primereact/dropdown'
import { InputText } from 'primereact/inputtext'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ADDRESS_MAX,
  BANK_BRANCH_MAX,
  EMAIL_MAX,
  INVOICE_TITLE_MAX,
  PHONE_MAX,
  type SettlementKind,
  TITLE_TYPES,
} from '../../../contract/finance.constants.ts'
import type { BillingInfo } from '../../../contract/finance.schema.ts'
import {
  type BillingInfoDraft,
  billingInfoDraft,
  billingInfoRequest,
  validateBillingInfo,
} from '../../machines/finance/billing-info-form.ts'
import { getBank, getBillingInfo, saveBillingInfo } from '../../services/finance.api.ts'
import { useLoad } from '../shared/use-load.ts'
import { formatDateTime } from '../shared/date-time.ts'
import { ErrorNotice } from '../shared/error-notice.tsx'
import { FormField } from '../shared/form-field.tsx'
import { usePageToast } from '../shared/page-toast.tsx'
import { SaveForm } from '../shared/save-form.tsx'
import { useForm } from '../shared/use-form.ts'
import { useSettlementKind } from './settlement-kind.ts'
import '../shared/setup-page.css'
import './finance.css'

export default function BillingInfoPage() {
  const { t } = useTranslation('finance')
  const { kind } = useSettlementKind()
  const info = useLoad((signal) => Promise.all([getBillingInfo(kind, signal), getBank(signal)]))
  const [saved, setSaved] = useState<BillingInfo | null | undefined>(undefined)
  const shown = saved ?? info.data?.[0]
  return (
    <section className="page" aria-labelledby="billing-title" aria-busy={!info.data && !info.error}>
      <header className="page-header">
        <h1 id="billing-title">{`${t(`book.${kind}`)} · ${t('billing.title')}`}</h1>
        {info.data && (
          <small>
            {shown
              ? t('billing.lastSaved', { at: formatDateTime(shown.updatedAt) })
              : t('billing.neverSaved')}
          </small>
        )}
      </header>
      <ErrorNotice error={info.error} onRetry={info.retry} />
      {info.data && (
        <BillingInfoForm kind={kind} info={info.data[0]} banks={info.data[1]} onSaved={setSaved} />
      )}
    </section>
  )
}

type TextField = 'invoiceTitle' | 'taxNo' | 'bankBranch' | 'accountNo' | 'address' | 'phone' | 'email'
const LIMITS: Partial<Record<TextField, number>> = {
  invoiceTitle: INVOICE_TITLE_MAX,
  bankBranch: BANK_BRANCH_MAX,
  address: ADDRESS_MAX,
  phone: PHONE_MAX,
  email: EMAIL_MAX,
}

function BillingInfoForm({
  kind,
  info,
  banks,
  onSaved,
}: {
  kind: SettlementKind
  info: BillingInfo | null
  banks: readonly BankItem[]
  onSaved: (info: BillingInfo) => void
}) {
  const { t } = useTranslation('finance')
  const { show } = usePageToast()
  const [initial] = useState(() => billingInfoDraft(info))
  const form = useForm<BillingInfoDraft, BillingInfo>({
    values: initial,
    validate: validateBillingInfo,
    submit: (d, signal) => saveBillingInfo(kind, billingInfoRequest(d), signal),
    onSubmitted: (result) => {
      onSaved(result)
      show('success', t('billing.saved'))
    },
    ns: 'finance',
  })
  const { values, change, message } = form
  const text = (field: TextField, hint?: string) => {
    const max = LIMITS[field]
    return (
      <FormField
        id={`billing-${field}`}
        label={t(`billing.${field}`)}
        error={message(field)}
        hint={hint}
        counter={max ? { length: values[field].length, max } : undefined}
      >
        <InputText value={values[field]} onChange={(e) => change({ [field]: e.target.value })} />
      </FormField>
    )
  }
  return (
    <SaveForm
      form={form}
      label={t('billing.title')}
      fields={
        <>
          <FormField id="billing-titleType" label={t('billing.titleType')} error={message('titleType')}>
            <Dropdown
              value={values.titleType}
              options={TITLE_TYPES.map((v) => ({ value: v, label: t(`titleType.${v}`) }))}
              onChange={(e) => change({ titleType: e.value })}
            />
          </FormField>
          {text('invoiceTitle')}
          {text('taxNo', t('billing.taxNoHint'))}
          <FormField id="billing-bankCode" label={t('billing.bank')} error={message('bankCode')}>
            <Dropdown
              value={values.bankCode}
              options={banks.map((b) => ({ value: b.code, label: b.name }))}
              placeholder={t('billing.noBank')}
              showClear
              filter
              onChange={(e) => change({ bankCode: e.value ?? '' })}
            />
          </FormField>
          {text('bankBranch')}
          {text('accountNo')}
          {text('address')}
          {text('phone')}
          {text('email')}
        </>
      }
    />
  )
}
