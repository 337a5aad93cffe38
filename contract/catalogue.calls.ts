// The /control calls of catalogue ordering: catalogues, and the order audit also open to the basic tiers
// (CATALOGUE_ORDER_AUDIT_ROLES), and the member's ordering from its suppliers' open catalogues
// (CATALOGUE_BUYER_ROLES).
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { z } from 'zod'
import { defineCalls, read, write } from './calls.ts'
import {
  approveCatalogueOrderRequest,
  catalogueDetail,
  catalogueIdRequest,
  catalogueIdResponse,
  catalogueListRequest,
  catalogueOptions,
  catalogueOrderCountRequest,
  catalogueOrderCounts,
  catalogueOrderDetail,
  catalogueOrderListRequest,
  catalogueOrderPlaced,
  catalogueOrderQuote,
  catalogueOrderRequest,
  orderableCatalogue,
  catalogueOrderRow,
  catalogueProductOption,
  catalogueProductOptionRequest,
  catalogueRow,
  changeCatalogueStatusRequest,
  rejectCatalogueOrderRequest,
  saveCatalogueRequest,
} from './catalogue.schema.ts'
import { pageOf } from './paging.schema.ts'
import { CATALOGUE_BUYER_ROLES, CATALOGUE_ORDER_AUDIT_ROLES } from './roles.ts'
import { emptyRequest } from './shared.schema.ts'

export const catalogueCalls = defineCalls({
  getCatalogList: {
    request: catalogueListRequest,
    response: pageOf(catalogueRow),
    access: 'catalogue',
    audit: read,
  },
  getCatalogDetail: {
    request: catalogueIdRequest,
    response: catalogueDetail,
    access: 'catalogue',
    audit: read,
  },
  getCatalogOptions: { request: emptyRequest, response: catalogueOptions, access: 'catalogue', audit: read },
  getCatalogProductOptions: {
    request: catalogueProductOptionRequest,
    response: pageOf(catalogueProductOption),
    access: 'catalogue',
    audit: read,
  },
  saveCatalog: {
    request: saveCatalogueRequest,
    response: catalogueIdResponse,
    access: 'catalogue',
    audit: write('catalogue', 'id'),
  },
  changeCatalogStatus: {
    request: changeCatalogueStatusRequest,
    response: z.null(),
    access: 'catalogue',
    audit: write('catalogue', 'id'),
  },
  deleteCatalog: {
    request: catalogueIdRequest,
    response: z.null(),
    access: 'catalogue',
    audit: write('catalogue', 'id'),
  },
  getCatalogueOrderList: {
    request: catalogueOrderListRequest,
    response: pageOf(catalogueOrderRow),
    access: { roles: CATALOGUE_ORDER_AUDIT_ROLES },
    audit: read,
  },
  getCatalogueOrderCounts: {
    request: catalogueOrderCountRequest,
    response: catalogueOrderCounts,
    access: { roles: CATALOGUE_ORDER_AUDIT_ROLES },
    audit: read,
  },
  getCatalogueOrderDetail: {
    request: catalogueIdRequest,
    response: catalogueOrderDetail,
    access: { roles: CATALOGUE_ORDER_AUDIT_ROLES },
    audit: read,
  },
  approveCatalogueOrder: {
    request: approveCatalogueOrderRequest,
    response: catalogueOrderDetail,
    access: { roles: CATALOGUE_ORDER_AUDIT_ROLES },
    audit: write('catalogueOrder', 'id'),
  },
  rejectCatalogueOrder: {
    request: rejectCatalogueOrderRequest,
    response: catalogueOrderDetail,
    access: { roles: CATALOGUE_ORDER_AUDIT_ROLES },
    audit: write('catalogueOrder', 'id'),
  },
  // The dealer's side (issue 31): a member orders from its suppliers' open catalogues.
  getOrderableCatalogues: {
    request: emptyRequest,
    response: z.array(orderableCatalogue),
    access: { roles: CATALOGUE_BUYER_ROLES },
    audit: read,
  },
  quoteCatalogueOrder: {
    request: catalogueOrderRequest,
    response: catalogueOrderQuote,
    access: { roles: CATALOGUE_BUYER_ROLES },
    audit: read,
  },
  placeCatalogueOrder: {
    request: catalogueOrderRequest,
    response: catalogueOrderPlaced,
    access: { roles: CATALOGUE_BUYER_ROLES },
    audit: write('catalogueOrder', 'id'),
  },
})
