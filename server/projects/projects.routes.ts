// Project management (SPEC.md section 2, /project-management): a bound member's projects, a
// project's orders and an order's details. Only the caller's own projects are visible.
import { Hono } from 'hono'
import {
  projectListRequest,
  projectOrderIdRequest,
  projectOrderListRequest,
} from '../../contract/projects.schema.ts'
import type { AppEnv } from '../app-env.ts'
import { ApiError } from '../http/api-error.ts'
import { ok } from '../http/envelope.ts'
import { body } from '../http/validate.ts'
import { requireSession } from '../middleware/auth.ts'
import { requireArea } from '../middleware/require-area.ts'
import { findProjectOrder, listProjectOrders, listProjects, projectExists } from './projects.repository.ts'

const area = requireArea('projects')

export const projectsRoutes = new Hono<AppEnv>()
  .post('/getProjectList', requireSession, area, async (c) => {
    const { status, keyword, ...page } = await body(c, projectListRequest)
    return ok(c, await listProjects(c.get('deps').db, c.get('caller').partyId, page, { status, keyword }))
  })
  .post('/getProjectOrderList', requireSession, area, async (c) => {
    const { projectId, status, keyword, ...page } = await body(c, projectOrderListRequest)
    const { db } = c.get('deps')
    const partyId = c.get('caller').partyId
    if (!(await projectExists(db, partyId, projectId))) throw ApiError.notFound('projects.notFound')
    return ok(c, await listProjectOrders(db, partyId, page, { projectId, status, keyword }))
  })
  .post('/getProjectOrderDetails', requireSession, area, async (c) => {
    const { orderId } = await body(c, projectOrderIdRequest)
    const detail = await findProjectOrder(c.get('deps').db, c.get('caller').partyId, orderId)
    if (!detail) throw ApiError.notFound('projects.orderNotFound')
    return ok(c, detail)
  })
