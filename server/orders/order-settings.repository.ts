// The seller's order settings (/order-management, "Order settings"): how long a placed order
// waits for its payment before the scheduled job cancels it (pay-timeout.job.ts), and the
// delivery note's sender and footer. No row: the defaults of contract/orders.constants.ts. The
// deadline an order gets is fixed when it is placed (payDeadlineFor, called by every path that
// places an unpaid order): a later change of the setting does not move it (docs/decisions/orders.md).
// An empty sender field prints the business profile's (senderDefaults), read when asked, so a
// later change of the profile shows on the next note.
import type { Transaction } from 'kysely'
import { PAY_TIMEOUT_MINUTES } from '../../contract/orders.constants.ts'
import type { OrderSettings, SaveOrderSettingsRequest } from '../../contract/orders.schema.ts'
import { regionLabel, regionNames } from '../business-network/business-profile.repository.ts'
import type { Database, Db } from '../db/schema.ts'

type Q = Db | Transaction<Database>

/** The business profile's sender: company name, region and street address, contact phone. */
async function senderDefaults(db: Q, partyId: string): Promise<OrderSettings['senderDefaults']> {
  const p = await db
    .selectFrom('busi_profile')
    .select(['company_name', 'contact_phone', 'province_id', 'city_id', 'county_id', 'address'])
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  if (!p) return { name: '', address: '', phone: '' }
  const names = await regionNames(db, [p.province_id, p.city_id, p.county_id])
  const address = [regionLabel(names, p), p.address].filter((v) => v !== '').join(' ')
  return { name: p.company_name, address, phone: p.contact_phone }
}

async function savedRow(db: Q, partyId: string) {
  return db
    .selectFrom('order_setting')
    .select([
      'pay_timeout_minutes',
      'sender_name',
      'sender_address',
      'sender_phone',
      'note_footer',
      'updated_at',
    ])
    .where('party_id', '=', partyId)
    .executeTakeFirst()
}

/** The pay time limit alone (what placing an order needs; no profile read). */
async function payTimeoutOf(db: Q, partyId: string): Promise<number> {
  const row = await db
    .selectFrom('order_setting')
    .select('pay_timeout_minutes')
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  return row ? Number(row.pay_timeout_minutes) : PAY_TIMEOUT_MINUTES.default
}

export async function getOrderSettings(db: Q, partyId: string): Promise<OrderSettings> {
  const row = await savedRow(db, partyId)
  return {
    payTimeoutMinutes: row ? Number(row.pay_timeout_minutes) : PAY_TIMEOUT_MINUTES.default,
    senderName: row?.sender_name ?? '',
    senderAddress: row?.sender_address ?? '',
    senderPhone: row?.sender_phone ?? '',
    deliveryNoteFooter: row?.note_footer ?? '',
    senderDefaults: await senderDefaults(db, partyId),
    updatedAt: row?.updated_at ?? null,
  }
}

type SaveInput = Omit<SaveOrderSettingsRequest, 'payTimeoutMinutes'> & { payTimeoutMinutes: number }

export async function saveOrderSettings(
  db: Db,
  partyId: string,
  input: SaveInput,
  nowIso: string,
): Promise<OrderSettings> {
  // A field left out of the request keeps its saved value (a caller that only knows the time limit).
  const given = {
    ...(input.senderName !== undefined && { sender_name: input.senderName }),
    ...(input.senderAddress !== undefined && { sender_address: input.senderAddress }),
    ...(input.senderPhone !== undefined && { sender_phone: input.senderPhone }),
    ...(input.deliveryNoteFooter !== undefined && { note_footer: input.deliveryNoteFooter }),
  }
  const values = { pay_timeout_minutes: input.payTimeoutMinutes, updated_at: nowIso, ...given }
  await db
    .insertInto('order_setting')
    .values({ party_id: partyId, ...values })
    .onConflict((oc) => oc.column('party_id').doUpdateSet(values))
    .execute()
  return getOrderSettings(db, partyId)
}

/** The payment deadline of an unpaid order the seller `partyId` gets now: placed + its time limit. */
export async function payDeadlineFor(trx: Q, partyId: string, now: Date): Promise<string> {
  const payTimeoutMinutes = await payTimeoutOf(trx, partyId)
  return new Date(now.getTime() + payTimeoutMinutes * 60_000).toISOString()
}
