// The billing information form's rules (billingInfo page) for the one form machine: the draft
// of the saved information, and the browser's checks with the contract's rules (a company
// title needs its tax number; lengths, account number and e-mail formats).
import {
  ACCOUNT_NO_PATTERN,
  ADDRESS_MAX,
  BANK_BRANCH_MAX,
  EMAIL_MAX,
  INVOICE_TITLE_MAX,
  PHONE_MAX,
  TAX_NO_PATTERN,
  type TitleType,
} from '../../../contract/finance.constants.ts'
import type { BillingInfo, SaveBillingInfoInput } from '../../../contract/finance.schema.ts'
import type { FieldErrors } from '../shared/form.machine.ts'

export interface BillingInfoDraft extends Record<string, unknown> {
  titleType: TitleType
  invoiceTitle: string
  taxNo: string
  bankCode: string
  bankBranch: string
  accountNo: string
  address: string
  phone: string
  email: string
}

export function billingInfoDraft(info: BillingInfo | null): BillingInfoDraft {
  return {
    titleType: info?.titleType ?? 'COMPANY',
    invoiceTitle: info?.invoiceTitle ?? '',
    taxNo: info?.taxNo ?? '',
    bankCode: info?.bankCode ?? '',
    bankBranch: info?.bankBranch ?? '',
    accountNo: info?.accountNo ?? '',
    address: info?.address ?? '',
    phone: info?.phone ?? '',
    email: info?.email ?? '',
  }
}

const LIMITS = {
  invoiceTitle: INVOICE_TITLE_MAX,
  bankBranch: BANK_BRANCH_MAX,
  address: ADDRESS_MAX,
  phone: PHONE_MAX,
  email: EMAIL_MAX,
} as const

export function validateBillingInfo(v: BillingInfoDraft): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, max] of Object.entries(LIMITS)) {
    if (String(v[field] ?? '').trim().length > max) errors[field] = { reason: 'tooLong', max }
  }
  if (v.invoiceTitle.trim() === '') errors.invoiceTitle = { reason: 'required' }
  const taxNo = v.taxNo.trim().toUpperCase()
  if (v.titleType === 'COMPANY' && taxNo === '') errors.taxNo = { reason: 'required' }
  else if (taxNo !== '' && !TAX_NO_PATTERN.test(taxNo)) errors.taxNo = { reason: 'format' }
  const account = v.accountNo.trim()
  if (account !== '' && !ACCOUNT_NO_PATTERN.test(account)) errors.accountNo = { reason: 'format' }
  const email = v.email.trim()
  if (email !== '' && !errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    errors.email = { reason: 'format' }
  return errors
}

export function billingInfoRequest(v: BillingInfoDraft): SaveBillingInfoInput {
  return {
    titleType: v.titleType,
    invoiceTitle: v.invoiceTitle.trim(),
    taxNo: v.taxNo.trim().toUpperCase(),
    bankCode: v.bankCode || null,
    bankBranch: v.bankBranch.trim(),
    accountNo: v.accountNo.trim(),
    address: v.address.trim(),
    phone: v.phone.trim(),
    email: v.email.trim(),
  }
}
