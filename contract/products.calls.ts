// The /control calls of the product catalogue, its after-sales information and brands (brands for every
// signed-in user).
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { z } from 'zod'
import { defineCalls, read, write } from './calls.ts'
import {
  afterSaleInfo,
  brandItem,
  countResponse,
  createProductRequest,
  editProductRequest,
  productBrandRequest,
  productDetail,
  productIdRequest,
  productIdsRequest,
  productListRequest,
  productListResponse,
  productShelfRequest,
  saveAfterSaleInfoRequest,
} from './products.schema.ts'
import { emptyRequest } from './shared.schema.ts'

export const productsCalls = defineCalls({
  getProductBrand: {
    request: productBrandRequest,
    response: z.array(brandItem),
    access: 'session',
    audit: read,
  },
  getProductList: {
    request: productListRequest,
    response: productListResponse,
    access: 'products',
    audit: read,
  },
  getProductDetail: { request: productIdRequest, response: productDetail, access: 'products', audit: read },
  createProduct: {
    request: createProductRequest,
    response: productDetail,
    access: 'products',
    audit: write('product', 'productId'),
  },
  editProduct: {
    request: editProductRequest,
    response: productDetail,
    access: 'products',
    audit: write('product', 'productId'),
  },
  updateProductStatus: {
    request: productShelfRequest,
    response: countResponse,
    access: 'products',
    audit: write('product', 'productIds'),
  },
  deleteProducts: {
    request: productIdsRequest,
    response: countResponse,
    access: 'products',
    audit: write('product', 'productIds'),
  },
  getAfterSaleInfo: { request: emptyRequest, response: afterSaleInfo, access: 'products', audit: read },
  saveAfterSaleInfo: {
    request: saveAfterSaleInfoRequest,
    response: afterSaleInfo,
    access: 'products',
    audit: write(),
  },
})
