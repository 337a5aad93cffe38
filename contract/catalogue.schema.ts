// Request and response schemas of the catalogue area (SPEC.md section 3, /cataLogManagement):
// catalogues (order forms a supplier offers its members: name, validity, audience, products
// and prices) and the audit of the orders members place from them (catalogueOrderAuditLifecycle).
// The server validates with these at run time; the browser imports the types only.
import { z } from 'zod'
import { deliveryRequest } from './shared.schema.ts'
import { recordId as recordIdNumber } from './record-id.ts'
import {
  CATALOGUE_AUDIENCES,
  CATALOGUE_ORDER_QUANTITY,
  CATALOGUE_ORDER_AUDIT_STATUSES,
  CATALOGUE_STATUS_ACTIONS,
  CATALOGUE_STATUSES,
  MAX_CATALOGUE_DESCRIPTION_LENGTH,
  MAX_CATALOGUE_NAME_LENGTH,
  MAX_CATALOGUE_ORDER_LINES,
  MAX_CATALOGUE_ORDER_REMARK_LENGTH,
  MAX_CATALOGUE_PRICE,
  MAX_CATALOGUE_PRODUCTS,
  MAX_REJECT_TEXT_LENGTH,
} from './catalogue.constants.ts'
import { PRICE_ADJUSTMENT_KINDS } from './orders-pricing.constants.ts'
import { pageRequest } from './paging.schema.ts'

const recordId = recordIdNumber()
const isoTime = z.iso.datetime({ error: 'notAnIsoTime' })
const keyword = z.string().trim().max(100, { error: 'tooLong' }).optional()

export const catalogueIdRequest = z.object({ id: recordId })

// ---- catalogues ----

export const catalogueListRequest = pageRequest.extend({
  keyword,
  status: z.enum(CATALOGUE_STATUSES, { error: 'unknownStatus' }).optional(),
})
export type CatalogueListRequest = z.input<typeof catalogueListRequest>

