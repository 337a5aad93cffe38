import type { BillingInfo, BillingInfoValues } from '../../contract/finance.schema.ts'
import type { Db } from '../db/schema.ts'
import { lockTenant } from '../shared/tenant-lock.ts'
import { type Book, billingInfoOf, checkBank } from './finance-book.ts'

export function findBillingInfo(db: Db, book: Book): Promise<BillingInfo | null> {
  return billingInfoOf(db, book)
}

/** Writes the book's default billing information (creates it the first time). */
export function saveBillingInfo(
  db: Db,
  book: Book,
  v: BillingInfoValues,
  nowIso: string,
): Promise<BillingInfo> {
  return db.transaction().execute(async (trx) => {
    await lockTenant(trx, book.partyId)
    const bankCode = await checkBank(trx, 'bankCode', v.bankCode)
    const values = {
      title_type: v.titleType,
      invoice_title: v.invoiceTitle,
      tax_no: v.titleType === 'PERSONAL' && v.taxNo === '' ? '' : v.taxNo,
      bank_code: bankCode,
      bank_branch: v.bankBranch,
      account_no: v.accountNo,
      address: v.address,
      phone: v.phone,
      email: v.email,
      updated_at: nowIso,
    }
    const current = await billingInfoOf(trx, book)
    if (current) {
      await trx
        .updateTable('billing_info')
        .set({ ...values, is_default: 1 })
        .where('id', '=', Number(current.billingInfoId))
        .where('party_id', '=', book.partyId)
        .execute()
    } else {
      await trx
        .insertInto('billing_info')
        .values({ ...values, party_id: book.partyId, domain: book.domain, is_default: 1, created_at: nowIso })
        .execute()
    }
    return (await billingInfoOf(trx, book)) as BillingInfo
  })
}
