// Data access for repair jobs (repair_order, repair_order_item), their timeline
// (status_history, subject REPAIR), the merchant's repair staff and repair settings.
// Tenant = the repair merchant; a staff member (SUB_USER_WX) sees only the jobs assigned to it.
import type { Transaction, Updateable } from 'kysely'
import { nextState } from '../../contract/lifecycles/lifecycle.ts'
import { type RepairStatus, repairLifecycle } from '../../contract/lifecycles/repair.lifecycle.ts'
import type { Page } from '../../contract/paging.schema.ts'
import {
  REPAIR_OPEN_WORK_STATUSES,
  REPAIR_STATUSES,
  STAFF_STEP_EVENTS,
} from '../../contract/repair.constants.ts'
import type {
  RepairCountRequest,
  RepairDetail,
  RepairItemLine,
  RepairRow,
  RepairSetting,
  RepairStaffMember,
  RepairStatusCounts,
  RepairStepRequest,
} from '../../contract/repair.schema.ts'
import type { Database, Db, RepairOrderTable } from '../db/schema.ts'
import { likePattern } from '../shared/keyword.ts'
import { regionName } from '../shared/regions.repository.ts'
import { ApiError } from '../http/api-error.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { recordEvent } from '../events/domain-events.ts'

type Q = Db | Transaction<Database>

/** Whose jobs a caller sees: the merchant's all, or (staff) the ones assigned to it. */
export interface RepairScope {
  partyId: string
  /** Set for repair staff: only jobs assigned to this login. */
  assignee: string | null
}

interface Filters {
  status?: RepairStatus | undefined
  dateFrom?: string | undefined
  dateTo?: string | undefined
  customer?: string | undefined
}

function scoped(db: Q, scope: RepairScope, filters: Filters) {
  let q = db
    .selectFrom('repair_order as r')
    .leftJoin('user_login as a', 'a.id', 'r.assignee_user_login_id')
    .where('r.party_id', '=', scope.partyId)
  if (scope.assignee) q = q.where('r.assignee_user_login_id', '=', scope.assignee)
  if (filters.status) q = q.where('r.status', '=', filters.status)
  if (filters.dateFrom) q = q.where('r.created_at', '>=', filters.dateFrom)
  if (filters.dateTo) q = q.where('r.created_at', '<', filters.dateTo)
  if (filters.customer) {
    const like = likePattern(filters.customer)
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['r.customer_name']), 'like', like),
        eb('r.customer_phone', 'like', like),
        eb(eb.fn('lower', ['r.repair_no']), 'like', like),
      ]),
    )
  }
  return q
}

function rowQuery(db: Q, scope: RepairScope, filters: Filters) {
  return scoped(db, scope, filters).select([
    'r.id as repairId',
    'r.repair_no as repairNo',
    'r.status as status',
    'r.customer_name as customerName',
    'r.customer_phone as customerPhone',
    'r.product_name as productName',
    'r.brand_name as brandName',
    'r.fault_description as faultDescription',
    'a.display_name as assigneeName',
    'r.total_amount as totalAmount',
    'r.created_at as createdAt',
    'r.updated_at as updatedAt',
  ])
}

type Row = Awaited<ReturnType<ReturnType<typeof rowQuery>['executeTakeFirstOrThrow']>>
const toRow = (r: Row): RepairRow => ({
  ...r,
  repairId: Number(r.repairId),
  totalAmount: Number(r.totalAmount),
  assigneeName: r.assigneeName ?? null,
})

