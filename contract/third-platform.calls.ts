// The /control calls of the third-party platform (ERP) integration.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { defineCalls, read, write } from './calls.ts'
import { pageOf } from './paging.schema.ts'
import { emptyRequest } from './shared.schema.ts'
import {
  erpIdRequest,
  erpNameList,
  erpParameters,
  platformProductDetail,
  platformProductIdRequest,
  platformProductListRequest,
  platformProductRow,
  saveErpParameterRequest,
} from './third-platform.schema.ts'

export const thirdPlatformCalls = defineCalls({
  getErpNameListFromNewMerchant: {
    request: emptyRequest,
    response: erpNameList,
    access: 'third-platform',
    audit: read,
  },
  getErpParameterFromNewMerchant: {
    request: erpIdRequest,
    response: erpParameters,
    access: 'third-platform',
    audit: read,
  },
  savePartyErpParameter: {
    request: saveErpParameterRequest,
    response: erpParameters,
    access: 'third-platform',
    audit: write(),
  },
  getPlatformProductList: {
    request: platformProductListRequest,
    response: pageOf(platformProductRow),
    access: 'third-platform',
    audit: read,
  },
  getPlatformProductDetail: {
    request: platformProductIdRequest,
    response: platformProductDetail,
    access: 'third-platform',
    audit: read,
  },
})
