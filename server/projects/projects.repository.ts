// Data access for project management (project, project_order, project_order_line): a bound
// member's projects, their orders and the order lines. Tenant = the bound member.
import type { Transaction } from 'kysely'
import type { Page } from '../../contract/paging.schema.ts'
import type { ProjectOrderStatus, ProjectStatus } from '../../contract/projects.constants.ts'
import type { ProjectOrderDetail, ProjectOrderRow, ProjectRow } from '../../contract/projects.schema.ts'
import type { Database, Db } from '../db/schema.ts'
import { likePattern } from '../shared/keyword.ts'
import { regionName } from '../shared/regions.repository.ts'
import { type PageParams, paginate } from '../http/paging.ts'

type Q = Db | Transaction<Database>

function projectQuery(db: Q, partyId: string) {
  return db
    .selectFrom('project as p')
    .where('p.party_id', '=', partyId)
    .select((eb) => [
      'p.id as projectId',
      'p.project_no as projectNo',
      'p.name as name',
      'p.customer_name as customerName',
      'p.manager_name as managerName',
      'p.status as status',
      'p.province_id as provinceId',
      'p.city_id as cityId',
      'p.county_id as countyId',
      'p.address as address',
      'p.budget_amount as budgetAmount',
      'p.ordered_amount as orderedAmount',
      'p.start_date as startDate',
      'p.end_date as endDate',
      'p.created_at as createdAt',
      eb
        .selectFrom('project_order as o')
        .select(eb.fn.countAll().as('n'))
        .whereRef('o.project_id', '=', 'p.id')
        .where('o.party_id', '=', partyId)
        .as('orderCount'),
    ])
}

export async function listProjects(
  db: Q,
  partyId: string,
  params: PageParams,
  filters: { status?: ProjectStatus | undefined; keyword?: string | undefined },
): Promise<Page<ProjectRow>> {
  let q = projectQuery(db, partyId)
  if (filters.status) q = q.where('p.status', '=', filters.status)
  if (filters.keyword) {
    const like = likePattern(filters.keyword)
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['p.name']), 'like', like),
        eb(eb.fn('lower', ['p.project_no']), 'like', like),
        eb(eb.fn('lower', ['p.customer_name']), 'like', like),
      ]),
    )
  }
  const page = await paginate(q, params, {
    sortable: {
      createdAt: 'p.created_at',
      startDate: 'p.start_date',
      budgetAmount: 'p.budget_amount',
      orderedAmount: 'p.ordered_amount',
    },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'p.id',
    map: (r) => r,
  })
  const list = await Promise.all(
    page.list.map(
      async ({ provinceId, cityId, countyId, ...r }): Promise<ProjectRow> => ({
        ...r,
        projectId: Number(r.projectId),
        status: r.status as ProjectStatus,
        region: await regionName(db, [provinceId, cityId, countyId]),
        budgetAmount: Number(r.budgetAmount),
        orderedAmount: Number(r.orderedAmount),
        orderCount: Number(r.orderCount ?? 0),
      }),
    ),
  )
  return { ...page, list }
}

export async function projectExists(db: Q, partyId: string, projectId: number): Promise<boolean> {
  const row = await db
    .selectFrom('project')
    .select('id')
    .where('party_id', '=', partyId)
    .where('id', '=', projectId)
    .executeTakeFirst()
  return !!row
}

function orderQuery(db: Q, partyId: string) {
  return db
    .selectFrom('project_order as o')
    .innerJoin('project as p', 'p.id', 'o.project_id')
    .leftJoin('party as s', 's.id', 'o.supplier_party_id')
    .where('o.party_id', '=', partyId)
    .where('p.party_id', '=', partyId)
    .select([
      'o.id as orderId',
      'o.order_no as orderNo',
      'o.project_id as projectId',
      'p.name as projectName',
      's.name as supplierName',
      'o.item_count as itemCount',
      'o.amount as amount',
      'o.status as status',
      'o.remark as remark',
      'o.created_at as createdAt',
    ])
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>
const toOrderRow = (r: OrderRow): ProjectOrderRow => ({
  ...r,
  orderId: Number(r.orderId),
  projectId: Number(r.projectId),
  supplierName: r.supplierName ?? '',
  itemCount: Number(r.itemCount),
  amount: Number(r.amount),
  status: r.status as ProjectOrderStatus,
})

export async function listProjectOrders(
  db: Q,
  partyId: string,
  params: PageParams,
  filters: { projectId: number; status?: ProjectOrderStatus | undefined; keyword?: string | undefined },
): Promise<Page<ProjectOrderRow>> {
  let q = orderQuery(db, partyId).where('o.project_id', '=', filters.projectId)
  if (filters.status) q = q.where('o.status', '=', filters.status)
  if (filters.keyword) {
    const like = likePattern(filters.keyword)
    q = q.where((eb) =>
      eb.or([eb(eb.fn('lower', ['o.order_no']), 'like', like), eb(eb.fn('lower', ['s.name']), 'like', like)]),
    )
  }
  return paginate(q, params, {
    sortable: { createdAt: 'o.created_at', amount: 'o.amount' },
    defaultSort: { field: 'createdAt', order: 'desc' },
    tieBreaker: 'o.id',
    map: toOrderRow,
  })
}

export async function findProjectOrder(
  db: Q,
  partyId: string,
  orderId: number,
): Promise<ProjectOrderDetail | null> {
  const row = await orderQuery(db, partyId)
    .select(['p.project_no as projectNo', 'p.status as projectStatus', 'o.updated_at as updatedAt'])
    .where('o.id', '=', orderId)
    .executeTakeFirst()
  if (!row) return null
  const lines = await db
    .selectFrom('project_order_line')
    .select([
      'product_name as productName',
      'sku_spec as skuSpec',
      'unit',
      'unit_price as unitPrice',
      'quantity',
      'amount',
    ])
    .where('party_id', '=', partyId)
    .where('project_order_id', '=', orderId)
    .orderBy('id')
    .execute()
  const { projectNo, projectStatus, updatedAt, ...rest } = row
  return {
    ...toOrderRow(rest),
    projectNo,
    projectStatus: projectStatus as ProjectStatus,
    updatedAt,
    lines: lines.map((l) => ({
      ...l,
      unitPrice: Number(l.unitPrice),
      quantity: Number(l.quantity),
      amount: Number(l.amount),
    })),
  }
}