export async function listRepairs(
  db: Q,
  scope: RepairScope,
  params: PageParams,
  filters: Filters,
): Promise<Page<RepairRow>> {
  return paginate(rowQuery(db, scope, filters), params, {
    sortable: { createdAt: 'r.created_at', updatedAt: 'r.updated_at', totalAmount: 'r.total_amount' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'r.id',
    map: toRow,
  })
}

export async function countByStatus(
  db: Q,
  scope: RepairScope,
  filters: RepairCountRequest,
): Promise<RepairStatusCounts> {
  const rows = await scoped(db, scope, filters)
    .select((eb) => ['r.status as status', eb.fn.countAll().as('n')])
    .groupBy('r.status')
    .execute()
  const counts = Object.fromEntries(REPAIR_STATUSES.map((s) => [s, 0])) as Record<RepairStatus, number>
  let total = 0
  for (const r of rows) {
    counts[r.status] = Number(r.n)
    total += Number(r.n)
  }
  return { total, counts }
}

export async function findRepair(db: Q, scope: RepairScope, id: number): Promise<RepairDetail | null> {
  const r = await scoped(db, scope, {})
    .innerJoin('party as m', 'm.id', 'r.party_id')
    .leftJoin('repair_setting as s', 's.party_id', 'r.party_id')
    .selectAll('r')
    .select(['a.display_name as assigneeName', 'm.name as merchantName', 's.warranty_days as warrantyDays'])
    .where('r.id', '=', id)
    .executeTakeFirst()
  if (!r) return null
  const [items, history, region] = await Promise.all([
    db
      .selectFrom('repair_order_item')
      .select(['kind', 'name', 'unit_price', 'quantity', 'amount'])
      .where('party_id', '=', scope.partyId)
      .where('repair_order_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('status_history as h')
      .leftJoin('user_login as u', 'u.id', 'h.user_login_id')
      .select([
        'h.event',
        'h.from_status as fromStatus',
        'h.to_status as toStatus',
        'u.display_name as userName',
        'h.remark',
        'h.created_at as createdAt',
      ])
      .where('h.party_id', '=', scope.partyId)
      .where('h.subject_type', '=', repairLifecycle.subject)
      .where('h.subject_id', '=', id)
      .orderBy('h.created_at')
      .orderBy('h.id')
      .execute(),
    regionName(db, [r.province_id, r.city_id, r.county_id]),
  ])
  return {
    repairId: Number(r.id),
    repairNo: r.repair_no,
    status: r.status,
    version: Number(r.version),
    merchantName: r.merchantName,
    customerName: r.customer_name,
    customerPhone: r.customer_phone,
    region,
    address: r.address,
    productName: r.product_name,
    brandName: r.brand_name,
    model: r.model,
    serialNo: r.serial_no,
    faultDescription: r.fault_description,
    images: parseImages(r.images),
    assigneeUserLoginId: r.assignee_user_login_id,
    assigneeName: r.assigneeName ?? null,
    appointmentAt: r.appointment_at,
    laborAmount: Number(r.labor_amount),
    partsAmount: Number(r.parts_amount),
    totalAmount: Number(r.total_amount),
    result: r.result,
    rejectReason: r.reject_reason,
    createdAt: r.created_at,
    acceptedAt: r.accepted_at,
    finishedAt: r.finished_at,
    settledAt: r.settled_at,
    updatedAt: r.updated_at,
    warrantyDays: Number(r.warrantyDays ?? DEFAULT_SETTING.warrantyDays),
    items: items.map(
      (i): RepairItemLine => ({
        kind: i.kind === 'PART' ? 'PART' : 'LABOR',
        name: i.name,
        unitPrice: Number(i.unit_price),
        quantity: Number(i.quantity),
        amount: Number(i.amount),
      }),
    ),
    history: history.map((h) => ({ ...h, userName: h.userName ?? null })),
  }
}

function parseImages(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json)
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

/**
 * The merchant's repair staff, with their open jobs: its SUB_USER_WX logins and the repair
 * merchant's own login (it takes jobs itself: the seed assigns some to it, issue 33).
 */
export async function listStaff(db: Q, partyId: string): Promise<RepairStaffMember[]> {
  const rows = await db
    .selectFrom('user_login as u')
    .innerJoin('user_role as ur', 'ur.user_login_id', 'u.id')
    .where('u.party_id', '=', partyId)
    .where('ur.role', 'in', ['SUB_USER_WX', 'REPAIRMEMBER'])
    .select((eb) => [
      'u.id as userLoginId',
      'u.display_name as name',
      'u.username as username',
      'u.mobile as mobile',
      'u.enabled as enabled',
      eb
        .selectFrom('repair_order as r')
        .select(eb.fn.countAll().as('n'))
        .whereRef('r.assignee_user_login_id', '=', 'u.id')
        .where('r.party_id', '=', partyId)
        .where('r.status', 'in', REPAIR_OPEN_WORK_STATUSES)
        .as('openCount'),
    ])
    .orderBy('u.display_name')
    .orderBy('u.id')
    .execute()
  return rows.map((r) => ({
    ...r,
    enabled: Number(r.enabled) === 1 ? 1 : 0,
    openCount: Number(r.openCount ?? 0),
  }))
}

/**
 * Takes one lifecycle step on a job, in one transaction: refuses (40900, nothing written) a
 * step on a version other than the one the client loaded, and a step the lifecycle does not
 * allow from the job's status; staff may take only their work steps. Writes the job, its
 * items (a quote or a finish with items replaces them) and a status_history entry.
 */
export async function takeStep(
  db: Db,
  scope: RepairScope,
  actor: string,
  step: RepairStepRequest & { repairId: number; version: number },
  nowIso: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let q = trx
      .selectFrom('repair_order')
      .select(['id', 'status', 'version', 'repair_no', 'total_amount'])
      .where('party_id', '=', scope.partyId)
      .where('id', '=', step.repairId)
    if (scope.assignee) q = q.where('assignee_user_login_id', '=', scope.assignee)
    const job = await q.executeTakeFirst()
    if (!job) throw ApiError.notFound('repair.notFound')
    if (Number(job.version) !== step.version) {
      throw ApiError.conflict('repair.changed', {}, { status: job.status, version: Number(job.version) })
    }
    const to = nextState(repairLifecycle, job.status, step.event)
    if (!to)
      throw ApiError.conflict('repair.illegalStep', {}, { status: job.status, version: Number(job.version) })
    if (scope.assignee && !STAFF_STEP_EVENTS.includes(step.event))
      throw ApiError.forbidden('repair.staffStep')

    const set: Updateable<RepairOrderTable> = {
      status: to,
      updated_at: nowIso,
      version: step.version + 1,
    }
    if (step.event === 'repair.accepted') set.accepted_at = nowIso
    if (step.event === 'repair.rejected') set.reject_reason = step.reason ?? ''
    if (step.event === 'repair.assigned') {
      const staff = await listStaff(trx, scope.partyId)
      const who = staff.find((s) => s.userLoginId === step.assigneeUserLoginId && s.enabled === 1)
      if (!who) throw ApiError.invalidInput('assigneeUserLoginId', 'notStaff')
      set.assignee_user_login_id = who.userLoginId
    }
    if (step.event === 'repair.finished') {
      set.finished_at = nowIso
      set.result = step.result ?? ''
    }
    if (step.items && (step.event === 'repair.quoted' || step.event === 'repair.finished')) {
      const lines = step.items.map((i) => ({
        party_id: scope.partyId,
        repair_order_id: step.repairId,
        kind: i.kind,
        name: i.name,
        unit_price: Number(i.unitPrice),
        quantity: Number(i.quantity),
        amount: Number(i.unitPrice) * Number(i.quantity),
      }))
      const sum = (kind: string) => lines.filter((l) => l.kind === kind).reduce((a, l) => a + l.amount, 0)
      const labor = sum('LABOR')
      const parts = sum('PART')
      set.labor_amount = labor
      set.parts_amount = parts
      set.total_amount = labor + parts
      await trx
        .deleteFrom('repair_order_item')
        .where('party_id', '=', scope.partyId)
        .where('repair_order_id', '=', step.repairId)
        .execute()
      if (lines.length > 0) await trx.insertInto('repair_order_item').values(lines).execute()
    }
    const updated = await trx
      .updateTable('repair_order')
      .set(set)
      .where('id', '=', step.repairId)
      .where('party_id', '=', scope.partyId)
      .where('version', '=', step.version)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) throw ApiError.conflict('repair.changed')
    const remark =
      step.event === 'repair.assigned'
        ? (step.assigneeUserLoginId ?? '')
        : step.event === 'repair.finished'
          ? (step.result ?? '')
          : (step.reason ?? '')
    await trx
      .insertInto('status_history')
      .values({
        party_id: scope.partyId,
        subject_type: repairLifecycle.subject,
        subject_id: step.repairId,
        event: step.event,
        from_status: job.status,
        to_status: to,
        user_login_id: actor,
        remark,
        created_at: nowIso,
      })
      .execute()
    // The step's domain event, with the change: a finished job reaches the repair books
    // (server/finance/books.consumer.ts).
    await recordEvent(trx, {
      partyId: scope.partyId,
      type: step.event,
      aggregateType: repairLifecycle.subject,
      aggregateId: step.repairId,
      payload: {
        repairNo: job.repair_no,
        from: job.status,
        to,
        totalAmount: Number(set.total_amount ?? job.total_amount ?? 0),
      },
      actor,
      at: nowIso,
    })
  })
}

