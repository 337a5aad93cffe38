// A repair statement paid in full settles its jobs (issue 30; the repair lifecycle's `settled`
// step, taken by the statement's payment): on statement.settled of a REPAIR book, every job the
// statement bills (its REPAIR lines) moves from FINISHED to SETTLED with its history entry and
// its own domain event, once (the outbox applies each event once per consumer; a job already
// settled is left as it is).
import type { Transaction } from 'kysely'
import { nextState } from '../../contract/lifecycles/lifecycle.ts'
import { repairLifecycle } from '../../contract/lifecycles/repair.lifecycle.ts'
import type { Database } from '../db/schema.ts'
import { type DomainEvent, type EventConsumer, recordEvent } from '../events/domain-events.ts'

type Trx = Transaction<Database>

async function settleJobs(trx: Trx, e: DomainEvent): Promise<void> {
  const p = (e.payload ?? {}) as { domain?: string; statementNo?: string }
  if (p.domain !== 'REPAIR') return
  const jobs = await trx
    .selectFrom('bill_detail as b')
    .innerJoin('repair_order as r', (j) =>
      j.onRef('r.id', '=', 'b.source_id').onRef('r.party_id', '=', 'b.counterparty_party_id'),
    )
    .select(['r.id', 'r.party_id', 'r.status', 'r.version', 'r.repair_no', 'r.total_amount'])
    .where('b.party_id', '=', e.partyId)
    .where('b.domain', '=', 'REPAIR')
    .where('b.source_type', '=', 'REPAIR')
    .where('b.statement_id', '=', Number(e.aggregateId))
    .execute()
  for (const job of jobs) {
    const to = nextState(repairLifecycle, job.status, 'repair.settled')
    if (!to) continue
    await trx
      .updateTable('repair_order')
      .set({
        status: to,
        statement_id: Number(e.aggregateId),
        settled_at: e.createdAt,
        updated_at: e.createdAt,
        version: Number(job.version) + 1,
      })
      .where('id', '=', job.id)
      .where('party_id', '=', job.party_id)
      .where('status', '=', job.status)
      .execute()
    await trx
      .insertInto('status_history')
      .values({
        party_id: job.party_id,
        subject_type: repairLifecycle.subject,
        subject_id: Number(job.id),
        event: 'repair.settled',
        from_status: job.status,
        to_status: to,
        user_login_id: e.actor ?? '',
        remark: p.statementNo ?? '',
        created_at: e.createdAt,
      })
      .execute()
    await recordEvent(trx, {
      partyId: job.party_id,
      type: 'repair.settled',
      aggregateType: repairLifecycle.subject,
      aggregateId: Number(job.id),
      payload: { repairNo: job.repair_no, from: job.status, to, statementNo: p.statementNo ?? '' },
      actor: e.actor,
      at: e.createdAt,
    })
  }
}

export const repairSettlementConsumer: EventConsumer = {
  name: 'repair-settlement',
  types: ['statement.settled'],
  apply: settleJobs,
}
