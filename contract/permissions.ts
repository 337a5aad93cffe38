// The permission catalogue of sub-accounts (issue 33): what a merchant may grant one person,
// key by key. Each key names the pages it opens (route ids of src/routes/route-table.ts) and
// the /control calls it covers (contract/<area>.calls.ts); a sub-account is refused every call
// a key it lacks covers (server/middleware/auth.ts), and its menu and routes keep only the
// pages of its keys (src/routes/route-access.ts). A call is covered by at most one key, so
// "refused exactly the calls its missing keys cover" holds by construction
// (tests/unit/shared/permissions.test.ts). The keys' texts are in the server's message
// catalogues (`permission.<key>`, four languages): getPermissionCatalogue answers them.
// Pure constants, safe for the browser.
import {
  AREA_ROLES,
  CATALOGUE_BUYER_ROLES,
  CATALOGUE_ORDER_AUDIT_ROLES,
  hasAnyRole,
  type Role,
  SUB_ACCOUNT_ROLES,
} from './roles.ts'

export interface PermissionDef {
  readonly key: string
  /** The group the editor shows it under (a menu group's id of the route table). */
  readonly group: string
  /** A key that only makes sense with another (an action with the pages it is taken on). */
  readonly parent?: string
  /** Who may hold it: a merchant grants only keys its tier has; a sub-user uses it only within its role. */
  readonly roles: readonly Role[]
  readonly pages: readonly string[]
  readonly calls: readonly string[]
}

function key(
  key: string,
  group: string,
  roles: readonly Role[],
  pages: readonly string[],
  calls: readonly string[],
  parent?: string,
): PermissionDef {
  return parent ? { key, group, roles, pages, calls, parent } : { key, group, roles, pages, calls }
}

