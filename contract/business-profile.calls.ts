// The /control calls of the business profile, opportunities, cooperation, business orders and the security
// deposit, a part of business-network.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { z } from 'zod'
import {
  buildCooperationRequest,
  busiDetailRequest,
  businessInfoCheck,
  businessOrderCreated,
  businessOrderQuote,
  businessProduct,
  businessProductRequest,
  busiProfile,
  busiSecurityInfo,
  busiSecurityOrderRequest,
  cityInfoRequest,
  cooperationBuilt,
  countyInfoRequest,
  createBusinessOrderRequest,
  deliveryAddress,
  opportunityItem,
  opportunityListRequest,
  randomRetailerRequest,
  retailerCard,
  saveBusiPartyInfoRequest,
} from './business-profile.schema.ts'
import { defineCalls, read, write } from './calls.ts'
import { vipOrder } from './distribution-setup.schema.ts'
import { pageOf } from './paging.schema.ts'
import { emptyRequest, regionItem } from './shared.schema.ts'
import { imageUploadForm, uploadResponse } from './uploads.schema.ts'

export const businessProfileCalls = defineCalls({
  getBusiDetail: {
    request: busiDetailRequest,
    response: busiProfile.nullable(),
    access: 'business-network',
    audit: read,
  },
  saveBusiPartyInfo: {
    request: saveBusiPartyInfoRequest,
    response: busiProfile,
    access: 'business-network',
    audit: write(),
  },
  imageUpload: {
    input: 'form',
    request: imageUploadForm,
    response: uploadResponse,
    access: 'business-network',
    audit: write(),
  },
  checkUserIsHaveBusinessInfo: {
    request: emptyRequest,
    response: businessInfoCheck,
    access: 'business-network',
    audit: read,
  },
  getBusinessOpportunityList: {
    request: opportunityListRequest,
    response: pageOf(opportunityItem),
    access: 'business-network',
    audit: read,
  },
  getRandomBusiRetailerFromNewMerchant: {
    request: randomRetailerRequest,
    response: z.array(retailerCard),
    access: 'business-network',
    audit: read,
  },
  getCityInfoFromNewMerchant: {
    request: cityInfoRequest,
    response: z.array(regionItem),
    access: 'business-network',
    audit: read,
  },
  getCountyInfoFromNewMerchant: {
    request: countyInfoRequest,
    response: z.array(regionItem),
    access: 'business-network',
    audit: read,
  },
  buildBusinessCooperation: {
    request: buildCooperationRequest,
    response: cooperationBuilt,
    access: 'business-network',
    audit: write(),
  },
  getBusinessProductByType: {
    request: businessProductRequest,
    response: pageOf(businessProduct),
    access: 'business-network',
    audit: read,
  },
  createBusinessProductPcOrder: {
    request: createBusinessOrderRequest,
    response: businessOrderCreated,
    access: 'business-network',
    audit: write(),
  },
  quoteBusinessOrder: {
    request: createBusinessOrderRequest,
    response: businessOrderQuote,
    access: 'business-network',
    audit: read,
  },
  getOwnDeliveryAddresses: {
    request: emptyRequest,
    response: z.array(deliveryAddress),
    access: 'business-network',
    audit: read,
  },
  getBusiSecurityInfo: {
    request: emptyRequest,
    response: busiSecurityInfo,
    access: 'business-network',
    audit: read,
  },
  prepareBusiSecurityOrder: {
    request: emptyRequest,
    response: vipOrder,
    access: { area: 'business-network', merchantAccountOnly: true },
    audit: write(),
  },
  payBusiSecurityOrder: {
    request: busiSecurityOrderRequest,
    response: vipOrder,
    access: { area: 'business-network', merchantAccountOnly: true },
    audit: write(),
  },
})
