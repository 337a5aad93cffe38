// The seller's order settings (/order-management, "Order settings"): how long a placed order
// waits for its payment before the scheduled job cancels it (pay-timeout.job.ts). No row: the
// defaults of contract/orders.constants.ts. The deadline an order gets is fixed when it is placed
// (payDeadlineFor, called by every path that places an unpaid order): a later change of the
// setting does not move it (docs/decisions/orders.md).
import type { Transaction } from 'kysely'
import { PAY_TIMEOUT_MINUTES } from '../../contract/orders.constants.ts'
import type { OrderSettings } from '../../contract/orders.schema.ts'
import type { Database, Db } from '../db/schema.ts'

type Q = Db | Transaction<Database>

export async function getOrderSettings(db: Q, partyId: string): Promise<OrderSettings> {
  const row = await db
    .selectFrom('order_setting')
    .select(['pay_timeout_minutes', 'updated_at'])
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  return {
    payTimeoutMinutes: row ? Number(row.pay_timeout_minutes) : PAY_TIMEOUT_MINUTES.default,
    updatedAt: row?.updated_at ?? null,
  }
}

export async function saveOrderSettings(
  db: Db,
  partyId: string,
  input: { payTimeoutMinutes: number },
  nowIso: string,
): Promise<OrderSettings> {
  await db
    .insertInto('order_setting')
    .values({ party_id: partyId, pay_timeout_minutes: input.payTimeoutMinutes, updated_at: nowIso })
    .onConflict((oc) =>
      oc.column('party_id').doUpdateSet({ pay_timeout_minutes: input.payTimeoutMinutes, updated_at: nowIso }),
    )
    .execute()
  return { payTimeoutMinutes: input.payTimeoutMinutes, updatedAt: nowIso }
}

/** The payment deadline of an unpaid order the seller `partyId` gets now: placed + its time limit. */
export async function payDeadlineFor(trx: Q, partyId: string, now: Date): Promise<string> {
  const { payTimeoutMinutes } = await getOrderSettings(trx, partyId)
  return new Date(now.getTime() + payTimeoutMinutes * 60_000).toISOString()
}