export const PERMISSIONS = [
  key(
    'activity.view',
    'activityManagement',
    AREA_ROLES.activity,
    ['mdActivityList', 'mdActivityDetail', 'mdActivityProduct'],
    ['getMpActivityList', 'getMpActivityDetailById', 'getMpActivityProductList'],
  ),
  key(
    'activity.edit',
    'activityManagement',
    AREA_ROLES.activity,
    [],
    [
      'sortMpActivity',
      'removeMpActivity',
      'changeMpActivityStatus',
      'editMpActivity',
      'addMpActivityProducts',
      'removeMpActivityProducts',
    ],
    'activity.view',
  ),
  key(
    'products.view',
    'productManagement',
    AREA_ROLES.products,
    ['productList', 'stockHistory'],
    [
      'getProductList',
      'getProductDetail',
      'getSkuStockSummary',
      'getSkuStockHistory',
      'getProductStock',
      'getOrderStockEffect',
      'getStockSettings',
    ],
  ),
  key(
    'products.edit',
    'productManagement',
    AREA_ROLES.products,
    ['addProduct', 'editProduct', 'maintenanceProductBarCode', 'afterSaleInfo'],
    [
      'createProduct',
      'editProduct',
      'updateProductStatus',
      'deleteProducts',
      'getSkuBarcodeList',
      'saveSkuBarcodes',
      'getAfterSaleInfo',
      'saveAfterSaleInfo',
      'saveSkuLowStockThreshold',
      'saveStockSettings',
    ],
    'products.view',
  ),
  key(
    'products.prices',
    'productManagement',
    AREA_ROLES.products,
    ['inventoryImport', 'priceImport', 'disPriceImport'],
    ['previewProductImport', 'applyProductImport', 'getImportValues'],
    'products.view',
  ),
  key(
    'products.materials',
    'productManagement',
    AREA_ROLES.products,
    ['materialLibrary'],
    [
      'getMaterialFolders',
      'saveMaterialFolder',
      'deleteMaterialFolder',
      'getMaterialList',
      'uploadMaterial',
      'renameMaterial',
      'moveMaterials',
      'deleteMaterial',
    ],
  ),
  key(
    'products.freight',
    'productManagement',
    AREA_ROLES.products,
    ['freightTemplate', 'editFreightTemplate'],
    ['getFreightTemplateList', 'getFreightTemplateDetail', 'saveFreightTemplate', 'deleteFreightTemplate'],
  ),
  key(
    'orders.view',
    'orderManagement',
    AREA_ROLES.orders,
    ['salesOrder', 'waitShipmentOrder', 'orderDetails'],
    ['getOrderList', 'getOrderStatusCounts', 'getOrderTotals', 'getOrderDetail', 'getOrderSettings'],
  ),
  key(
    'orders.ship',
    'orderManagement',
    AREA_ROLES.orders,
    ['shipment'],
    ['shipOrder', 'previewBatchShipment', 'batchShipOrders'],
    'orders.view',
  ),
  key('orders.export', 'orderManagement', AREA_ROLES.orders, [], ['exportOrderList'], 'orders.view'),
  key(
    'orders.edit',
    'orderManagement',
    AREA_ROLES.orders,
    [],
    ['cancelOrder', 'recordOrderPayment', 'saveOrderRemark', 'saveOrderSettings'],
    'orders.view',
  ),
  key(
    'orders.afterSales',
    'orderManagement',
    AREA_ROLES.orders,
    ['orderAfterSales'],
    [
      'getAfterSaleList',
      'getAfterSaleCounts',
      'getAfterSaleDetail',
      'approveAfterSale',
      'rejectAfterSale',
      'receiveAfterSaleReturn',
      'refuseAfterSaleReturn',
      'refundAfterSale',
      'shipAfterSaleExchange',
    ],
  ),
  key(
    'distribution.members',
    'distributionManagement',
    AREA_ROLES.distribution,
    ['cooperation', 'members', 'memberDetails', 'reqMemberDetails'],
    [
      'getReqData',
      'getReqMemberDetails',
      'distributionRequestConfirm',
      'getMemberData',
      'getMemberDetailsData',
      'getMemberOrderListData',
      'getMemberSellerOrderDetailsData',
      'changeMemberStatus',
      'saveDistributionMemberRemark',
      'saveDistributionMemberRank',
      'saveDistributionMemberToGroups',
      'updateDistributionMemberSalesmanId',
    ],
  ),
  key(
    'distribution.ranksGroups',
    'distributionManagement',
    AREA_ROLES.distribution,
    ['ranks', 'groups', 'rankMembers', 'groupMembers'],
    [
      'getGroupData',
      'saveDistributionGroup',
      'deleteDistributionGroup',
      'getGroupMemberData',
      'getOutGroupMemberData',
      'saveDistributionMembersToGroup',
      'removeMemberFromGroup',
      'getRankData',
      'getRankByRankId',
      'saveDistributionRank',
      'deleteDistributionRank',
      'getRankMemberData',
      'getOutRankMemberData',
      'removeMemberFromRank',
    ],
  ),
  key(
    'distribution.salesmen',
    'distributionManagement',
    AREA_ROLES.distribution,
    ['salesman', 'createSalesman', 'updateSalesman'],
    [
      'getSalesman',
      'getSalesmanOne',
      'getIsFlagSalesman',
      'createSalesman',
      'updateSalesman',
      'deleteSalesman',
      'updateSalesmanBatch',
    ],
  ),
  key(
    'distribution.products',
    'distributionManagement',
    AREA_ROLES.distribution,
    ['disProduct', 'editDisProduct', 'activityDetails', 'mixedProduct'],
    [
      'disGetMyProductList',
      'addApplyDisProductList',
      'updateDisStatus',
      'deleteDisProduct',
      'getDisProductDetailById',
      'updateDisProduct',
      'getFreightTemplates',
      'saveStoreMinOrderMoney',
      'removeStoreMinOrderMoney',
    ],
  ),
  key(
    'distribution.setup',
    'distributionManagement',
    AREA_ROLES.distribution,
    ['supplierInfo', 'agreement', 'mpManagement'],
    [
      'getDistributionSupplierInfo',
      'saveDistributionSupplierInfo',
      'avatarUpload',
      'getDistributionAgreement',
      'saveDistributionAgreement',
      'getMpDialogInfo',
      'createMpDialogSetting',
      'getMiniStatisticsSubscribeMessage',
      'editStatisticsStatus',
      'getOpenVipInfo',
      'getOpenVipOrder',
    ],
  ),
  key(
    'catalogue.view',
    'catalogueManagement',
    AREA_ROLES.catalogue,
    ['cataLog', 'cataLogInfo'],
    ['getCatalogList', 'getCatalogDetail', 'getCatalogOptions', 'getCatalogProductOptions'],
  ),
  key(
    'catalogue.edit',
    'catalogueManagement',
    AREA_ROLES.catalogue,
    ['addCataLog'],
    ['saveCatalog', 'changeCatalogStatus', 'deleteCatalog'],
    'catalogue.view',
  ),
  key(
    'catalogue.orderAudit',
    'catalogueManagement',
    CATALOGUE_ORDER_AUDIT_ROLES,
    ['orderAudit'],
    [
      'getCatalogueOrderList',
      'getCatalogueOrderCounts',
      'getCatalogueOrderDetail',
      'approveCatalogueOrder',
      'rejectCatalogueOrder',
    ],
  ),
  key(
    'marketing.view',
    'marketing',
    AREA_ROLES.marketing,
    ['promotionsList', 'promoDetails', 'limitPurchase'],
    ['getPromotionList', 'getPromotionDetail', 'getPromotionProductList', 'getLimitPurchaseList'],
  ),
  key(
    'marketing.edit',
    'marketing',
    AREA_ROLES.marketing,
    ['promoEdit'],
    [
      'savePromotion',
      'stopPromotion',
      'deletePromotion',
      'saveLimitPurchase',
      'stopLimitPurchase',
      'deleteLimitPurchase',
    ],
    'marketing.view',
  ),
  key(
    'statistics.view',
    'statisticsManagement',
    AREA_ROLES.statistics,
    [
      'manageMonthlyReport',
      'manageDailyReport',
      'statisticsByClient',
      'statisticsByProduct',
      'statisticsBySalesman',
    ],
    [
      'getMonthlyReport',
      'getDailyReport',
      'getStatisticsByClient',
      'getStatisticsByProduct',
      'getStatisticsBySalesman',
    ],
  ),
  key(
    'businessNetwork.view',
    'businessOpportunities',
    AREA_ROLES['business-network'],
    ['businessOpportunitiesList', 'busiFriendList', 'busiFriendDetail', 'hnNotify', 'buyBusiSecurity'],
    [
      'getBusiFriendListFromNewMerchant',
      'getBusiFriendDetailFromNewMerchant',
      'getBusiFriendApplyFromNewMerchant',
      'countAddFriend',
      'getRecordMessageProductList',
      'getBusiDetail',
      'checkUserIsHaveBusinessInfo',
      'getBusinessOpportunityList',
      'getRandomBusiRetailerFromNewMerchant',
      'getCityInfoFromNewMerchant',
      'getCountyInfoFromNewMerchant',
      'getBusinessProductByType',
      'getOwnDeliveryAddresses',
      'getBusiSecurityInfo',
    ],
  ),
  key(
    'businessNetwork.edit',
    'businessOpportunities',
    AREA_ROLES['business-network'],
    ['busiEditOwnInfo'],
    [
      'acceptBusiFriendApplyFromNewMerchant',
      'rejectBusiFriendApplyFromNewMerchant',
      'applyBusiFriendFromNewMerchant',
      'saveBusiPartyInfo',
      'imageUpload',
      'buildBusinessCooperation',
      'createBusinessProductPcOrder',
      'quoteBusinessOrder',
    ],
    'businessNetwork.view',
  ),
  key(
    'purchases.view',
    'purchaseManagement',
    AREA_ROLES.purchases,
    ['purchaseList', 'purchaseDetails'],
    ['getPurchaseList', 'getPurchaseStatusCounts', 'getPurchaseDetail'],
  ),
  key(
    'purchases.edit',
    'purchaseManagement',
    AREA_ROLES.purchases,
    [],
    ['payPurchase', 'cancelPurchase', 'confirmPurchaseReceipt', 'requestPurchaseAfterSale'],
    'purchases.view',
  ),
  key(
    'purchases.catalogueOrder',
    'purchaseManagement',
    CATALOGUE_BUYER_ROLES,
    ['catalogueOrder'],
    ['getOrderableCatalogues', 'quoteCatalogueOrder', 'placeCatalogueOrder'],
  ),
  key(
    'finance.view',
    'financialSettlement',
    AREA_ROLES.finance,
    ['financialStatement', 'financialPaymentNote', 'financialBillingInfo', 'financialBillDetails'],
    ['getStatementList', 'getStatementDetail', 'getPaymentNoteList', 'getBillingInfo', 'getBillDetailList'],
  ),
  key(
    'finance.editStatement',
    'financialSettlement',
    AREA_ROLES.finance,
    [],
    ['createStatement', 'editStatement', 'addStatementAdjustment'],
    'finance.view',
  ),
  key(
    'finance.confirmStatement',
    'financialSettlement',
    AREA_ROLES.finance,
    [],
    ['confirmStatement'],
    'finance.view',
  ),
  key(
    'finance.paymentNotes',
    'financialSettlement',
    AREA_ROLES.finance,
    [],
    ['createPaymentNote', 'confirmPaymentNote', 'rejectPaymentNote'],
    'finance.view',
  ),
  key(
    'finance.billingInfo',
    'financialSettlement',
    AREA_ROLES.finance,
    [],
    ['saveBillingInfo'],
    'finance.view',
  ),
  key(
    'announcements.view',
    'announcementManagement',
    AREA_ROLES.announcements,
    ['announcementList'],
    ['getAnnouncementListFromNewMerchant'],
  ),
  key(
    'announcements.edit',
    'announcementManagement',
    AREA_ROLES.announcements,
    ['createAnn', 'editAnn'],
    [
      'createAnnouncementFromNewMerchant',
      'editAnnouncementFromNewMerchant',
      'deleteAnnouncementFromNewMerchant',
    ],
    'announcements.view',
  ),
  key(
    'repair.view',
    'repairManagement',
    AREA_ROLES.repair,
    ['repairList', 'repairDetails', 'repairSetting'],
    ['getRepairList', 'getRepairStatusCount', 'getRepairDetails', 'getRepairStaffList', 'getRepairSetting'],
  ),
  key('repair.update', 'repairManagement', AREA_ROLES.repair, [], ['updateRepairStatus'], 'repair.view'),
  key(
    'thirdPlatform.view',
    'thirdPlatform',
    AREA_ROLES['third-platform'],
    ['platform', 'platformProductDetails'],
    [
      'getErpNameListFromNewMerchant',
      'getErpParameterFromNewMerchant',
      'getPlatformProductList',
      'getPlatformProductDetail',
    ],
  ),
  key(
    'thirdPlatform.edit',
    'thirdPlatform',
    AREA_ROLES['third-platform'],
    [],
    ['savePartyErpParameter'],
    'thirdPlatform.view',
  ),
  key(
    'exchangeCertificates.view',
    'exchangeCertificate',
    AREA_ROLES['exchange-certificates'],
    ['exchangeCertificateDetail', 'exchangeApplyDetail'],
    [
      'getExchangeCertificateList',
      'getExchangeCertificateDetail',
      'getExchangeApplyList',
      'getExchangeApplyDetail',
    ],
  ),
  key(
    'exchangeCertificates.edit',
    'exchangeCertificate',
    AREA_ROLES['exchange-certificates'],
    ['createExchangeCertificate'],
    [
      'createExchangeCertificate',
      'exchangeCertificateLogoUpload',
      'applyExchangeCertificate',
      'acceptExchangeApply',
      'rejectExchangeApply',
    ],
    'exchangeCertificates.view',
  ),
  key(
    'messages.view',
    'message',
    AREA_ROLES.messages,
    ['messageIndex', 'chatRecord'],
    [
      'getMessageListByUserLoginId',
      'changeMessageStatus',
      'getMessageDetailFromNewMerchant',
      'getMessageNoticeByTimerFromNewMerchant',
      'getFetchMessageNumFromNewMerchant',
      'changeNoticeStatusFromNewMerchant',
      'getFriendInfoNumFromNewMerchant',
      'getFriendListAndNewRecordFromNewMerchant',
      'getFriendRecordDetailFromNewMerchant',
      'getNoReadOldMessageFromNewMerchant',
      'sendFriendMessageFromNewMerchant',
      'changeFriendMessageStatusFromNewMerchant',
      'deteleFriendRecordFromNewMerchant',
    ],
  ),
] as const satisfies readonly PermissionDef[]

