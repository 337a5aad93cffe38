// A role sees only what it can use: for every role code and admin, against the real /control
// app on the demo seed, nothing the shell offers leads to a refused call or to a page that is
// not built yet: no menu entry, no side-menu badge, no bell, no dashboard card link.
// (The e2e role matrix, tests/e2e/role-matrix.spec.ts, walks the same table in a browser.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ResultCode } from '../../../contract/codes.ts'
import type { DashboardData } from '../../../contract/dashboard.schema.ts'
import type { NoticeByTimerResponse } from '../../../contract/messages.schema.ts'
import { ADMIN_ROLE, canUseArea, demoUserName, ROLES } from '../../../contract/roles.ts'
import type { MenuCountResponse } from '../../../contract/session.schema.ts'
import { messageBellMachine } from '../../../src/machines/messages/message-bell.machine.ts'
import { menuCountsMachine } from '../../../src/machines/shell/menu-counts.machine.ts'
import { rootMachine } from '../../../src/machines/shell/root.machine.ts'
import { sessionMachine } from '../../../src/machines/session/session.machine.ts'
import { fakeUser } from '../../../src/machines/session/session-fakes.ts'
import { canLinkTo, filterRoutes, findPage, menuBadge, menuOf } from '../../../src/routes/route-access.ts'
import type { BuiltPageId } from '../../../src/routes/route-table.ts'
import { figureHref } from '../../../src/views/dashboard/figure-cards.tsx'
import { call, createTestApp, loginAs, type TestApp } from '../../contract/harness.ts'

/**
 * The calls each built page makes to show itself and to do its main work. A new built page must
 * be listed (the type asks for every built id), so the matrix covers it.
 */