const DEFAULT_SETTING: RepairSetting = {
  accepting: 1,
  autoAccept: 0,
  serviceHoursStart: '08:30',
  serviceHoursEnd: '18:00',
  baseLaborFee: 0,
  visitFee: 0,
  warrantyDays: 90,
  notice: '',
  updatedAt: null,
}

export async function findSetting(db: Q, partyId: string): Promise<RepairSetting> {
  const s = await db
    .selectFrom('repair_setting')
    .selectAll()
    .where('party_id', '=', partyId)
    .executeTakeFirst()
  if (!s) return DEFAULT_SETTING
  const [start, end] = s.service_hours.split('-')
  return {
    accepting: Number(s.accepting) === 1 ? 1 : 0,
    autoAccept: Number(s.auto_accept) === 1 ? 1 : 0,
    serviceHoursStart: start || DEFAULT_SETTING.serviceHoursStart,
    serviceHoursEnd: end || DEFAULT_SETTING.serviceHoursEnd,
    baseLaborFee: Number(s.base_labor_fee),
    visitFee: Number(s.visit_fee),
    warrantyDays: Number(s.warranty_days),
    notice: s.notice,
    updatedAt: s.updated_at,
  }
}

export async function saveSetting(
  db: Db,
  partyId: string,
  v: Omit<RepairSetting, 'updatedAt' | 'accepting' | 'autoAccept'> & {
    accepting: number
    autoAccept: number
  },
  nowIso: string,
): Promise<RepairSetting> {
  const row = {
    accepting: v.accepting,
    auto_accept: v.autoAccept,
    service_hours: `${v.serviceHoursStart}-${v.serviceHoursEnd}`,
    base_labor_fee: v.baseLaborFee,
    visit_fee: v.visitFee,
    warranty_days: v.warrantyDays,
    notice: v.notice,
    updated_at: nowIso,
  }
  await db
    .insertInto('repair_setting')
    .values({ party_id: partyId, ...row })
    .onConflict((oc) => oc.column('party_id').doUpdateSet(row))
    .execute()
  return findSetting(db, partyId)
}