export type PermissionKey = (typeof PERMISSIONS)[number]['key']

export const PERMISSION_KEYS: readonly PermissionKey[] = PERMISSIONS.map((p) => p.key)

const BY_KEY: ReadonlyMap<string, PermissionDef> = new Map(PERMISSIONS.map((p) => [p.key, p]))
const KEY_OF_CALL: ReadonlyMap<string, string> = new Map(
  PERMISSIONS.flatMap((p) => p.calls.map((call) => [call, p.key] as const)),
)
const KEY_OF_PAGE: ReadonlyMap<string, string> = new Map(
  PERMISSIONS.flatMap((p) => p.pages.map((page) => [page, p.key] as const)),
)

export function permissionOf(key: string): PermissionDef | undefined {
  return BY_KEY.get(key)
}

/** The key that covers a call, if any (calls of no key are not narrowed). */
export function permissionOfCall(call: string): string | undefined {
  return KEY_OF_CALL.get(call)
}

/** The key that opens a page, if any. */
export function permissionOfPage(pageId: string): string | undefined {
  return KEY_OF_PAGE.get(pageId)
}

/** Whether a person is narrowed by permissions at all: sub-accounts are; merchant accounts and admin are not. */
export function isSubAccount(roles: readonly string[]): boolean {
  return roles.some((r) => (SUB_ACCOUNT_ROLES as readonly string[]).includes(r))
}

