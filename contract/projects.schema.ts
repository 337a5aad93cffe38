// Request and response schemas of project management (SPEC.md section 2,
// /project-management: project, projectOrderDetails): a bound member (BINDMEMBER) follows its
// projects, their orders, the order lines and the amounts. Read-only. The browser imports the
// types only (values from projects.constants.ts).
import { z } from 'zod'
import { recordId } from './record-id.ts'
import { pageRequest } from './paging.schema.ts'
import { MAX_PROJECT_KEYWORD_LENGTH, PROJECT_ORDER_STATUSES, PROJECT_STATUSES } from './projects.constants.ts'

const id = recordId()
const keyword = z.string().trim().max(MAX_PROJECT_KEYWORD_LENGTH, { error: 'tooLong' }).optional()
const projectStatus = z.enum(PROJECT_STATUSES, { error: 'unknownStatus' })
const orderStatus = z.enum(PROJECT_ORDER_STATUSES, { error: 'unknownStatus' })

export const projectListRequest = pageRequest.extend({ status: projectStatus.optional(), keyword })
export type ProjectListRequest = z.input<typeof projectListRequest>

export const projectOrderListRequest = pageRequest.extend({
  projectId: id,
  status: orderStatus.optional(),
  keyword,
})
export type ProjectOrderListRequest = z.input<typeof projectOrderListRequest>

export const projectOrderIdRequest = z.object({ orderId: id })

export const projectRow = z.object({
  projectId: z.number().int(),
  projectNo: z.string(),
  name: z.string(),
  customerName: z.string(),
  managerName: z.string(),
  status: projectStatus,
  region: z.string(),
  address: z.string(),
  budgetAmount: z.number().int(),
  /** Sum of the orders that are not cancelled. */
  orderedAmount: z.number().int(),
  orderCount: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
})
export type ProjectRow = z.infer<typeof projectRow>

export const projectOrderRow = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  supplierName: z.string(),
  itemCount: z.number().int(),
  amount: z.number().int(),
  status: orderStatus,
  remark: z.string(),
  createdAt: z.string(),
})
export type ProjectOrderRow = z.infer<typeof projectOrderRow>

export const projectOrderLine = z.object({
  productName: z.string(),
  skuSpec: z.string(),
  unit: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
})
export type ProjectOrderLine = z.infer<typeof projectOrderLine>

export const projectOrderDetail = projectOrderRow.extend({
  projectNo: z.string(),
  projectStatus,
  updatedAt: z.string(),
  lines: z.array(projectOrderLine),
})
export type ProjectOrderDetail = z.infer<typeof projectOrderDetail>
