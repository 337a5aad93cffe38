// Rows the dashboard tests insert themselves, in tenants of their own (ids prefixed 'PDB'),
// so the expected figures never depend on the demo seed.
import type { Role } from '../../contract/roles.ts'
import type { Db } from '../../server/db/schema.ts'
import { loginAs, type TestApp } from './harness.ts'
import { salesOrderRow } from './order-rows.ts'

const PASSWORD = 'dash-test-pw'
let serial = 0
const next = () => ++serial

export interface Tenant {
  partyId: string
  userLoginId: string
  username: string
  token: string
}

/** A merchant party of `tier` with one login holding `role`, signed in. */
export async function merchant(
  t: TestApp,
  role: Role | 'admin',
  tier: string | null = role,
): Promise<Tenant> {
  const n = next()
  const partyId = `PDB${n}`
  await t.db
    .insertInto('party')
    .values({
      id: partyId,
      name: `Dashboard test ${n}`,
      tier,
      thru_date: null,
      from_date: null,
      province_id: null,
      city_id: null,
      county_id: null,
      parent_party_id: null,
      created_at: t.clock.now().toISOString(),
      updated_at: null,
    })
    .execute()
  return addLogin(t, partyId, role, false)
}

/** Another login inside an existing tenant (a sub-account when `sub`). */
export async function addLogin(
  t: TestApp,
  partyId: string,
  role: Role | 'admin',
  sub = true,
): Promise<Tenant> {
  const n = next()
  const userLoginId = `UDB${n}`
  const username = `dash_${role.toLowerCase()}_${n}`
  await t.db
    .insertInto('user_login')
    .values({
      id: userLoginId,
      username,
      password_hash: await t.deps.hasher.hash(PASSWORD),
      party_id: partyId,
      display_name: username,
      is_sub_account: sub ? 1 : 0,
      last_login_at: null,
      created_at: t.clock.now().toISOString(),
      updated_at: null,
    })
    .execute()
  await t.db.insertInto('user_role').values({ user_login_id: userLoginId, role }).execute()
  return { partyId, userLoginId, username, token: await loginAs(t, username, PASSWORD) }
}

export async function dealer(db: Db, createdAt: string): Promise<string> {
  const id = `PDBD${next()}`
  await db
    .insertInto('party')
    .values({
      id,
      name: `Dealer ${id}`,
      kind: 'DEALER',
      tier: null,
      thru_date: null,
      from_date: null,
      province_id: null,
      city_id: null,
      county_id: null,
      parent_party_id: null,
      created_at: createdAt,
      updated_at: null,
    })
    .execute()
  return id
}

