// Salesmen (SPEC.md section 7, Distribution, Salesmen): the merchant's sales staff, each
// looking after some members.
import { Hono } from 'hono'
import {
  salesmanBatchRequest,
  salesmanCreateRequest,
  salesmanDeleteRequest,
  salesmanListRequest,
  salesmanRequest,
  salesmanUpdateRequest,
} from '../../contract/distribution.schema.ts'
import { ResultCode } from '../../contract/codes.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { distributionGuard } from './distribution-guard.ts'
import { payload } from './distribution-input.ts'
import { findSalesman, findSalesmanBy, listSalesmen, phoneTaken } from './salesmen.repository.ts'

async function requireSalesman(db: Parameters<typeof findSalesman>[0], partyId: string, salesmanId: number) {
  const salesman = await findSalesman(db, partyId, salesmanId)
  if (!salesman) throw ApiError.notFound('salesman not found')
  return salesman
}

export const salesmenRoutes = new Hono<AppEnv>()
  .post('/getSalesman', distributionGuard, async (c) => {
    const { keyword, enabled, ...page } = await payload(c, salesmanListRequest)
    return ok(c, await listSalesmen(c.get('deps').db, c.get('caller').partyId, page, { keyword, enabled }))
  })
  .post('/getSalesmanOne', distributionGuard, async (c) => {
    const { salesmanId } = await payload(c, salesmanRequest)
    return ok(c, await requireSalesman(c.get('deps').db, c.get('caller').partyId, salesmanId))
  })
  .post('/getIsFlagSalesman', distributionGuard, async (c) => {
    const { db } = c.get('deps')
    const caller = c.get('caller')
    // Whether the caller is itself one of the merchant's salesmen, and the default salesman
    // new members get.
    const [own, fallback] = await Promise.all([
      findSalesmanBy(db, caller.partyId, { userLoginId: caller.userLoginId }),
      findSalesmanBy(db, caller.partyId, { isDefault: true }),
    ])
    return ok(c, { isSalesman: own !== null, salesman: own, defaultSalesman: fallback })
  })
  .post('/createSalesman', distributionGuard, async (c) => {
    const input = await payload(c, salesmanCreateRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    const now = clock.now().toISOString()
    const id = await db.transaction().execute(async (trx) => {
      if (await phoneTaken(trx, partyId, input.phone)) throw ApiError.invalidInput('phone', 'duplicate')
      if (input.isDefault === 1) {
        await trx.updateTable('dis_salesman').set({ is_default: 0 }).where('party_id', '=', partyId).execute()
      }
      const row = await trx
        .insertInto('dis_salesman')
        .values({
          party_id: partyId,
          user_login_id: null,
          name: input.name,
          phone: input.phone,
          enabled: input.enabled,
          is_default: input.isDefault,
          remark: input.remark,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return Number(row.id)
    })
    return ok(c, await findSalesman(db, partyId, id))
  })
  .post('/updateSalesman', distributionGuard, async (c) => {
    const input = await payload(c, salesmanUpdateRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    await db.transaction().execute(async (trx) => {
      await requireSalesman(trx, partyId, input.salesmanId)
      if (await phoneTaken(trx, partyId, input.phone, input.salesmanId)) {
        throw ApiError.invalidInput('phone', 'duplicate')
      }
      if (input.isDefault === 1) {
        await trx.updateTable('dis_salesman').set({ is_default: 0 }).where('party_id', '=', partyId).execute()
      }
      await trx
        .updateTable('dis_salesman')
        .set({
          name: input.name,
          phone: input.phone,
          enabled: input.enabled,
          is_default: input.isDefault,
          remark: input.remark,
          updated_at: clock.now().toISOString(),
        })
        .where('party_id', '=', partyId)
        .where('id', '=', input.salesmanId)
        .execute()
    })
    return ok(c, await findSalesman(db, partyId, input.salesmanId))
  })
  .post('/deleteSalesman', distributionGuard, async (c) => {
    const { salesmanId, membersAction, reassignTo } = await payload(c, salesmanDeleteRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    await db.transaction().execute(async (trx) => {
      const salesman = await requireSalesman(trx, partyId, salesmanId)
      if (salesman.memberCount > 0) {
        if (!membersAction) {
          throw new ApiError(
            ResultCode.conflict,
            `salesman "${salesman.name}" looks after ${salesman.memberCount} members: choose to reassign them to another salesman or to unassign them`,
            { memberCount: salesman.memberCount },
          )
        }
        let target: number | null = null
        if (membersAction === 'REASSIGN' && reassignTo !== undefined) {
          await requireSalesman(trx, partyId, reassignTo)
          target = reassignTo
        }
        await trx
          .updateTable('dis_member')
          .set({ salesman_id: target, updated_at: clock.now().toISOString() })
          .where('party_id', '=', partyId)
          .where('salesman_id', '=', salesmanId)
          .execute()
      }
      await trx
        .deleteFrom('dis_salesman')
        .where('party_id', '=', partyId)
        .where('id', '=', salesmanId)
        .execute()
    })
    return ok(c, null)
  })
  .post('/updateSalesmanBatch', distributionGuard, async (c) => {
    const { salesmanIds, enabled } = await payload(c, salesmanBatchRequest)
    const { db, clock } = c.get('deps')
    const partyId = c.get('caller').partyId
    const wanted = [...new Set(salesmanIds)]
    await db.transaction().execute(async (trx) => {
      const owned = await trx
        .selectFrom('dis_salesman')
        .select('id')
        .where('party_id', '=', partyId)
        .where('id', 'in', wanted)
        .execute()
      if (owned.length !== wanted.length) throw ApiError.notFound('salesman not found')
      await trx
        .updateTable('dis_salesman')
        .set({ enabled, updated_at: clock.now().toISOString() })
        .where('party_id', '=', partyId)
        .where('id', 'in', wanted)
        .execute()
    })
    return ok(c, { updated: wanted.length })
  })
