// Reads of after-sales requests (after_sale) of the caller's merchant: the list, the status
// counts, and one request's detail with its order line and timeline. The merchant's steps on a
// request are in after-sale-steps.repository.ts.
import type { Transaction } from 'kysely'
import type { AfterSaleCounts, AfterSaleDetail, AfterSaleRow } from '../../contract/after-sales.schema.ts'
import { businessDayStart, addDays } from '../../contract/business-time.ts'
import {
  type AfterSaleKind,
  type AfterSaleStatus,
  afterSaleLifecycle,
} from '../../contract/lifecycles/after-sale.lifecycle.ts'
import type { Page } from '../../contract/paging.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { likePattern } from '../shared/keyword.ts'
import { type PageParams, paginate } from '../http/paging.ts'
import { type CustomerScope, scopeOrders } from '../shared/data-scope.ts'

type Q = Db | Transaction<Database>

export interface AfterSaleFilters {
  status?: AfterSaleStatus | undefined
  kind?: AfterSaleKind | undefined
  keyword?: string | undefined
  startDate?: string | undefined
  endDate?: string | undefined
}

function rowQuery(db: Q, partyId: string) {
  return db
    .selectFrom('after_sale as a')
    .innerJoin('sales_order as o', (j) =>
      j.onRef('o.id', '=', 'a.order_id').onRef('o.party_id', '=', 'a.party_id'),
    )
    .leftJoin('sales_order_line as l', (j) =>
      j.onRef('l.id', '=', 'a.order_line_id').onRef('l.party_id', '=', 'a.party_id'),
    )
    .where('a.party_id', '=', partyId)
    .select([
      'a.id',
      'a.after_sale_no',
      'a.order_id',
      'o.order_no',
      'a.buyer_name',
      'a.kind',
      'a.reason',
      'l.product_name',
      'a.quantity',
      'a.refund_amount',
      'a.status',
      'a.created_at',
      'a.updated_at',
      'a.version',
    ])
}

type RawRow = Awaited<ReturnType<ReturnType<typeof rowQuery>['executeTakeFirstOrThrow']>>

function toRow(r: RawRow): AfterSaleRow {
  return {
    afterSaleId: Number(r.id),
    afterSaleNo: r.after_sale_no,
    orderId: Number(r.order_id),
    orderNo: r.order_no,
    buyerName: r.buyer_name,
    kind: r.kind,
    reason: r.reason,
    productName: r.product_name ?? '',
    quantity: Number(r.quantity),
    refundAmount: Number(r.refund_amount),
    status: r.status,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: Number(r.version),
  }
}

/** The joins the filters read (the order's number for the keyword). */
function filteredBase(db: Q, partyId: string) {
  return db
    .selectFrom('after_sale as a')
    .innerJoin('sales_order as o', (j) =>
      j.onRef('o.id', '=', 'a.order_id').onRef('o.party_id', '=', 'a.party_id'),
    )
    .where('a.party_id', '=', partyId)
}

/** The list's filters but the status: what the list shows and what its tabs count. */
function withFilters<QB extends ReturnType<typeof filteredBase>>(
  q: QB,
  filters: Omit<AfterSaleFilters, 'status'>,
): QB {
  let out = q
  if (filters.kind) out = out.where('a.kind', '=', filters.kind) as QB
  if (filters.keyword) {
    const like = likePattern(filters.keyword)
    out = out.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['a.after_sale_no']), 'like', like),
        eb(eb.fn('lower', ['o.order_no']), 'like', like),
        eb(eb.fn('lower', ['a.buyer_name']), 'like', like),
      ]),
    ) as QB
  }
  if (filters.startDate) out = out.where('a.created_at', '>=', businessDayStart(filters.startDate)) as QB
  if (filters.endDate)
    out = out.where('a.created_at', '<', businessDayStart(addDays(filters.endDate, 1))) as QB
  return out
}