/**
 * The default keys of a sub-user's roles: every key its roles may use. The defaults keep the
 * reach the fixed roles had before issue 33 (no sub-user loses access on upgrade); the
 * merchant narrows, or widens within its tier, per person (docs/decisions/account.md).
 */
export function defaultPermissions(roles: readonly string[]): PermissionKey[] {
  return PERMISSION_KEYS.filter((k) => hasAnyRole(roles, (BY_KEY.get(k) as PermissionDef).roles))
}

/** The keys a merchant holding `merchantRoles` may grant: those of its tier. */
export function grantablePermissions(merchantRoles: readonly string[]): PermissionKey[] {
  return defaultPermissions(merchantRoles)
}

/**
 * The keys a person holds: null when not narrowed (merchant accounts, admin); for a sub-user
 * its stored keys, or its roles' defaults when none are stored.
 */
export function heldPermissions(
  roles: readonly string[],
  stored: readonly string[] | null,
): readonly string[] | null {
  if (roles.includes('admin') || !isSubAccount(roles)) return null
  return stored ?? defaultPermissions(roles)
}

/**
 * The key a call needs that `held` lacks, or undefined when the keys allow it. A key none of
 * `roles` may use is not asked for: the call's area guard refuses such a caller in any case
 * (and names the area, not a key the person could never be given).
 */