const PAGE_CALLS: Record<BuiltPageId, readonly string[]> = {
  productList: ['getProductList'],
  addProduct: ['createProduct'],
  editProduct: ['getProductDetail', 'editProduct'],
  stockHistory: ['getSkuStockSummary', 'getSkuStockHistory', 'getStockSettings', 'saveSkuLowStockThreshold'],
  afterSaleInfo: ['getAfterSaleInfo'],
  dashboard: ['getDashboardData'],
  // Buying is the page's purpose: prepareOpenVipOrder is what a refused role would fail on.
  buyVipMember: ['getOpenVipInfo', 'prepareOpenVipOrder'],
  vipOrderConfig: ['getOpenVipOrder', 'payOpenVipOrder'],
  announcementDetail: ['getAnnouncementDetailFromNewMerchant'],
  repairList: ['getRepairList', 'getRepairStatusCount'],
  repairDetails: ['getRepairDetails'],
  repairSetting: ['getRepairSetting', 'getRepairStaffList'],
  repairStaff: ['getSubUserList', 'changeSubUserStatus', 'resetSubUserPassword'],
  cataLog: ['getCatalogList', 'changeCatalogStatus'],
  addCataLog: ['getCatalogOptions', 'getCatalogProductOptions', 'saveCatalog'],
  cataLogInfo: ['getCatalogDetail'],
  orderAudit: [
    'getCatalogueOrderList',
    'getCatalogueOrderCounts',
    'approveCatalogueOrder',
    'rejectCatalogueOrder',
  ],
  project: ['getProjectList'],
  projectOrderDetails: ['getProjectOrderDetails'],
  courseList: ['getCourseList'],
  courseDetails: ['getCourseDetail'],
  platform: ['getErpNameListFromNewMerchant', 'getPlatformProductList'],
  platformProductDetails: ['getPlatformProductDetail'],
  disProduct: ['disGetMyProductList'],
  cooperation: ['getReqData'],
  members: ['getMemberData'],
  ranks: ['getRankData'],
  groups: ['getGroupData'],
  supplierInfo: ['getDistributionSupplierInfo'],
  salesman: ['getSalesman'],
  agreement: ['getDistributionAgreement'],
  mpManagement: ['getMpDialogInfo', 'getMpActivityList'],
  updateSalesman: ['getSalesmanOne', 'updateSalesman'],
  createSalesman: ['createSalesman'],
  editDisProduct: ['getDisProductDetailById'],
  memberDetails: ['getMemberDetailsData'],
  reqMemberDetails: ['getReqMemberDetails'],
  rankMembers: ['getRankMemberData'],
  groupMembers: ['getGroupMemberData'],
  activityDetails: ['getMpActivityDetailById'],
  mdActivityList: ['getMpActivityList', 'sortMpActivity', 'changeMpActivityStatus'],
  mdActivityDetail: ['getMpActivityDetailById', 'editMpActivity'],
  mdActivityProduct: ['getMpActivityProductList', 'addMpActivityProducts'],
  mixedProduct: ['disGetMyProductList'],
  announcementList: ['getAnnouncementListFromNewMerchant'],
  createAnn: ['createAnnouncementFromNewMerchant'],
  editAnn: ['getAnnouncementListFromNewMerchant', 'editAnnouncementFromNewMerchant'],
  messageIndex: ['getMessageListByUserLoginId'],
  chatRecord: ['getFriendListAndNewRecordFromNewMerchant'],
  financialStatement: ['getStatementList'],
  financialPaymentNote: ['getPaymentNoteList', 'createPaymentNote'],
  financialBillingInfo: ['getBillingInfo', 'saveBillingInfo'],
  financialBillDetails: ['getStatementDetail', 'getBillDetailList'],
  repairStatement: ['getRepairStatementList'],
  repairPaymentNote: ['getRepairPaymentNoteList', 'createRepairPaymentNote'],
  repairBillingInfo: ['getRepairBillingInfo', 'saveRepairBillingInfo'],
  repairBillDetails: ['getRepairStatementDetail', 'getRepairBillDetailList'],
  orderAfterSales: ['getAfterSaleList', 'getAfterSaleCounts'],
  manageMonthlyReport: ['getMonthlyReport'],
  manageDailyReport: ['getDailyReport'],
  statisticsByClient: ['getStatisticsByClient'],
  statisticsByProduct: ['getStatisticsByProduct'],
  statisticsBySalesman: ['getStatisticsBySalesman'],
  materialLibrary: ['getMaterialFolders', 'getMaterialList'],
  freightTemplate: ['getFreightTemplateList'],
  editFreightTemplate: ['saveFreightTemplate'],
  inventoryImport: ['previewProductImport', 'applyProductImport'],
  priceImport: ['previewProductImport', 'applyProductImport'],
  disPriceImport: ['previewProductImport', 'applyProductImport'],
  maintenanceProductBarCode: ['getSkuBarcodeList', 'saveSkuBarcodes'],
  salesOrder: ['getOrderList'],
  orderDetails: ['getOrderDetail'],
  shipment: ['getOrderDetail', 'shipOrder'],
  waitShipmentOrder: ['previewBatchShipment', 'batchShipOrders'],
  account: ['getAccountInfo', 'saveAccountInfo', 'changeAccountPassword'],
  accountManage: ['getSubUserList', 'changeSubUserStatus', 'resetSubUserPassword'],
  editSubUser: ['getSubUserDetail', 'createSubUser', 'updateSubUser'],
  createExchangeCertificate: [
    'getExchangeCertificateList',
    'getExchangeApplyList',
    'createExchangeCertificate',
    'exchangeCertificateLogoUpload',
  ],
  exchangeCertificateDetail: ['getExchangeCertificateDetail', 'applyExchangeCertificate'],
  exchangeApplyDetail: ['getExchangeApplyDetail', 'acceptExchangeApply', 'rejectExchangeApply'],
  businessOpportunitiesList: [
    'checkUserIsHaveBusinessInfo',
    'getBusinessOpportunityList',
    'getRandomBusiRetailerFromNewMerchant',
  ],
  busiEditOwnInfo: ['getBusiDetail', 'saveBusiPartyInfo'],
  // Paying is the merchant's own decision (sub-accounts see the page): the info call is the probe.
  buyBusiSecurity: ['getBusiSecurityInfo'],
  busiFriendList: [
    'getBusiFriendListFromNewMerchant',
    'getBusiFriendApplyFromNewMerchant',
    'acceptBusiFriendApplyFromNewMerchant',
    'rejectBusiFriendApplyFromNewMerchant',
  ],
  busiFriendDetail: ['getBusiFriendDetailFromNewMerchant', 'applyBusiFriendFromNewMerchant'],
  hnNotify: ['getMessageListByUserLoginId', 'changeNoticeStatusFromNewMerchant'],
  promotionsList: ['getPromotionList'],
  promoEdit: ['savePromotion', 'getPromotionProductList'],
  promoDetails: ['getPromotionDetail'],
  limitPurchase: ['getLimitPurchaseList', 'saveLimitPurchase'],
  purchaseList: ['getPurchaseList', 'getPurchaseStatusCounts'],
  purchaseDetails: ['getPurchaseDetail', 'payPurchase', 'confirmPurchaseReceipt', 'requestPurchaseAfterSale'],
  catalogueOrder: ['getOrderableCatalogues', 'quoteCatalogueOrder', 'placeCatalogueOrder'],
}

/** The bell's calls: its poll and its dropdown. */
const BELL_CALLS = ['getMessageNoticeByTimerFromNewMerchant', 'getMessageDetailFromNewMerchant']

const ALL_ROLES = [...ROLES, ADMIN_ROLE] as const

let t: TestApp
const tokens = new Map<string, string>()

beforeAll(async () => {
  t = await createTestApp('sqlite')
  for (const role of ALL_ROLES) tokens.set(role, await loginAs(t, demoUserName(role)))
})
afterAll(async () => {
  await t?.close()
})

/** True when the server refuses `name` to this role (an empty body: nothing is written). */
async function refused(role: string, name: string): Promise<boolean> {
  const answer = await call(t, name, { body: {}, token: tokens.get(role) }).catch(() => undefined)
  if (!answer) return false
  expect(answer.code, `${name} as ${role}: no such call`).not.toBe(40400)
  return answer.code === ResultCode.forbidden
}