export const catalogueRow = z.object({
  id: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  status: z.enum(CATALOGUE_STATUSES),
  audience: z.enum(CATALOGUE_AUDIENCES),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  productCount: z.number().int(),
  orderCount: z.number().int(),
  pendingOrderCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type CatalogueRow = z.infer<typeof catalogueRow>

const rankPrice = z.object({ rankId: z.number().int(), rankName: z.string(), price: z.number().int() })

export const catalogueProductItem = z.object({
  productId: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  /** The product's lowest sale price, fen. */
  basePrice: z.number().int(),
  /** The catalogue price, fen; null = each member pays its rank's distribution price. */
  price: z.number().int().nullable(),
  /** What a member of each rank pays: the catalogue price (or base price) at the rank's discount. */
  rankPrices: z.array(rankPrice),
})
export type CatalogueProductItem = z.infer<typeof catalogueProductItem>

const namedOption = z.object({ id: z.number().int(), name: z.string() })

export const catalogueDetail = catalogueRow.extend({
  description: z.string(),
  groups: z.array(namedOption),
  products: z.array(catalogueProductItem),
})
export type CatalogueDetail = z.infer<typeof catalogueDetail>

export const saveCatalogueRequest = z
  .object({
    id: recordId.optional(),
    name: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(MAX_CATALOGUE_NAME_LENGTH, { error: 'tooLong' }),
    description: z.string().max(MAX_CATALOGUE_DESCRIPTION_LENGTH, { error: 'tooLong' }).default(''),
    startAt: isoTime,
    endAt: isoTime,
    audience: z.enum(CATALOGUE_AUDIENCES, { error: 'unknownAudience' }),
    groupIds: z.array(recordId).max(100, { error: 'tooMany' }).default([]),
    products: z
      .array(
        z.object({
          productId: recordId,
          price: z.coerce
            .number()
            .int({ error: 'integer' })
            .min(1, { error: 'min1' })
            .max(MAX_CATALOGUE_PRICE, { error: 'tooLarge' })
            .nullable()
            .default(null),
        }),
      )
      .min(1, { error: 'noProducts' })
      .max(MAX_CATALOGUE_PRODUCTS, { error: 'tooMany' }),
  })
  .refine((v) => new Date(v.endAt).getTime() > new Date(v.startAt).getTime(), {
    error: 'endBeforeStart',
    path: ['endAt'],
  })
  .refine((v) => v.audience === 'ALL' || v.groupIds.length > 0, { error: 'noGroups', path: ['groupIds'] })
  .refine((v) => new Set(v.products.map((p) => p.productId)).size === v.products.length, {
    error: 'productTwice',
    path: ['products'],
  })
export type SaveCatalogueRequest = z.input<typeof saveCatalogueRequest>
export type SaveCatalogueValues = z.output<typeof saveCatalogueRequest>

export const changeCatalogueStatusRequest = z.object({
  id: recordId,
  action: z.enum(CATALOGUE_STATUS_ACTIONS, { error: 'unknownAction' }),
})
export type ChangeCatalogueStatusRequest = z.input<typeof changeCatalogueStatusRequest>

/** The choices of the catalogue form: the merchant's member groups and ranks. */
export const catalogueOptions = z.object({
  groups: z.array(namedOption),
  ranks: z.array(namedOption.extend({ discountPermille: z.number().int() })),
})
export type CatalogueOptions = z.infer<typeof catalogueOptions>

export const catalogueProductOptionRequest = pageRequest.extend({ keyword })
export type CatalogueProductOptionRequest = z.input<typeof catalogueProductOptionRequest>

export const catalogueProductOption = z.object({
  productId: z.number().int(),
  name: z.string(),
  productNo: z.string(),
  imageUrl: z.string(),
  basePrice: z.number().int(),
})
export type CatalogueProductOption = z.infer<typeof catalogueProductOption>

export const catalogueIdResponse = z.object({ id: z.number().int() })

// ---- catalogue orders and their audit ----

export const catalogueOrderListRequest = pageRequest.extend({
  keyword,
  status: z.enum(CATALOGUE_ORDER_AUDIT_STATUSES, { error: 'unknownStatus' }).optional(),
})
export type CatalogueOrderListRequest = z.input<typeof catalogueOrderListRequest>

export const catalogueOrderCountRequest = z.object({ keyword })

export const catalogueOrderRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  catalogueId: z.number().int(),
  catalogueName: z.string(),
  buyerName: z.string(),
  itemCount: z.number().int(),
  amount: z.number().int(),
  auditStatus: z.enum(CATALOGUE_ORDER_AUDIT_STATUSES),
  auditRemark: z.string(),
  createdAt: z.string(),
  auditedAt: z.string().nullable(),
  version: z.number().int(),
})
export type CatalogueOrderRow = z.infer<typeof catalogueOrderRow>

export const catalogueOrderCounts = z.object({
  PENDING: z.number().int(),
  APPROVED: z.number().int(),
  REJECTED: z.number().int(),
})
export type CatalogueOrderCounts = z.infer<typeof catalogueOrderCounts>

export const catalogueOrderLine = z.object({
  id: z.number().int(),
  productName: z.string(),
  skuSpec: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
})
export type CatalogueOrderLine = z.infer<typeof catalogueOrderLine>

export const catalogueOrderDetail = catalogueOrderRow.extend({
  remark: z.string(),
  buyerContact: z.string(),
  buyerPhone: z.string(),
  auditedBy: z.string(),
  salesOrderId: z.number().int().nullable(),
  salesOrderNo: z.string().nullable(),
  lines: z.array(catalogueOrderLine),
})
export type CatalogueOrderDetail = z.infer<typeof catalogueOrderDetail>

export const approveCatalogueOrderRequest = z.object({
  id: recordId,
  /** The version the caller saw; another decision since then is a conflict. */
  version: z.coerce.number().int({ error: 'integer' }).min(0, { error: 'min0' }).optional(),
})
export type ApproveCatalogueOrderRequest = z.input<typeof approveCatalogueOrderRequest>

