// The route METADATA of SPEC.md section 2, held once: paths, title keys, roles, icons,
// hidden/cache/pinned flags, badges and redirects. The menu, the guard, the breadcrumb, the tab
// bar, the window title, the header search and the machines all read it (filtered per role by
// route-access.ts). It imports no view: which module renders a page is the view layer's
// business (src/views/shell/page-loaders.ts), so machines can read this without loading pages.
//
// FOR AREA ENGINEERS: a page is "built" when its id is in BUILT_PAGE_IDS below and it has a
// loader in src/views/shell/page-loaders.ts (the type checker holds the two lists equal). A
// route that is not built shows the shared coming-soon page, and nothing links into it: no
// badge, no dashboard card, no bell entry. Adding the id and the loader turns those links on.
// Path, title key, icon, roles, hidden/cache/pinned flags and badges stay as they are here;
// roles come from contract/roles.ts and are never repeated.
import {
  AREA_ROLES,
  type Area,
  CATALOGUE_ORDER_AUDIT_ROLES,
  MEMBERSHIP_BUYER_ROLES,
  type Role,
  SUB_USER_MANAGER_ROLES,
} from '../../contract/roles.ts'

/** Pages that render a page of their own (each has a loader in src/views/shell/page-loaders.ts). */
export const BUILT_PAGE_IDS = [
  'productList',
  'addProduct',
  'editProduct',
  'stockHistory',
  'afterSaleInfo',
  'dashboard',
  'buyVipMember',
  'vipOrderConfig',
  'announcementDetail',
  'repairList',
  'repairDetails',
  'repairSetting',
  'repairStaff',
  'cataLog',
  'addCataLog',
  'cataLogInfo',
  'orderAudit',
  'project',
  'projectOrderDetails',
  'courseList',
  'courseDetails',
  'platform',
  'platformProductDetails',
  'disProduct',
  'cooperation',
  'members',
  'ranks',
  'groups',
  'supplierInfo',
  'salesman',
  'agreement',
  'mpManagement',
  'updateSalesman',
  'createSalesman',
  'editDisProduct',
  'memberDetails',
  'reqMemberDetails',
  'rankMembers',
  'groupMembers',
  'activityDetails',
  'mdActivityList',
  'mdActivityDetail',
  'mdActivityProduct',
  'mixedProduct',
  'announcementList',
  'createAnn',
  'editAnn',
  'messageIndex',
  'chatRecord',
  'financialStatement',
  'financialPaymentNote',
  'financialBillingInfo',
  'financialBillDetails',
  'repairStatement',
  'repairPaymentNote',
  'repairBillingInfo',
  'repairBillDetails',
  'orderAfterSales',
  'manageMonthlyReport',
  'manageDailyReport',
  'statisticsByClient',
  'statisticsByProduct',
  'statisticsBySalesman',
  'materialLibrary',
  'freightTemplate',
  'editFreightTemplate',
  'inventoryImport',
  'priceImport',
  'disPriceImport',
  'businessOpportunitiesList',
  'busiFriendList',
  'busiFriendDetail',
  'hnNotify',
  'busiEditOwnInfo',
  'buyBusiSecurity',
  'maintenanceProductBarCode',
  'salesOrder',
  'orderDetails',
  'shipment',
  'waitShipmentOrder',
  'account',
  'accountManage',
  'editSubUser',
  'createExchangeCertificate',
  'exchangeCertificateDetail',
  'exchangeApplyDetail',
  'promotionsList',
  'promoEdit',
  'promoDetails',
  'limitPurchase',
  'purchaseList',
  'purchaseDetails',
  'catalogueOrder',
] as const

export type BuiltPageId = (typeof BUILT_PAGE_IDS)[number]

const BUILT: ReadonlySet<string> = new Set(BUILT_PAGE_IDS)

/** Side-menu badges of SPEC.md section 2, fed by getMenuCount. */
export type BadgeKey = 'orderManagement' | 'waitShip' | 'waitAudit' | 'cooperate' | 'catalogue'