async function refusedCalls(role: string, pageId: string): Promise<string[]> {
  const calls = PAGE_CALLS[pageId as BuiltPageId] ?? []
  const out: string[] = []
  for (const name of calls) if (await refused(role, name)) out.push(name)
  return out
}

/** Whether the root actor starts the bell for a user of this role. */
async function bellStarts(role: string): Promise<boolean> {
  const machine = rootMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: { loadUser: fromPromise(async () => fakeUser({ roles: [role] })) },
      }),
      menuCounts: menuCountsMachine.provide({
        actors: { fetchMenuCount: fromPromise(async (): Promise<MenuCountResponse> => []) },
      }),
      messageBell: messageBellMachine.provide({
        actors: {
          pollNotices: fromPromise(
            async (): Promise<NoticeByTimerResponse> => ({ list: [], lastId: '0', mesNum: 0 }),
          ),
        },
      }),
    },
  })
  const actor = createActor(machine, {
    input: { session: { token: 't' }, settings: {}, errorLog: { enabled: false } },
  }).start()
  await waitFor(actor.getSnapshot().children.routing!, (s) => s.hasTag('ready'))
  const on = actor.getSnapshot().children.messageBell!.getSnapshot().hasTag('on')
  actor.stop()
  return on
}

describe('role matrix: nothing leads to a refused call or an unbuilt page', () => {
  for (const role of ALL_ROLES) {
    const routes = filterRoutes([role])

    it(`${role}: every built page in the menu makes calls the server accepts`, async () => {
      const wrong: string[] = []
      for (const entry of menuOf(routes))
        for (const page of entry.children ?? [entry.route]) {
          if (!page.built) continue
          const calls = await refusedCalls(role, page.id)
          if (calls.length) wrong.push(`${page.id}: ${calls.join(', ')}`)
        }
      expect(wrong).toEqual([])
    })

    it(`${role}: every allowed built page, opened by its address, works`, async () => {
      const wrong: string[] = []
      for (const route of routes.flatMap((r) => r.children ?? [r])) {
        if (!route.built) continue
        const calls = await refusedCalls(role, route.id)
        if (calls.length) wrong.push(`${route.id}: ${calls.join(', ')}`)
      }
      expect(wrong).toEqual([])
    })

    it(`${role}: a badge shows only on a built page the role may open`, () => {
      for (const entry of menuOf(routes)) {
        if (menuBadge(entry.route, entry.children))
          expect(
            entry.children?.some((c) => c.built && menuBadge(c)),
            entry.route.id,
          ).toBe(true)
        for (const page of entry.children ?? [])
          if (menuBadge(page)) expect(page.built && findPage(routes, page.path) !== undefined).toBe(true)
      }
    })

    it(`${role}: has the bell exactly when its calls are allowed, and it links only to built pages`, async () => {
      const allowed = !(await Promise.all(BELL_CALLS.map((name) => refused(role, name)))).some(Boolean)
      expect(await bellStarts(role)).toBe(allowed)
      // The bell's "all messages" and chat entries open the message centre.
      if (allowed) {
        expect(canLinkTo(routes, '/message/index?tab=NOTICE')).toBe(true)
        expect(canLinkTo(routes, '/message/chatRecord?partyId=P1')).toBe(true)
      }
      // A business-network request opens the friend list, for the roles of that area.
      expect(canLinkTo(routes, '/business-opportunities/busiFriendList')).toBe(
        canUseArea([role], 'business-network'),
      )
    })

    it(`${role}: a dashboard card links only to a built page whose calls the server accepts`, async () => {
      const answer = await call<DashboardData>(t, 'getDashboardData', { token: tokens.get(role) })
      expect(answer.code).toBe(ResultCode.ok)
      const wrong: string[] = []
      for (const figure of answer.data.figures) {
        const href = figureHref(figure)
        if (!href || !canLinkTo(routes, href)) continue
        const page = findPage(routes, href)?.route
        if (!page?.built) wrong.push(`${figure.key} -> ${href}: not built`)
        else {
          const calls = await refusedCalls(role, page.id)
          if (calls.length) wrong.push(`${figure.key} -> ${href}: ${calls.join(', ')}`)
        }
      }
      expect(wrong).toEqual([])
    })
  }

  it('links nothing into the pages that are not built yet, whoever asks', () => {
    const admin = filterRoutes([ADMIN_ROLE])
    // The after-sales page is built: the 订单管理 group shows its badge (waiting audit leads there).
    const orders = menuOf(admin).find((e) => e.route.id === 'orderManagement')
    expect(orders && menuBadge(orders.route, orders.children)).toBe('orderManagement')
    // The order list is built too: its waiting-to-ship badge and links lead there.
    expect(canLinkTo(admin, '/order-management/salesOrder?status=WAIT_SHIP')).toBe(true)
    // The cooperation page is built: its badge and links work.
    const distribution = menuOf(admin).find((e) => e.route.id === 'distributionManagement')
    expect(distribution && menuBadge(distribution.route, distribution.children)).toBe('cooperate')
    expect(canLinkTo(admin, '/distribution-management/cooperation')).toBe(true)
  })
})