export const rejectCatalogueOrderRequest = approveCatalogueOrderRequest.extend({
  rejectText: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(MAX_REJECT_TEXT_LENGTH, { error: 'tooLong' }),
})
export type RejectCatalogueOrderRequest = z.input<typeof rejectCatalogueOrderRequest>

// ---- ordering from a supplier's catalogue (the dealer's side, issue 31) ----

/** A SKU a member may order from an open catalogue, at the catalogue's price. */
export const orderableCatalogueSku = z.object({
  skuId: z.number().int(),
  spec: z.string(),
  /** The catalogue's price of the product (or the SKU's price when the catalogue sets none), fen. */
  price: z.number().int(),
})

export const orderableCatalogueProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  skus: z.array(orderableCatalogueSku),
})

/** getOrderableCatalogues: the open catalogues of the suppliers the caller is an enabled member of. */
export const orderableCatalogue = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  endAt: z.string().nullable(),
  supplierPartyId: z.string(),
  supplierName: z.string(),
  products: z.array(orderableCatalogueProduct),
})
export type OrderableCatalogue = z.infer<typeof orderableCatalogue>

/** quoteCatalogueOrder and placeCatalogueOrder: lines of one catalogue and a remark. */
export const catalogueOrderRequest = z.object({
  catalogueId: recordId,
  lines: z
    .array(
      z.object({
        skuId: recordId,
        quantity: z.coerce
          .number({ error: 'required' })
          .int({ error: 'integer' })
          .min(CATALOGUE_ORDER_QUANTITY.min, { error: 'min1' })
          .max(CATALOGUE_ORDER_QUANTITY.max, { error: 'tooLarge' }),
      }),
      { error: 'required' },
    )
    .min(1, { error: 'required' })
    .max(MAX_CATALOGUE_ORDER_LINES, { error: 'tooMany' }),
  remark: z.string().trim().max(MAX_CATALOGUE_ORDER_REMARK_LENGTH, { error: 'tooLong' }).default(''),
  /**
   * Where the supplier ships once it approves: absent, the buyer's business profile (the
   * browser prefills it from the profile, as the business order does).
   */
  delivery: deliveryRequest.optional(),
})
export type CatalogueOrderRequest = z.input<typeof catalogueOrderRequest>

/** placeCatalogueOrder: the PENDING catalogue order the supplier now audits. */
export const catalogueOrderPlaced = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  auditStatus: z.enum(CATALOGUE_ORDER_AUDIT_STATUSES),
  supplierName: z.string(),
  itemCount: z.number().int(),
  /** The lines at the catalogue's price (what the audit list shows). */
  amount: z.number().int(),
  /** What the approval will charge (the quote's payable total). */
  payableTotal: z.number().int(),
})
export type CatalogueOrderPlaced = z.infer<typeof catalogueOrderPlaced>

/**
 * quoteCatalogueOrder: what the supplier's approval would charge, line by line (the shape of
 * quoteBusinessOrder's answer; no purchase limits apply, so `limitViolations` is always empty).
 */
export const catalogueOrderQuote = z.object({
  lines: z.array(
    z.object({
      index: z.number().int(),
      skuId: z.number().int(),
      quantity: z.number().int(),
      listUnitPrice: z.number().int(),
      unitPrice: z.number().int(),
      listAmount: z.number().int(),
      amount: z.number().int(),
      adjustments: z.array(
        z.object({
          kind: z.enum(PRICE_ADJUSTMENT_KINDS),
          promotionId: z.number().int().nullable(),
          name: z.string(),
          amount: z.number().int(),
        }),
      ),
    }),
  ),
  totals: z.object({
    listTotal: z.number().int(),
    discountTotal: z.number().int(),
    payableTotal: z.number().int(),
  }),
  limitViolations: z.array(
    z.object({ field: z.string(), reason: z.literal('overPurchaseLimit'), max: z.number().int() }),
  ),
})
export type CatalogueOrderQuote = z.infer<typeof catalogueOrderQuote>