export function listAfterSales(
  db: Q,
  partyId: string,
  filters: AfterSaleFilters,
  page: PageParams,
  scope: CustomerScope | null = null,
): Promise<Page<AfterSaleRow>> {
  let q = withFilters(
    scopeOrders(rowQuery(db, partyId), scope, 'o.buyer_party_id') as unknown as ReturnType<
      typeof filteredBase
    >,
    filters,
  ) as unknown as ReturnType<typeof rowQuery>
  if (filters.status) q = q.where('a.status', '=', filters.status)
  return paginate(q, page, {
    sortable: { createdAt: 'a.created_at', refundAmount: 'a.refund_amount', updatedAt: 'a.updated_at' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'a.id',
    map: toRow,
  })
}

/** The status tabs' counts over the list's other filters (issue 35: they ignored them). */
export async function countAfterSales(
  db: Q,
  partyId: string,
  filters: Omit<AfterSaleFilters, 'status'> = {},
  scope: CustomerScope | null = null,
): Promise<AfterSaleCounts> {
  const rows = await withFilters(scopeOrders(filteredBase(db, partyId), scope, 'o.buyer_party_id'), filters)
    .select(['a.status as status', (eb) => eb.fn.countAll().as('n')])
    .groupBy('a.status')
    .execute()
  const byStatus = Object.fromEntries(afterSaleLifecycle.states.map((s) => [s, 0])) as Record<
    AfterSaleStatus,
    number
  >
  let total = 0
  for (const r of rows) {
    const n = Number(r.n)
    total += n
    if (Object.hasOwn(byStatus, r.status)) byStatus[r.status] = n
  }
  return { total, byStatus }
}

function parseImages(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

/** One request of the caller's merchant, or undefined (another merchant's is not found). */
export async function findAfterSale(
  db: Q,
  partyId: string,
  id: number,
  scope: CustomerScope | null = null,
): Promise<AfterSaleDetail | undefined> {
  const r = await scopeOrders(rowQuery(db, partyId), scope, 'o.buyer_party_id')
    .where('a.id', '=', id)
    .select([
      'a.description',
      'a.images',
      'a.audit_remark',
      'a.return_carrier_name',
      'a.return_tracking_no',
      'a.audited_at',
      'a.completed_at',
      'a.order_line_id',
      'o.status as order_status',
      'o.pay_amount',
      'o.refunded_amount',
      'l.sku_code',
      'l.sku_spec',
      'l.image_url',
      'l.unit_price',
      'l.quantity as line_quantity',
      'l.amount as line_amount',
      'l.refunded_quantity',
    ])
    .executeTakeFirst()
  if (!r) return undefined
  const history = await db
    .selectFrom('status_history')
    .where('party_id', '=', partyId)
    .where('subject_type', '=', afterSaleLifecycle.subject)
    .where('subject_id', '=', id)
    .select(['event', 'from_status', 'to_status', 'user_login_id', 'remark', 'created_at'])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute()
  return {
    ...toRow(r),
    description: r.description,
    images: parseImages(r.images),
    auditRemark: r.audit_remark,
    returnCarrierName: r.return_carrier_name,
    returnTrackingNo: r.return_tracking_no,
    auditedAt: r.audited_at,
    completedAt: r.completed_at,
    line:
      r.order_line_id === null || r.product_name === null
        ? null
        : {
            productName: r.product_name,
            skuCode: r.sku_code ?? '',
            skuSpec: r.sku_spec ?? '',
            imageUrl: r.image_url ?? '',
            unitPrice: Number(r.unit_price ?? 0),
            quantity: Number(r.line_quantity ?? 0),
            amount: Number(r.line_amount ?? 0),
            refundedQuantity: Number(r.refunded_quantity ?? 0),
          },
    order: {
      orderId: Number(r.order_id),
      orderNo: r.order_no,
      status: r.order_status,
      payAmount: Number(r.pay_amount),
      refundedAmount: Number(r.refunded_amount),
    },
    history: history.map((h) => ({
      event: h.event,
      fromStatus: h.from_status,
      toStatus: h.to_status,
      userLoginId: h.user_login_id,
      remark: h.remark,
      createdAt: h.created_at,
    })),
  }
}