export async function order(
  db: Db,
  partyId: string,
  status: string,
  createdAt: string,
  payAmount: number,
  buyerPartyId: string | null = null,
): Promise<number> {
  const row = await db
    .insertInto('sales_order')
    .values(
      salesOrderRow({
        party_id: partyId,
        order_no: `SO${next()}`,
        buyer_party_id: buyerPartyId,
        status: status as 'WAIT_SHIP',
        pay_amount: payAmount,
        created_at: createdAt,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function afterSale(db: Db, partyId: string, orderId: number, status: string, createdAt: string) {
  await db
    .insertInto('after_sale')
    .values({
      party_id: partyId,
      after_sale_no: `AS${next()}`,
      order_id: orderId,
      order_line_id: null,
      buyer_party_id: null,
      buyer_name: 'buyer',
      kind: 'REFUND_ONLY',
      reason: 'reason',
      status: status as 'WAIT_AUDIT',
      created_at: createdAt,
      audited_at: null,
      completed_at: null,
      updated_at: createdAt,
    })
    .execute()
}

export async function product(db: Db, partyId: string, status: string, createdAt: string, isDeleted = 0) {
  await db
    .insertInto('product')
    .values({
      party_id: partyId,
      product_no: `PR${next()}`,
      name: 'product',
      category_id: null,
      brand_id: null,
      status: status as 'ON_SALE',
      freight_template_id: null,
      is_deleted: isDeleted,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute()
}

export async function member(db: Db, partyId: string, status: 'ENABLED' | 'DISABLED', createdAt: string) {
  await db
    .insertInto('dis_member')
    .values({
      party_id: partyId,
      member_party_id: await dealer(db, createdAt),
      status,
      rank_id: null,
      salesman_id: null,
      application_id: null,
      last_order_at: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute()
}

export async function cooperation(
  db: Db,
  partyId: string,
  status: 'PENDING' | 'OPENED' | 'REJECTED',
  createdAt: string,
) {
  await db
    .insertInto('dis_cooperation_application')
    .values({
      party_id: partyId,
      applicant_party_id: await dealer(db, createdAt),
      applicant_user_login_id: null,
      status,
      decided_by: null,
      decided_at: null,
      created_at: createdAt,
    })
    .execute()
}

export async function catalogue(db: Db, partyId: string, createdAt: string): Promise<number> {
  const row = await db
    .insertInto('catalogue')
    .values({
      party_id: partyId,
      name: 'catalogue',
      start_at: null,
      end_at: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function catalogueOrder(
  db: Db,
  supplierPartyId: string,
  catalogueId: number,
  buyerPartyId: string,
  auditStatus: 'PENDING' | 'APPROVED' | 'REJECTED',
  amount: number,
  createdAt: string,
) {
  await db
    .insertInto('catalogue_order')
    .values({
      party_id: supplierPartyId,
      order_no: `CO${next()}`,
      catalogue_id: catalogueId,
      buyer_party_id: buyerPartyId,
      buyer_user_login_id: null,
      salesman_id: null,
      amount,
      audit_status: auditStatus,
      audited_by: null,
      audited_at: null,
      sales_order_id: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute()
}

export async function repair(
  db: Db,
  partyId: string,
  status: string,
  createdAt: string,
  totalAmount = 0,
  assignee: string | null = null,
) {
  await db
    .insertInto('repair_order')
    .values({
      party_id: partyId,
      repair_no: `RO${next()}`,
      customer_party_id: null,
      customer_name: 'customer',
      customer_phone: '13900000000',
      province_id: null,
      city_id: null,
      county_id: null,
      product_name: 'pump',
      fault_description: 'leaks',
      status: status as 'WAIT_ACCEPT',
      assignee_user_login_id: assignee,
      appointment_at: null,
      total_amount: totalAmount,
      statement_id: null,
      created_at: createdAt,
      accepted_at: null,
      finished_at: null,
      settled_at: null,
      updated_at: createdAt,
    })
    .execute()
}

export async function statement(
  db: Db,
  partyId: string,
  domain: 'TRADE' | 'REPAIR',
  status: string,
  total: number,
  paid: number,
  createdAt: string,
) {
  await db
    .insertInto('statement')
    .values({
      party_id: partyId,
      domain,
      statement_no: `ST${next()}`,
      counterparty_party_id: await dealer(db, createdAt),
      period_start: createdAt,
      period_end: createdAt,
      total_amount: total,
      paid_amount: paid,
      status,
      created_at: createdAt,
      confirmed_at: null,
      settled_at: null,
      updated_at: createdAt,
    })
    .execute()
}

export async function payment(
  db: Db,
  partyId: string,
  domain: 'TRADE' | 'REPAIR',
  status: string,
  createdAt: string,
) {
  await db
    .insertInto('payment')
    .values({
      party_id: partyId,
      domain,
      payment_no: `PM${next()}`,
      statement_id: null,
      counterparty_party_id: await dealer(db, createdAt),
      direction: 'IN',
      amount: 1000,
      method: 'BANK_TRANSFER',
      bank_code: null,
      status,
      paid_at: createdAt,
      confirmed_at: null,
      created_by: null,
      created_at: createdAt,
    })
    .execute()
}

export async function billDetail(db: Db, partyId: string, amount: number, occurredAt: string) {
  await db
    .insertInto('bill_detail')
    .values({
      party_id: partyId,
      domain: 'REPAIR',
      counterparty_party_id: await dealer(db, occurredAt),
      statement_id: null,
      source_type: 'REPAIR',
      source_id: null,
      amount,
      occurred_at: occurredAt,
      created_at: occurredAt,
    })
    .execute()
}

export async function project(db: Db, partyId: string, status: string, createdAt: string): Promise<number> {
  const row = await db
    .insertInto('project')
    .values({
      party_id: partyId,
      project_no: `PJ${next()}`,
      name: 'project',
      province_id: null,
      city_id: null,
      county_id: null,
      status,
      start_date: null,
      end_date: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function projectOrder(
  db: Db,
  partyId: string,
  projectId: number,
  status: string,
  amount: number,
  createdAt: string,
) {
  await db
    .insertInto('project_order')
    .values({
      party_id: partyId,
      project_id: projectId,
      order_no: `PO${next()}`,
      supplier_party_id: null,
      sales_order_id: null,
      amount,
      status,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute()
}