export function missingPermissionForCall(
  roles: readonly string[],
  held: readonly string[] | null,
  call: string,
): string | undefined {
  if (held === null) return undefined
  const needed = KEY_OF_CALL.get(call)
  if (needed === undefined || held.includes(needed)) return undefined
  return hasAnyRole(roles, (BY_KEY.get(needed) as PermissionDef).roles) ? needed : undefined
}

/** Whether a page is open to a person holding `held` (null: not narrowed). */
export function pageAllowed(held: readonly string[] | null, pageId: string): boolean {
  if (held === null) return true
  const needed = KEY_OF_PAGE.get(pageId)
  return needed === undefined || held.includes(needed)
}

/** The pages of the keys `held` lacks (none when not narrowed), in catalogue order. */
export function deniedPages(held: readonly string[] | null): string[] {
  if (held === null) return []
  return PERMISSIONS.filter((p) => !held.includes(p.key)).flatMap((p) => [...p.pages])
}

/** Whether `held` has a key (null: not narrowed, so every key of its roles). */
export function holds(held: readonly string[] | null, key: PermissionKey): boolean {
  return held === null || held.includes(key)
}

/**
 * The reports of the whole business, which the summaries behind them cannot split by customer:
 * a sub-user limited to its own customers is refused their calls (40300) and not shown their
 * pages; the ranking by client, which can be split, shows its own customers only.
 */
export const MERCHANT_WIDE_REPORT_PAGES = [
  'manageMonthlyReport',
  'manageDailyReport',
  'statisticsByProduct',
  'statisticsBySalesman',
] as const
export const MERCHANT_WIDE_REPORT_CALLS = [
  'getMonthlyReport',
  'getDailyReport',
  'getStatisticsByProduct',
  'getStatisticsBySalesman',
] as const
