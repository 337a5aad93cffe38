// The /control calls of catalogue ordering: catalogues, and the order audit also open to the basic tiers
// (CATALOGUE_ORDER_AUDIT_ROLES).
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
  catalogueOrderRow,
  catalogueProductOption,
  catalogueProductOptionRequest,
  catalogueRow,
  changeCatalogueStatusRequest,
  rejectCatalogueOrderRequest,
  saveCatalogueRequest,
} from './catalogue.schema.ts'
import { pageOf } from './paging.schema.ts'
import { CATALOGUE_ORDER_AUDIT_ROLES } from './roles.ts'
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
})