export interface RouteDef {
  /** Unique; also the title key `pages.<id>` (pages) or `groups.<id>` (groups) in the routes namespace. */
  readonly id: string
  /** Absolute path. */
  readonly path: string
  readonly icon?: string
  /** Allowed roles; none means every signed-in user (SPEC.md section 6). */
  readonly roles?: readonly Role[]
  /** Not listed in the menu (still reachable by its path when allowed). */
  readonly hidden?: boolean
  /** Kept mounted while its tab is open (SPEC.md, Caching). */
  readonly cache?: boolean
  /** A tab that cannot be closed (the dashboard). */
  readonly pinned?: boolean
  readonly badge?: BadgeKey
  /** Groups: where the group's own path leads (default: its first visible allowed child). */
  readonly redirect?: string
  /** Pages: renders a page of its own (else the coming-soon page, and nothing links to it). */
  readonly built?: boolean
  readonly children?: readonly RouteDef[]
}

/**
 * SPEC.md section 6 says the account management menu entry "can be disabled by a flag":
 * a build flag, VITE_ACCOUNT_MENU=off, hides it from the menu (the pages stay reachable).
 */
// `?.`: Playwright and scripts import this table outside Vite, where import.meta.env is undefined.
export const ACCOUNT_MENU_ENABLED = import.meta.env?.VITE_ACCOUNT_MENU !== 'off'

function page(id: string, path: string, extra: Partial<RouteDef> = {}): RouteDef {
  return { id, path, built: BUILT.has(id), ...extra }
}

function group(
  id: string,
  path: string,
  area: Area | readonly Role[],
  icon: string,
  children: RouteDef[],
  extra: Partial<RouteDef> = {},
): RouteDef {
  const roles = typeof area === 'string' ? AREA_ROLES[area] : area
  return { id, path, icon, roles, children, ...extra }
}

function pagesUnder(
  base: string,
  entries: [id: string, child: string, extra?: Partial<RouteDef>][],
): RouteDef[] {
  return entries.map(([id, child, extra]) =>
    page(id, child.startsWith('/') ? child : `${base}/${child}`, extra),
  )
}

const hidden = { hidden: true } as const
const cached = { cache: true } as const

