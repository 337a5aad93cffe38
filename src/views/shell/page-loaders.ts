// The PAGE LOADERS: which module renders each built page, as a lazily loaded chunk (DESIGN.md,
// Views). Only the view layer reads this; the route metadata (src/routes/route-table.ts) and
// the machines never load a page. The keys are exactly BUILT_PAGE_IDS: the type checker fails
// when a page is marked built without a loader, or given a loader without being marked built.
//
// A module must `export default` the page component, or map a named export:
//   productList: () => import('../product/product-list-page.tsx').then((m) => ({ default: m.ProductListPage })),
import type { ComponentType } from 'react'
import type { BuiltPageId, RouteDef } from '../../routes/route-table.ts'
import { type RememberingLoader, remembering } from './loaded-lazy.ts'

export interface PageModule {
  default: ComponentType
}
export type PageLoader = () => Promise<PageModule>

export const PAGE_LOADERS: Record<BuiltPageId, PageLoader> = {
  productList: () => import('../products/product-list-page.tsx'),
  addProduct: () => import('../products/product-add-page.tsx'),
  editProduct: () => import('../products/product-edit-page.tsx'),
  stockHistory: () => import('../products/stock-history-page.tsx'),
  afterSaleInfo: () => import('../products/after-sale-info-page.tsx'),
  dashboard: () => import('../dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
  buyVipMember: () => import('../distribution/buy-vip-member-page.tsx'),
  vipOrderConfig: () => import('../distribution/vip-order-config-page.tsx'),
  announcementDetail: () => import('../announcements/announcement-detail-page.tsx'),
  repairList: () => import('../repair/repair-list-page.tsx'),
  repairDetails: () => import('../repair/repair-details-page.tsx'),
  repairSetting: () => import('../repair/repair-setting-page.tsx'),
  repairStaff: () => import('../repair/repair-staff-page.tsx'),
  cataLog: () => import('../catalogue/catalogue-list-page.tsx'),
  addCataLog: () => import('../catalogue/catalogue-form-page.tsx'),
  cataLogInfo: () => import('../catalogue/catalogue-info-page.tsx'),
  orderAudit: () => import('../catalogue/order-audit-page.tsx'),
  project: () => import('../projects/project-page.tsx'),
  projectOrderDetails: () => import('../projects/project-order-details-page.tsx'),
  courseList: () => import('../courses/course-list-page.tsx'),
  courseDetails: () => import('../courses/course-details-page.tsx'),
  platform: () => import('../third-platform/platform-page.tsx'),
  platformProductDetails: () => import('../third-platform/platform-product-details-page.tsx'),
  disProduct: () => import('../distribution/dis-product-page.tsx'),
  cooperation: () => import('../distribution/cooperation-page.tsx'),
  members: () => import('../distribution/members-page.tsx'),
  ranks: () => import('../distribution/ranks-page.tsx'),
  groups: () => import('../distribution/groups-page.tsx'),
  supplierInfo: () => import('../distribution/supplier-info-page.tsx'),
  salesman: () => import('../distribution/salesman-page.tsx'),
  agreement: () => import('../distribution/agreement-page.tsx'),
  mpManagement: () => import('../distribution/mp-management-page.tsx'),
  updateSalesman: () => import('../distribution/update-salesman-page.tsx'),
  createSalesman: () => import('../distribution/create-salesman-page.tsx'),
  editDisProduct: () => import('../distribution/edit-dis-product-page.tsx'),
  memberDetails: () => import('../distribution/member-details-page.tsx'),
  reqMemberDetails: () => import('../distribution/req-member-details-page.tsx'),
  rankMembers: () => import('../distribution/rank-members-page.tsx'),
  groupMembers: () => import('../distribution/group-members-page.tsx'),
  activityDetails: () => import('../distribution/activity-details-page.tsx'),
  mdActivityList: () => import('../distribution/activity-list-page.tsx'),
  mdActivityDetail: () => import('../distribution/activity-detail-page.tsx'),
  mdActivityProduct: () => import('../distribution/activity-product-page.tsx'),
  mixedProduct: () => import('../distribution/mixed-product-page.tsx'),
  announcementList: () => import('../announcements/announcement-list-page.tsx'),
  createExchangeCertificate: () => import('../exchange-certificates/certificates-page.tsx'),
  exchangeCertificateDetail: () => import('../exchange-certificates/certificate-detail-page.tsx'),
  exchangeApplyDetail: () => import('../exchange-certificates/apply-detail-page.tsx'),
  createAnn: () => import('../announcements/create-announcement-page.tsx'),
  editAnn: () => import('../announcements/edit-announcement-page.tsx'),
  messageIndex: () => import('../messages/message-index-page.tsx'),
  chatRecord: () => import('../messages/chat-record-page.tsx'),
  financialStatement: () => import('../finance/statement-list-page.tsx'),
  financialPaymentNote: () => import('../finance/payment-note-page.tsx'),
  financialBillingInfo: () => import('../finance/billing-info-page.tsx'),
  financialBillDetails: () => import('../finance/bill-details-page.tsx'),
  repairStatement: () => import('../finance/statement-list-page.tsx'),
  repairPaymentNote: () => import('../finance/payment-note-page.tsx'),
  repairBillingInfo: () => import('../finance/billing-info-page.tsx'),
  repairBillDetails: () => import('../finance/bill-details-page.tsx'),
  orderAfterSales: () => import('../orders/after-sales-page.tsx'),
  manageMonthlyReport: () =>
    import('../statistics/period-report-page.tsx').then((m) => ({ default: m.MonthlyReportPage })),
  manageDailyReport: () =>
    import('../statistics/period-report-page.tsx').then((m) => ({ default: m.DailyReportPage })),
  statisticsByClient: () =>
    import('../statistics/ranking-page.tsx').then((m) => ({ default: m.ClientRankingPage })),
  statisticsByProduct: () =>
    import('../statistics/ranking-page.tsx').then((m) => ({ default: m.ProductRankingPage })),
  statisticsBySalesman: () =>
    import('../statistics/ranking-page.tsx').then((m) => ({ default: m.SalesmanRankingPage })),
  materialLibrary: () => import('../products/material-library-page.tsx'),
  freightTemplate: () => import('../products/freight-template-list-page.tsx'),
  editFreightTemplate: () => import('../products/freight-template-edit-page.tsx'),
  inventoryImport: () => import('../products/inventory-import-page.tsx'),
  priceImport: () => import('../products/price-import-page.tsx'),
  disPriceImport: () => import('../products/dis-price-import-page.tsx'),
  businessOpportunitiesList: () => import('../business-network/business-opportunities-page.tsx'),
  busiFriendList: () => import('../business-network/friend-list-page.tsx'),
  busiFriendDetail: () => import('../business-network/friend-detail-page.tsx'),
  hnNotify: () => import('../business-network/hn-notify-page.tsx'),
  busiEditOwnInfo: () => import('../business-network/busi-edit-own-info-page.tsx'),
  buyBusiSecurity: () => import('../business-network/buy-busi-security-page.tsx'),
  maintenanceProductBarCode: () => import('../products/barcode-maintenance-page.tsx'),
  salesOrder: () => import('../orders/order-list-page.tsx'),
  purchaseList: () => import('../purchases/purchase-pages.ts').then((m) => ({ default: m.PurchaseListPage })),
  purchaseDetails: () =>
    import('../purchases/purchase-pages.ts').then((m) => ({ default: m.PurchaseDetailsPage })),
  catalogueOrder: () => import('../catalogue/catalogue-ordering-page.tsx'),
  orderDetails: () => import('../orders/order-details-page.tsx'),
  shipment: () => import('../orders/shipment-page.tsx'),
  waitShipmentOrder: () => import('../orders/wait-shipment-order-page.tsx'),
  account: () => import('../account/account-page.tsx'),
  accountManage: () => import('../account/sub-user-list-page.tsx'),
  editSubUser: () => import('../account/sub-user-edit-page.tsx'),
  promotionsList: () => import('../marketing/promotions-list-page.tsx'),
  promoEdit: () => import('../marketing/promo-edit-page.tsx'),
  promoDetails: () => import('../marketing/promo-details-page.tsx'),
  limitPurchase: () => import('../marketing/limit-purchase-page.tsx'),
}

/** The shared "coming in a later release" page of every route that is not built yet. */
export const comingSoon: PageLoader = () => import('./coming-soon-page.tsx')

/** Page loaders by route id; the shell takes another map in tests. */
export type PageLoaders = Readonly<Record<string, PageLoader>>

export function loaderFor(route: RouteDef, loaders: PageLoaders = PAGE_LOADERS): PageLoader {
  return loaders[route.id] ?? comingSoon
}

const remembered = new WeakMap<PageLoader, RememberingLoader<PageModule>>()

/** One remembering loader per page loader: a page loaded ahead (sign-in) renders without waiting. */
export function rememberedLoader(load: PageLoader): RememberingLoader<PageModule> {
  let loader = remembered.get(load)
  if (!loader) {
    loader = remembering(load)
    remembered.set(load, loader)
  }
  return loader
}