export const ROUTE_TABLE: readonly RouteDef[] = [
  page('dashboard', '/dashboard', { icon: 'pi pi-home', pinned: true }),
  // Open membership: its calls are the distribution area's, and buying is the merchant's own
  // decision (server/distribution/membership.routes.ts), so only the merchant accounts of
  // that area see it; anyone else opening its address gets the "no access" page.
  page('buyVipMember', '/buyVipMember', { icon: 'pi pi-crown', roles: MEMBERSHIP_BUYER_ROLES }),
  page('vipOrderConfig', '/vipOrderConfig', {
    icon: 'pi pi-crown',
    hidden: true,
    roles: MEMBERSHIP_BUYER_ROLES,
  }),
  page('courseList', '/courseList', { icon: 'pi pi-question-circle', hidden: true }),
  page('courseDetails', '/courseDetails', { icon: 'pi pi-question-circle', hidden: true }),
  // SPEC.md section 4 puts the announcement detail under /business-opportunities, but the
  // carousel that opens it is in every signed-in user's top bar: the page is for every role,
  // so it stands outside the business-opportunity group (docs/decisions.md).
  page('announcementDetail', '/business-opportunities/announcementDetail', hidden),

  group(
    'activityManagement',
    '/mdActivity-management',
    'activity',
    'pi pi-calendar',
    pagesUnder('/mdActivity-management', [
      ['mdActivityList', 'mdActivityList'],
      ['mdActivityDetail', 'mdActivityDetail', hidden],
      ['mdActivityProduct', 'mdActivityProduct', hidden],
    ]),
  ),
  group(
    'productManagement',
    '/product-management',
    'products',
    'pi pi-box',
    pagesUnder('/product-management', [
      ['productList', 'productList', cached],
      ['addProduct', 'addProduct'],
      ['editProduct', 'editProduct', hidden],
      ['stockHistory', 'stockHistory', hidden],
      ['freightTemplate', 'freightTemplate'],
      ['editFreightTemplate', 'editFreightTemplate', hidden],
      ['materialLibrary', 'materialLibrary'],
      ['maintenanceProductBarCode', 'maintenanceProductBarCode'],
      ['inventoryImport', 'inventoryImport', hidden],
      ['priceImport', 'priceImport', hidden],
      ['disPriceImport', 'disPriceImport', hidden],
      ['afterSaleInfo', 'afterSaleInfo'],
    ]),
  ),
  group(
    'orderManagement',
    '/order-management',
    'orders',
    'pi pi-shopping-cart',
    pagesUnder('/order-management', [
      ['salesOrder', 'salesOrder', { cache: true, badge: 'waitShip' }],
      ['orderAfterSales', 'orderAfterSales', { cache: true, badge: 'waitAudit' }],
      ['waitShipmentOrder', 'waitShipmentOrder'],
      ['orderDetails', 'orderDetails', hidden],
      ['shipment', 'shipment', hidden],
    ]),
    { badge: 'orderManagement' },
  ),
  group(
    'distributionManagement',
    '/distribution-management',
    'distribution',
    'pi pi-sitemap',
    pagesUnder('/distribution-management', [
      ['disProduct', 'disProduct'],
      ['cooperation', 'cooperation', { cache: true, badge: 'cooperate' }],
      ['members', 'members', cached],
      ['ranks', 'ranks'],
      ['groups', 'groups'],
      ['supplierInfo', 'supplierInfo'],
      ['salesman', 'salesman'],
      ['agreement', 'agreement'],
      ['mpManagement', 'mpManagement'],
      ['updateSalesman', 'updateSalesman', hidden],
      ['createSalesman', 'createSalesman', hidden],
      ['editDisProduct', 'editDisProduct', hidden],
      ['memberDetails', 'memberDetails', hidden],
      ['reqMemberDetails', 'reqMemberDetails', hidden],
      ['rankMembers', 'rankMembers', hidden],
      ['groupMembers', 'groupMembers', hidden],
      ['activityDetails', 'activityDetails', hidden],
      ['mixedProduct', 'mixedProduct', hidden],
    ]),
    { badge: 'cooperate' },
  ),
  // The group admits the basic tiers too, or they could never reach the order audit list
  // that SPEC.md section 6 opens to them; each child keeps its own narrower roles.
  group(
    'catalogueManagement',
    '/cataLogManagement',
    CATALOGUE_ORDER_AUDIT_ROLES,
    'pi pi-book',
    pagesUnder('/cataLogManagement', [
      ['cataLog', 'cataLog', { roles: AREA_ROLES.catalogue }],
      ['addCataLog', 'addCataLog', { roles: AREA_ROLES.catalogue, hidden: true }],
      ['cataLogInfo', 'cataLogInfo', { roles: AREA_ROLES.catalogue, hidden: true }],
      ['orderAudit', 'orderAudit', { roles: CATALOGUE_ORDER_AUDIT_ROLES, cache: true, badge: 'catalogue' }],
    ]),
    { badge: 'catalogue' },
  ),
  group(
    'marketing',
    '/marketing',
    'marketing',
    'pi pi-percentage',
    pagesUnder('/marketing', [
      ['promotionsList', 'promotionsList'],
      ['promoEdit', 'promoEdit', hidden],
      ['promoDetails', 'promoDetails', hidden],
      ['limitPurchase', 'limitPurchase'],
    ]),
  ),
  group(
    'statisticsManagement',
    '/statistics-management',
    'statistics',
    'pi pi-chart-bar',
    pagesUnder('/statistics-management', [
      ['manageMonthlyReport', 'manageMonthlyReport'],
      ['manageDailyReport', 'manageDailyReport'],
      ['statisticsByClient', 'statisticsByClient'],
      ['statisticsByProduct', 'statisticsByProduct'],
      ['statisticsBySalesman', 'statisticsBySalesman'],
    ]),
  ),
  group(
    'businessOpportunities',
    '/business-opportunities',
    'business-network',
    'pi pi-briefcase',
    pagesUnder('/business-opportunities', [
      ['businessOpportunitiesList', 'businessOpportunitiesList'],
      ['busiFriendList', 'busiFriendList'],
      ['buyBusiSecurity', 'buyBusiSecurity'],
      ['busiEditOwnInfo', 'busiEditOwnInfo'],
      ['busiFriendDetail', 'busiFriendDetail', hidden],
      ['hnNotify', '/hnNotify/hnNotify', hidden],
    ]),
  ),
  // The buyer's side of the business network's orders: whoever may order there (issue 31).
  group(
    'purchaseManagement',
    '/purchase-management',
    'purchases',
    'pi pi-shopping-bag',
    pagesUnder('/purchase-management', [
      ['purchaseList', 'purchaseList'],
      ['purchaseDetails', 'purchaseDetails', hidden],
      // A member dealer orders from its suppliers' open catalogues (docs/decisions/catalogue.md).
      ['catalogueOrder', 'catalogueOrder'],
    ]),
  ),
  group(
    'financialSettlement',
    '/financial-settlement',
    'finance',
    'pi pi-wallet',
    pagesUnder('/financial-settlement', [
      ['financialStatement', 'statement', cached],
      ['financialPaymentNote', 'paymentNote'],
      ['financialBillingInfo', 'billingInfo'],
      ['financialBillDetails', 'billDetails', hidden],
    ]),
    { redirect: '/financial-settlement/statement' },
  ),
  group(
    'announcementManagement',
    '/announcement-management',
    'announcements',
    'pi pi-megaphone',
    pagesUnder('/announcement-management', [
      ['announcementList', 'announcementList'],
      ['createAnn', 'createAnn', hidden],
      ['editAnn', 'editAnn', hidden],
    ]),
  ),
  group(
    'projectManagement',
    '/project-management',
    'projects',
    'pi pi-folder',
    pagesUnder('/project-management', [
      ['project', 'project'],
      ['projectOrderDetails', 'projectOrderDetails', hidden],
    ]),
  ),
  group(
    'repairManagement',
    '/repair-management',
    'repair',
    'pi pi-wrench',
    pagesUnder('/repair-management', [
      ['repairList', '/repairList'],
      ['repairDetails', '/repairDetails', hidden],
      ['repairSetting', '/repairSetting'],
      // The repair merchant's staff logins (issue 33): the account area's sub-user list.
      ['repairStaff', '/repairStaff', { roles: ['REPAIRMEMBER'] }],
    ]),
  ),
  group(
    'repairSettlement',
    '/repair-settlement',
    'repair-settlement',
    'pi pi-money-bill',
    pagesUnder('/repair-settlement', [
      ['repairStatement', 'statement', cached],
      ['repairPaymentNote', 'paymentNote'],
      ['repairBillingInfo', 'billingInfo'],
      ['repairBillDetails', 'billDetails', hidden],
    ]),
  ),
  group(
    'thirdPlatform',
    '/third-platform',
    'third-platform',
    'pi pi-link',
    pagesUnder('/third-platform', [
      ['platform', 'platform'],
      ['platformProductDetails', 'platformProductDetails', hidden],
    ]),
  ),
  group(
    'exchangeCertificate',
    '/exchange-certificate',
    'exchange-certificates',
    'pi pi-id-card',
    pagesUnder('/exchange-certificate', [
      ['createExchangeCertificate', 'createExchangeCertificate', hidden],
      ['exchangeCertificateDetail', 'exchangeCertificateDetail', hidden],
      ['exchangeApplyDetail', 'exchangeApplyDetail', hidden],
    ]),
    { hidden: true },
  ),
  group(
    'message',
    '/message',
    'messages',
    'pi pi-envelope',
    pagesUnder('/message', [
      ['messageIndex', 'index'],
      ['chatRecord', 'chatRecord'],
    ]),
  ),
  // The sub-user pages also open to the repair merchant, for its repair staff (issue 33); its
  // menu has no account group: both are hidden, and its own account page is the area's.
  group(
    'accountManagement',
    '/account-management',
    SUB_USER_MANAGER_ROLES,
    'pi pi-user',
    pagesUnder('/account-management', [
      ['accountManage', 'accountManage', hidden],
      ['account', 'account', { roles: AREA_ROLES.account }],
      ['editSubUser', 'editSubUser', hidden],
    ]),
    { hidden: !ACCOUNT_MENU_ENABLED },
  ),
]

/** Paths that need no sign-in (SPEC.md section 2, Public routes). */
export const PUBLIC_PATHS = ['/login', '/auth-redirect', '/404', '/401'] as const
export const REDIRECT_PREFIX = '/redirect'
export const HOME_PATH = '/dashboard'
export const LOGIN_PATH = '/login'
export const FORBIDDEN_PATH = '/401'
export const NOT_FOUND_PATH = '/404'
/** The usage tutorial the top bar links to. */
export const TUTORIAL_PATH = '/courseList'
/** Account management, linked from the user menu. */
export const ACCOUNT_PATH = '/account-management/account'
