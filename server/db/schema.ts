// Table interfaces for Kysely, one per table of server/db/migrations (docs/data-model.md
// describes each table, its tenant column, indexes and the calls it serves).
// Timestamps are ISO-8601 UTC strings (sortable, portable between SQLite and PostgreSQL);
// money is integer fen; flags are 0/1 integers. Columns with a database default are
// Generated<> (optional on insert). tests/contract/migrations.test.ts checks that these
// interfaces and the migrated databases agree, column for column.
import type { Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely'
import type { AfterSaleKind, AfterSaleStatus } from '../../contract/lifecycles/after-sale.lifecycle.ts'
import type {
  ApplyStatus,
  CatalogueOrderAuditStatus,
  CooperationStatus,
} from '../../contract/lifecycles/application.lifecycle.ts'
import type { OrderStatus } from '../../contract/lifecycles/order.lifecycle.ts'
import type { RepairStatus } from '../../contract/lifecycles/repair.lifecycle.ts'
import type { StockMovementKind, StockSourceType } from '../../contract/stock.constants.ts'
import type { OrderPaymentMethod } from '../../contract/orders.constants.ts'
import type { PriceAdjustmentKind } from '../../contract/orders-pricing.constants.ts'

/** MERCHANT: a tenant with logins; DEALER: a company known to merchants, maybe without a login; PLATFORM: admin. */
export type PartyKind = 'MERCHANT' | 'DEALER' | 'PLATFORM'
export type EnabledStatus = 'ENABLED' | 'DISABLED'
export type OrderChannel =
  | 'MALL'
  | 'DISTRIBUTION'
  | 'CATALOGUE'
  | 'MINI_PROGRAM'
  | 'BUSINESS'
  | 'PROJECT'
  | 'ERP'
/** SPEC.md section 3, Notification type. */
export type MessageType = 'NOTICE' | 'INFO' | 'DIS' | 'APPLY'
/** Financial settlement (TRADE) or repair settlement (REPAIR). */
export type SettlementDomain = 'TRADE' | 'REPAIR'

// ---- core (migration 2026_11_22_00_00_00_core) ----

export interface PartyTable {
  id: string
  name: string
  kind: Generated<PartyKind>
  tier: string | null
  parent_party_id: string | null
  status: Generated<EnabledStatus>
  contact_name: Generated<string>
  contact_phone: Generated<string>
  email: Generated<string>
  province_id: string | null
  city_id: string | null
  county_id: string | null
  address: Generated<string>
  avatar: Generated<string>
  vip_code: Generated<string>
  vip_name: Generated<string>
  from_date: string | null
  thru_date: string | null
  erp_info_id: Generated<string>
  index_page_num: Generated<number>
  carousel_num: Generated<number>
  created_at: string
  updated_at: string | null
}

export interface UserLoginTable {
  id: string
  username: string
  password_hash: string
  party_id: string
  display_name: string
  avatar: Generated<string>
  enabled: Generated<number>
  is_sub_account: Generated<number>
  mobile: Generated<string>
  email: Generated<string>
  remark: Generated<string>
  last_login_at: string | null
  created_at: string
  updated_at: string | null
  /** A sub-user's permission keys as a JSON array; null: its roles' defaults (issue 33). */
  permissions: string | null
  /** A sub-user's data scope (contract/data-scope.ts): 'all' or 'ownCustomers' (issue 33). */
  data_scope: Generated<string>
}

export interface UserRoleTable {
  user_login_id: string
  role: string
}

export interface SessionTable {
  token_hash: string
  user_login_id: string
  party_id: string
  created_at: string
  last_seen_at: string
  expires_at: string
  ended_at: string | null
  end_reason: string | null
}

export interface LoginAttemptTable {
  id: Generated<number>
  key: string
  attempted_at: string
}

// ---- sign-in step-up (migration 2026_11_27_05_56_00_sign_in_proof) ----
/** Keys every server process shares, made on first use (server/security/server-secret.ts). */
export interface ServerSecretTable {
  name: string
  value: string
  created_at: string
}

/** A sign-in proof of work already used: its challenge's nonce, until the challenge expires. */
export interface LoginProofSpentTable {
  nonce: string
  expires_at: string
}

// ---- passkeys (migration 2026_11_27_05_56_01_passkeys) ----
/** A WebAuthn credential of one login: its public key (COSE, base64url), never a secret. */
export interface PasskeyTable {
  id: Generated<number>
  party_id: string
  user_login_id: string
  /** base64url, as the authenticator names it. */
  credential_id: string
  public_key: string
  sign_count: Generated<number>
  /** The authenticator's transports, comma-separated (usb, internal, hybrid...). */
  transports: Generated<string>
  name: string
  created_at: string
  last_used_at: string | null
}

/** A ceremony's challenge (base64url) until it is answered or expires: `register` or `login`. */
export interface WebauthnChallengeTable {
  challenge: string
  purpose: 'register' | 'login'
  user_login_id: string | null
  expires_at: string
}

// ---- one-time codes (migrations 2026_11_27_07_11_00_totp, 2026_11_27_07_12_00_totp_policy) ----
/** A login's TOTP secret (base32); on once `confirmed_at` is set. */
export interface TotpSecretTable {
  user_login_id: string
  party_id: string
  secret: string
  confirmed_at: string | null
  /** The last time step whose code was accepted: a code is accepted once. */
  last_step: Generated<number>
  created_at: string
}

/** A one-time recovery code (SHA-256 hex of the code), spent when `used_at` is set. */
export interface TotpRecoveryCodeTable {
  id: Generated<number>
  party_id: string
  user_login_id: string
  code_hash: string
  used_at: string | null
}

/** The step between a right password and its code (vueUserLogin's 40100). */
export interface TotpTicketTable {
  ticket_hash: string
  party_id: string
  user_login_id: string
  /** The secret the login enrols with at sign-in (the merchant requires codes, none set yet). */
  enrol_secret: string | null
  wrong_tries: Generated<number>
  expires_at: string
}

/** Whether a merchant requires one-time codes for its main account and its sub-accounts. */
export interface TotpPolicyTable {
  party_id: string
  require_main: Generated<number>
  require_sub: Generated<number>
  updated_at: string
}

// ---- reference (migration 2026_11_22_00_01_00_reference) ----

export interface GeoRegionTable {
  id: string
  parent_id: string | null
  level: 'PROVINCE' | 'CITY' | 'COUNTY'
  name: string
  sort: Generated<number>
}

export interface ProductCategoryTable {
  id: Generated<number>
  parent_id: number | null
  level: Generated<number>
  name: string
  sort: Generated<number>
  enabled: Generated<number>
}

export interface ProductBrandTable {
  id: Generated<number>
  name: string
  logo_url: Generated<string>
  sort: Generated<number>
  enabled: Generated<number>
}

export interface BankTable {
  code: string
  name: string
  sort: Generated<number>
}

export interface CourseTable {
  id: Generated<number>
  title: string
  summary: Generated<string>
  cover_url: Generated<string>
  body: Generated<string>
  video_url: Generated<string>
  sort: Generated<number>
  published_at: string
}

export interface ErpPlatformTable {
  id: string
  name: string
  logo_url: Generated<string>
  parameter_spec: Generated<string>
  sort: Generated<number>
  enabled: Generated<number>
}

export interface VipPlanTable {
  code: string
  kind: string
  name: string
  tier: string | null
  price: number
  months: number
  member_cap: number | null
  description: Generated<string>
  sort: Generated<number>
  enabled: Generated<number>
}

export interface UploadTable {
  id: Generated<number>
  party_id: string
  user_login_id: string | null
  purpose: string
  stored_name: string
  original_name: Generated<string>
  content_type: string
  size_bytes: number
  sha256: string
  created_at: string
  /** The thumbnail stored beside the image (migration upload_hardening); null for older rows. */
  thumb_name: string | null
  thumb_bytes: Generated<number>
  /** Set when the upload was deleted: the row stays for the upload rate, the files are gone. */
  deleted_at: string | null
}

// ---- catalog (migration 2026_11_22_00_02_00_catalog) ----

export interface FreightTemplateTable {
  id: Generated<number>
  party_id: string
  name: string
  pricing_mode: Generated<string>
  is_free: Generated<number>
  is_default: Generated<number>
  ship_from_province_id: string | null
  ship_from_city_id: string | null
  created_at: string
  updated_at: string
}

export interface FreightTemplateRuleTable {
  id: Generated<number>
  party_id: string
  template_id: number
  region_ids: Generated<string>
  first_units: number
  first_fee: number
  extra_units: number
  extra_fee: number
  free_over_amount: number | null
  sort: Generated<number>
}

export interface ProductTable {
  id: Generated<number>
  party_id: string
  product_no: string
  name: string
  category_id: number | null
  brand_id: number | null
  unit: Generated<string>
  main_image_url: Generated<string>
  video_url: Generated<string>
  description: Generated<string>
  status: 'DRAFT' | 'ON_SALE' | 'OFF_SALE'
  freight_template_id: number | null
  min_price: Generated<number>
  max_price: Generated<number>
  total_stock: Generated<number>
  sales_count: Generated<number>
  sort: Generated<number>
  is_deleted: Generated<number>
  created_at: string
  updated_at: string
}

export interface ProductSkuTable {
  id: Generated<number>
  party_id: string
  product_id: number
  sku_code: string
  bar_code: Generated<string>
  spec: Generated<string>
  price: number
  cost_price: Generated<number>
  market_price: Generated<number>
  /** On hand (migration 2026_11_25_00_29_00_stock_ledger: the sum of the SKU's stock_movement.quantity). */
  stock: Generated<number>
  weight_grams: Generated<number>
  image_url: Generated<string>
  sort: Generated<number>
  created_at: string
  updated_at: string
  /** Held by orders not shipped yet (the sum of the SKU's stock_movement.reserved_change). */
  reserved: Generated<number>
  /** Available at or below it is low stock; null: the merchant's threshold. */
  low_stock_threshold: number | null
}

export interface ProductImageTable {
  id: Generated<number>
  party_id: string
  product_id: number
  url: string
  sort: Generated<number>
}

export interface MaterialGroupTable {
  id: Generated<number>
  party_id: string
  name: string
  sort: Generated<number>
  created_at: string
}

export interface MaterialTable {
  id: Generated<number>
  party_id: string
  group_id: number | null
  kind: string
  name: string
  url: string
  upload_id: number | null
  size_bytes: Generated<number>
  width: number | null
  height: number | null
  created_at: string
}

export interface AfterSaleSettingTable {
  party_id: string
  return_days: Generated<number>
  contact_name: Generated<string>
  contact_phone: Generated<string>
  province_id: string | null
  city_id: string | null
  county_id: string | null
  address: Generated<string>
  policy: Generated<string>
  updated_at: string
}

// ---- orders (migration 2026_11_22_00_03_00_orders) ----

export interface SalesOrderTable {
  id: Generated<number>
  party_id: string
  order_no: string
  channel: OrderChannel
  buyer_party_id: string | null
  buyer_name: string
  buyer_phone: Generated<string>
  receiver_name: string
  receiver_phone: string
  province_id: string | null
  city_id: string | null
  county_id: string | null
  address: string
  status: OrderStatus
  salesman_id: number | null
  item_count: Generated<number>
  goods_amount: number
  freight_amount: Generated<number>
  discount_amount: Generated<number>
  pay_amount: number
  refunded_amount: Generated<number>
  buyer_remark: Generated<string>
  seller_remark: Generated<string>
  created_at: string
  paid_at: string | null
  shipped_at: string | null
  completed_at: string | null
  cancelled_at: string | null
  /** When the unpaid order cancels itself (migration 2026_11_27_00_34_00); null: never. */
  pay_deadline: string | null
  updated_at: string
  version: Generated<number>
}

/** A seller's order settings (migration 2026_11_27_00_34_00); no row: the defaults. */
export interface OrderSettingTable {
  party_id: string
  pay_timeout_minutes: number
  updated_at: string
  /** The delivery note's sender and footer; '' = the business profile's (migration 2026_11_27_05_57_00). */
  sender_name: Generated<string>
  sender_address: Generated<string>
  sender_phone: Generated<string>
  note_footer: Generated<string>
}

/** An unpaid order's offline payment the merchant recorded (migration 2026_11_26_00_33_00). */
export interface OrderPaymentTable {
  id: Generated<number>
  party_id: string
  order_id: number
  method: OrderPaymentMethod
  reference: Generated<string>
  amount: number
  user_login_id: string
  created_at: string
}

/**
 * One reduction of an order line by the pricing engine (migration 2026_11_27_00_40_00,
 * docs/pricing.md): the line's list amount is its amount plus its adjustments.
 */
export interface OrderItemAdjustmentTable {
  id: Generated<number>
  party_id: string
  order_id: number
  order_line_id: number
  kind: PriceAdjustmentKind
  promotion_id: number | null
  /** The promotion's name when the order was placed (it may be renamed or deleted later). */
  promotion_name: Generated<string>
  rank_id: number | null
  amount: number
}

export interface SalesOrderLineTable {
  id: Generated<number>
  party_id: string
  order_id: number
  product_id: number | null
  sku_id: number | null
  product_name: string
  sku_code: Generated<string>
  sku_spec: Generated<string>
  image_url: Generated<string>
  unit_price: number
  quantity: number
  amount: number
  shipped_quantity: Generated<number>
  refunded_quantity: Generated<number>
}

/**
 * Each product's sales per business day, kept by triggers on sales_order_line and sales_order
 * (migration 2026_11_24_00_18_00): what the product ranking adds up.
 */
export interface ProductSalesDailyTable {
  party_id: string
  day: string
  product_key: string
  product_id: number | null
  product_name: string
  order_count: number
  amount: number
  quantity: number
}

/** Sale orders per business day (migration 2026_11_24_00_23_00), kept by triggers. */
export interface SalesDailyTable {
  party_id: string
  day: string
  order_count: number
  pay_amount: number
  refunded_amount: number
  item_count: number
}

/**
 * Every order of a merchant per status: how many, and their pay_amount and item_count
 * (migration 2026_11_27_13_50_00), kept by triggers. The order list's unfiltered counts.
 */
export interface SalesOrderTallyTable {
  party_id: string
  status: string
  order_count: number
  pay_amount: number
  item_count: number
}

/**
 * A merchant's orders per buyer (name and phone, as the order carries them) and status: how
 * many, and their pay_amount and item_count (migration 2026_11_27_20_00_00), kept by triggers;
 * a row goes when it counts no order. The order list's counts and totals with a buyer search.
 */
export interface SalesOrderBuyerTallyTable {
  party_id: string
  buyer_name: string
  buyer_phone: string
  status: string
  order_count: number
  pay_amount: number
  item_count: number
}

/**
 * A merchant's members per status, counted (migration 2026_11_28_00_00_00), kept by triggers.
 * The member list's total when no filter but the status narrows it.
 */
export interface DisMemberTallyTable {
  party_id: string
  status: string
  member_count: number
}

/**
 * A merchant's live products (is_deleted = 0) per status and whether they are out of stock
 * (total_stock <= 0), counted (migration 2026_11_27_20_10_00), kept by triggers; a row goes when
 * it counts none. The product list's unfiltered tab counts.
 */
export interface ProductTallyTable {
  party_id: string
  status: string
  out_of_stock: number
  product_count: number
}

/**
 * The products with a SKU at low stock, and how many (migration 2026_11_27_20_10_00), kept by
 * triggers on product_sku and stock_setting; deleted products keep theirs (readers filter). The
 * product list's low-stock tab.
 */
export interface ProductLowStockTable {
  party_id: string
  product_id: number
  sku_count: number
}

/** Sale orders per period ('YYYY-MM-DD' or 'YYYY-MM') and client ('' for none), kept by triggers. */
export interface SalesClientPeriodTable {
  party_id: string
  period: string
  buyer_key: string
  order_count: number
  pay_amount: number
  item_count: number
}

/** Sale orders per period ('YYYY-MM-DD' or 'YYYY-MM') and salesman (0 for none), kept by triggers. */
export interface SalesSalesmanPeriodTable {
  party_id: string
  period: string
  salesman_key: number
  order_count: number
  pay_amount: number
  item_count: number
}

export interface ShipmentTable {
  id: Generated<number>
  party_id: string
  order_id: number
  carrier_code: string
  carrier_name: string
  tracking_no: string
  shipped_by: string | null
  shipped_at: string
}

export interface ShipmentLineTable {
  shipment_id: number
  order_line_id: number
  party_id: string
  quantity: number
}

export interface AfterSaleTable {
  id: Generated<number>
  party_id: string
  after_sale_no: string
  order_id: number
  order_line_id: number | null
  buyer_party_id: string | null
  buyer_name: string
  kind: AfterSaleKind
  reason: string
  description: Generated<string>
  images: Generated<string>
  quantity: Generated<number>
  refund_amount: Generated<number>
  status: AfterSaleStatus
  audit_remark: Generated<string>
  return_carrier_name: Generated<string>
  return_tracking_no: Generated<string>
  created_at: string
  audited_at: string | null
  completed_at: string | null
  updated_at: string
  version: Generated<number>
  /** Returned goods received as damaged: not put back into stock (migration 2026_11_25_00_29_00). */
  received_damaged: Generated<number>
}

export interface StatusHistoryTable {
  id: Generated<number>
  party_id: string
  subject_type: string
  subject_id: number
  event: string
  from_status: string | null
  to_status: string
  user_login_id: string | null
  remark: Generated<string>
  created_at: string
}

/** One successful write call of /control (migration 2026_11_24_00_20_00_audit_log). */
export interface AuditLogTable {
  id: Generated<number>
  party_id: string
  user_login_id: string
  call: string
  subject_type: string | null
  subject_id: string | null
  request: string
  client_address: Generated<string>
  created_at: string
}

// ---- domain events (migration 2026_11_25_00_28_00_domain_events) ----

/** The outbox: one row per business state change, written in the change's own transaction. */
export interface DomainEventTable {
  id: Generated<number>
  party_id: string
  type: string
  aggregate_type: string
  aggregate_id: string
  /** JSON. */
  payload: string
  actor: string | null
  created_at: string
  /** The writing transaction's id on PostgreSQL; 0 on SQLite. */
  tx_id: Generated<number>
}

/** Each consumer's position in the outbox, in (tx_id, id) order. */
export interface DomainEventConsumerTable {
  name: string
  position_tx: Generated<number>
  position_id: Generated<number>
  updated_at: string
}

/** The events each consumer has applied. */
export interface DomainEventAppliedTable {
  consumer: string
  event_id: number
  applied_at: string
}

// ---- stock ledger (migration 2026_11_25_00_29_00_stock_ledger) ----

/** One movement of a SKU's stock: its on-hand and reserved changes and the balances after it. */
export interface StockMovementTable {
  id: Generated<number>
  party_id: string
  sku_id: number
  product_id: number
  kind: StockMovementKind
  quantity: number
  reserved_change: number
  on_hand_after: number
  reserved_after: number
  source_type: StockSourceType
  source_id: number | null
  source_no: Generated<string>
  reason: Generated<string>
  actor: string | null
  event_id: number | null
  created_at: string
}

/** A merchant's stock settings. */
export interface StockSettingTable {
  party_id: string
  low_stock_threshold: number
  updated_at: string
}

// ---- distribution (migration 2026_11_22_00_04_00_distribution) ----

export interface DisRankTable {
  id: Generated<number>
  party_id: string
  name: string
  discount_permille: Generated<number>
  is_default: Generated<number>
  sort: Generated<number>
  remark: Generated<string>
  created_at: string
  updated_at: string
}

export interface DisGroupTable {
  id: Generated<number>
  party_id: string
  name: string
  remark: Generated<string>
  created_at: string
  updated_at: string
}

export interface DisSalesmanTable {
  id: Generated<number>
  party_id: string
  user_login_id: string | null
  name: string
  phone: string
  enabled: Generated<number>
  is_default: Generated<number>
  remark: Generated<string>
  created_at: string
  updated_at: string
}

export interface DisMemberTable {
  id: Generated<number>
  party_id: string
  member_party_id: string
  status: Generated<EnabledStatus>
  remark: Generated<string>
  rank_id: number | null
  salesman_id: number | null
  source: Generated<string>
  application_id: number | null
  order_count: Generated<number>
  order_amount: Generated<number>
  last_order_at: string | null
  created_at: string
  updated_at: string
  /**
   * The member's groups as the member list answers them: a JSON array of {id, name} by name,
   * written by the database's triggers only (migration 2026_11_28_10_00_00).
   */
  group_refs: Generated<string>
}

export interface DisMemberGroupTable {
  group_id: number
  member_id: number
  party_id: string
  created_at: string
}

export interface DisCooperationApplicationTable {
  id: Generated<number>
  party_id: string
  applicant_party_id: string
  applicant_user_login_id: string | null
  message: Generated<string>
  contact_name: Generated<string>
  contact_phone: Generated<string>
  status: Generated<CooperationStatus>
  tip: Generated<string>
  decided_by: string | null
  decided_at: string | null
  created_at: string
}

export interface DisProductTable {
  id: Generated<number>
  party_id: string
  product_id: number
  status: Generated<'ON' | 'OFF'>
  min_dis_price: Generated<number>
  max_dis_price: Generated<number>
  stock_mode: Generated<string>
  min_order_quantity: Generated<number>
  freight_template_id: number | null
  is_mixed: Generated<number>
  sort: Generated<number>
  created_at: string
  updated_at: string
}

export interface DisProductSkuTable {
  id: Generated<number>
  party_id: string
  dis_product_id: number
  sku_id: number
  dis_price: number
  retail_price: Generated<number>
  stock_limit: number | null
  enabled: Generated<number>
}

export interface DisRankPriceTable {
  dis_product_sku_id: number
  rank_id: number
  party_id: string
  price: number
}

export interface StoreMinOrderMoneyTable {
  party_id: string
  store_party_id: string
  min_order_money: number
  updated_at: string
}

export interface DisSupplierInfoTable {
  party_id: string
  company_name: string
  logo_url: Generated<string>
  contact_name: Generated<string>
  contact_phone: Generated<string>
  province_id: string | null
  city_id: string | null
  county_id: string | null
  address: Generated<string>
  intro: Generated<string>
  license_url: Generated<string>
  min_order_money: Generated<number>
  updated_at: string
}

export interface DisAgreementTable {
  party_id: string
  content: string
  updated_by: string | null
  updated_at: string
}

export interface MpDialogSettingTable {
  party_id: string
  enabled: Generated<number>
  image_url: Generated<string>
  link_type: Generated<string>
  link_value: Generated<string>
  frequency: Generated<string>
  start_at: string | null
  end_at: string | null
  updated_at: string
}

export interface ActivityTable {
  id: Generated<number>
  party_id: string
  channel: 'MINI_PROGRAM' | 'STORE'
  title: string
  cover_url: Generated<string>
  description: Generated<string>
  status: Generated<EnabledStatus>
  sort: Generated<number>
  start_at: string | null
  end_at: string | null
  created_at: string
  updated_at: string
}

export interface ActivityProductTable {
  activity_id: number
  product_id: number
  party_id: string
  activity_price: number | null
  sort: Generated<number>
}

export interface MpSubscribeSettingTable {
  party_id: string
  message_type: string
  enabled: Generated<number>
  updated_at: string
}

export interface PaymentNotificationTable {
  notify_id: string
  party_id: string
  order_no: string
  amount: number
  received_at: string
}

export interface VipOrderTable {
  id: Generated<number>
  party_id: string
  order_no: string
  plan_code: string
  amount: number
  status: string
  user_login_id: string | null
  created_at: string
  paid_at: string | null
}

// ---- catalogue_marketing (migration 2026_11_22_00_05_00_catalogue_marketing) ----

export interface CatalogueTable {
  id: Generated<number>
  party_id: string
  name: string
  cover_url: Generated<string>
  description: Generated<string>
  status: Generated<string>
  audience: Generated<string>
  start_at: string | null
  end_at: string | null
  created_at: string
  updated_at: string
}

export interface CatalogueProductTable {
  catalogue_id: number
  product_id: number
  party_id: string
  price: number | null
  sort: Generated<number>
}

export interface CatalogueGroupTable {
  catalogue_id: number
  group_id: number
  party_id: string
}

export interface CatalogueOrderTable {
  id: Generated<number>
  party_id: string
  order_no: string
  catalogue_id: number
  buyer_party_id: string
  buyer_user_login_id: string | null
  salesman_id: number | null
  item_count: Generated<number>
  amount: number
  remark: Generated<string>
  audit_status: Generated<CatalogueOrderAuditStatus>
  audit_remark: Generated<string>
  audited_by: string | null
  audited_at: string | null
  sales_order_id: number | null
  created_at: string
  updated_at: string
  version: Generated<number>
  /** Where to deliver (migration 2026_11_27_00_42_00); blank: the buyer's business profile. */
  receiver_name: Generated<string>
  receiver_phone: Generated<string>
  address: Generated<string>
}

export interface CatalogueOrderLineTable {
  id: Generated<number>
  party_id: string
  catalogue_order_id: number
  product_id: number | null
  sku_id: number | null
  product_name: string
  sku_spec: Generated<string>
  unit_price: number
  quantity: number
  amount: number
}

export interface PromotionTable {
  id: Generated<number>
  party_id: string
  name: string
  kind: string
  status: Generated<string>
  start_at: string
  end_at: string
  threshold_amount: Generated<number>
  reduce_amount: Generated<number>
  discount_permille: Generated<number>
  per_buyer_limit: Generated<number>
  audience: Generated<string>
  description: Generated<string>
  created_at: string
  updated_at: string
}

export interface PromotionProductTable {
  id: Generated<number>
  party_id: string
  promotion_id: number
  product_id: number
  sku_id: number | null
  promo_price: number | null
  limit_quantity: Generated<number>
  stock_limit: number | null
  sold_quantity: Generated<number>
}

// ---- finance (migration 2026_11_22_00_06_00_finance) ----

export interface StatementTable {
  id: Generated<number>
  party_id: string
  domain: SettlementDomain
  statement_no: string
  counterparty_party_id: string
  period_start: string
  period_end: string
  bill_count: Generated<number>
  total_amount: number
  paid_amount: Generated<number>
  status: string
  remark: Generated<string>
  created_at: string
  confirmed_at: string | null
  settled_at: string | null
  updated_at: string
  version: Generated<number>
}

export interface PaymentTable {
  id: Generated<number>
  party_id: string
  domain: SettlementDomain
  payment_no: string
  statement_id: number | null
  counterparty_party_id: string
  direction: 'IN' | 'OUT'
  amount: number
  method: string
  bank_code: string | null
  account_no: Generated<string>
  voucher_url: Generated<string>
  note: Generated<string>
  status: string
  paid_at: string
  confirmed_at: string | null
  created_by: string | null
  created_at: string
}

export interface BillingInfoTable {
  id: Generated<number>
  party_id: string
  domain: SettlementDomain
  title_type: Generated<string>
  invoice_title: string
  tax_no: Generated<string>
  bank_code: string | null
  bank_branch: Generated<string>
  account_no: Generated<string>
  address: Generated<string>
  phone: Generated<string>
  email: Generated<string>
  is_default: Generated<number>
  created_at: string
  updated_at: string
}

export interface BillDetailTable {
  id: Generated<number>
  party_id: string
  domain: SettlementDomain
  counterparty_party_id: string
  statement_id: number | null
  source_type: string
  source_id: number | null
  source_no: Generated<string>
  amount: number
  occurred_at: string
  remark: Generated<string>
  created_at: string
}

// ---- announcements_messages (migration 2026_11_22_00_07_00_announcements_messages) ----

export interface AnnouncementTable {
  id: Generated<number>
  party_id: string
  title: string
  body: Generated<string>
  external_url: Generated<string>
  cover_url: Generated<string>
  status: Generated<'DRAFT' | 'PUBLISHED' | 'WITHDRAWN'>
  publish_start_at: string | null
  publish_end_at: string | null
  is_popup: Generated<number>
  in_carousel: Generated<number>
  sort: Generated<number>
  click_count: Generated<number>
  created_by: string | null
  created_at: string
  updated_at: string
}

export interface AnnouncementClickTable {
  id: Generated<number>
  announcement_id: number
  party_id: string
  viewer_party_id: string
  viewer_user_login_id: string
  clicked_at: string
}

export interface AnnouncementShowRecordTable {
  user_login_id: string
  announcement_id: number
  party_id: string
  shown_at: string
  closed_at: string | null
}

export interface MessageTable {
  id: Generated<number>
  party_id: string
  user_login_id: string
  type: MessageType
  title: string
  content: Generated<string>
  sender_party_id: string | null
  ref_type: Generated<string>
  ref_id: Generated<string>
  is_read: Generated<number>
  read_at: string | null
  created_at: string
}

// ---- business_network (migration 2026_11_22_00_08_00_business_network) ----

export interface BusiProfileTable {
  party_id: string
  company_name: string
  logo_url: Generated<string>
  business_type: Generated<string>
  industry: Generated<string>
  main_business: Generated<string>
  intro: Generated<string>
  images: Generated<string>
  contact_name: Generated<string>
  contact_phone: Generated<string>
  province_id: string | null
  city_id: string | null
  county_id: string | null
  address: Generated<string>
  is_public: Generated<number>
  security_paid: Generated<number>
  created_at: string
  updated_at: string
  /** JSON array of public category ids (migration 2026_11_24_00_14_00_business_profile). */
  category_ids: Generated<string>
}

export interface BusiFriendTable {
  party_id: string
  friend_party_id: string
  remark: Generated<string>
  created_at: string
}

export interface BusiFriendApplyTable {
  id: Generated<number>
  party_id: string
  apply_party_id: string
  apply_user_login_id: string | null
  announcement_id: number | null
  message: Generated<string>
  status: Generated<ApplyStatus>
  reject_text: Generated<string>
  decided_at: string | null
  created_at: string
}

export interface ChatRecordTable {
  id: Generated<number>
  party_id: string
  peer_party_id: string
  direction: 'IN' | 'OUT'
  message_key: string
  sender_user_login_id: string | null
  content_type: Generated<string>
  content: string
  product_id: number | null
  is_read: Generated<number>
  is_deleted: Generated<number>
  created_at: string
}

export interface ChatThreadTable {
  party_id: string
  peer_party_id: string
  last_content: Generated<string>
  last_at: string
  unread_count: Generated<number>
}

export interface ExchangeCertificateTable {
  id: Generated<number>
  party_id: string
  title: string
  company_name: string
  contact_name: string
  position: Generated<string>
  phone: string
  email: Generated<string>
  wechat: Generated<string>
  address: Generated<string>
  logo_url: Generated<string>
  intro: Generated<string>
  status: Generated<string>
  created_at: string
  updated_at: string
}

export interface ExchangeApplicationTable {
  id: Generated<number>
  party_id: string
  certificate_id: number
  applicant_party_id: string
  applicant_certificate_id: number | null
  message: Generated<string>
  status: Generated<ApplyStatus>
  reject_text: Generated<string>
  decided_at: string | null
  created_at: string
}

// ---- repair_projects (migration 2026_11_22_00_09_00_repair_projects) ----

export interface RepairOrderTable {
  id: Generated<number>
  party_id: string
  repair_no: string
  customer_party_id: string | null
  customer_name: string
  customer_phone: string
  province_id: string | null
  city_id: string | null
  county_id: string | null
  address: Generated<string>
  product_name: string
  brand_name: Generated<string>
  model: Generated<string>
  serial_no: Generated<string>
  fault_description: string
  images: Generated<string>
  status: RepairStatus
  assignee_user_login_id: string | null
  appointment_at: string | null
  labor_amount: Generated<number>
  parts_amount: Generated<number>
  total_amount: Generated<number>
  result: Generated<string>
  reject_reason: Generated<string>
  statement_id: number | null
  created_at: string
  accepted_at: string | null
  finished_at: string | null
  settled_at: string | null
  updated_at: string
  version: Generated<number>
}

export interface RepairOrderItemTable {
  id: Generated<number>
  party_id: string
  repair_order_id: number
  kind: string
  name: string
  unit_price: number
  quantity: number
  amount: number
}

export interface RepairSettingTable {
  party_id: string
  accepting: Generated<number>
  auto_accept: Generated<number>
  service_region_ids: Generated<string>
  service_hours: Generated<string>
  base_labor_fee: Generated<number>
  visit_fee: Generated<number>
  warranty_days: Generated<number>
  notice: Generated<string>
  /** The repair finance party whose REPAIR book gets the shop's finished jobs (issue 30). */
  settlement_party_id: string | null
  updated_at: string
}

export interface ProjectTable {
  id: Generated<number>
  party_id: string
  project_no: string
  name: string
  customer_name: Generated<string>
  manager_name: Generated<string>
  province_id: string | null
  city_id: string | null
  county_id: string | null
  address: Generated<string>
  budget_amount: Generated<number>
  ordered_amount: Generated<number>
  status: string
  start_date: string | null
  end_date: string | null
  remark: Generated<string>
  created_at: string
  updated_at: string
}

export interface ProjectOrderTable {
  id: Generated<number>
  party_id: string
  project_id: number
  order_no: string
  supplier_party_id: string | null
  sales_order_id: number | null
  item_count: Generated<number>
  amount: number
  status: string
  remark: Generated<string>
  created_at: string
  updated_at: string
}

export interface ProjectOrderLineTable {
  id: Generated<number>
  party_id: string
  project_order_id: number
  product_id: number | null
  product_name: string
  sku_spec: Generated<string>
  unit: Generated<string>
  unit_price: number
  quantity: number
  amount: number
}

// ---- integration (migration 2026_11_22_00_10_00_integration) ----

export interface PartyErpParameterTable {
  party_id: string
  erp_info_id: string
  parameters: Generated<string>
  enabled: Generated<number>
  last_sync_at: string | null
  updated_at: string
}

export interface PlatformProductTable {
  id: Generated<number>
  party_id: string
  erp_info_id: string
  external_id: string
  name: string
  sku_code: Generated<string>
  bar_code: Generated<string>
  price: Generated<number>
  stock: Generated<number>
  image_url: Generated<string>
  product_id: number | null
  synced_at: string
}

export interface Database {
  party: PartyTable
  user_login: UserLoginTable
  user_role: UserRoleTable
  session: SessionTable
  login_attempt: LoginAttemptTable
  server_secret: ServerSecretTable
  login_proof_spent: LoginProofSpentTable
  passkey: PasskeyTable
  webauthn_challenge: WebauthnChallengeTable
  totp_secret: TotpSecretTable
  totp_recovery_code: TotpRecoveryCodeTable
  totp_ticket: TotpTicketTable
  totp_policy: TotpPolicyTable
  geo_region: GeoRegionTable
  product_category: ProductCategoryTable
  product_brand: ProductBrandTable
  bank: BankTable
  course: CourseTable
  erp_platform: ErpPlatformTable
  vip_plan: VipPlanTable
  upload: UploadTable
  freight_template: FreightTemplateTable
  freight_template_rule: FreightTemplateRuleTable
  product: ProductTable
  product_sku: ProductSkuTable
  product_image: ProductImageTable
  material_group: MaterialGroupTable
  material: MaterialTable
  after_sale_setting: AfterSaleSettingTable
  sales_order: SalesOrderTable
  sales_order_line: SalesOrderLineTable
  product_sales_daily: ProductSalesDailyTable
  sales_daily: SalesDailyTable
  sales_order_tally: SalesOrderTallyTable
  sales_order_buyer_tally: SalesOrderBuyerTallyTable
  product_tally: ProductTallyTable
  product_low_stock: ProductLowStockTable
  sales_client_period: SalesClientPeriodTable
  sales_salesman_period: SalesSalesmanPeriodTable
  shipment: ShipmentTable
  shipment_line: ShipmentLineTable
  after_sale: AfterSaleTable
  status_history: StatusHistoryTable
  audit_log: AuditLogTable
  domain_event: DomainEventTable
  domain_event_consumer: DomainEventConsumerTable
  domain_event_applied: DomainEventAppliedTable
  stock_movement: StockMovementTable
  stock_setting: StockSettingTable
  order_setting: OrderSettingTable
  order_payment: OrderPaymentTable
  order_item_adjustment: OrderItemAdjustmentTable
  idempotency_key: IdempotencyKeyTable
  dis_rank: DisRankTable
  dis_group: DisGroupTable
  dis_salesman: DisSalesmanTable
  dis_member: DisMemberTable
  dis_member_tally: DisMemberTallyTable
  dis_member_group: DisMemberGroupTable
  dis_cooperation_application: DisCooperationApplicationTable
  dis_product: DisProductTable
  dis_product_sku: DisProductSkuTable
  dis_rank_price: DisRankPriceTable
  store_min_order_money: StoreMinOrderMoneyTable
  dis_supplier_info: DisSupplierInfoTable
  dis_agreement: DisAgreementTable
  mp_dialog_setting: MpDialogSettingTable
  activity: ActivityTable
  activity_product: ActivityProductTable
  mp_subscribe_setting: MpSubscribeSettingTable
  vip_order: VipOrderTable
  payment_notification: PaymentNotificationTable
  catalogue: CatalogueTable
  catalogue_product: CatalogueProductTable
  catalogue_group: CatalogueGroupTable
  catalogue_order: CatalogueOrderTable
  catalogue_order_line: CatalogueOrderLineTable
  promotion: PromotionTable
  promotion_product: PromotionProductTable
  statement: StatementTable
  payment: PaymentTable
  billing_info: BillingInfoTable
  bill_detail: BillDetailTable
  announcement: AnnouncementTable
  announcement_click: AnnouncementClickTable
  announcement_show_record: AnnouncementShowRecordTable
  message: MessageTable
  busi_profile: BusiProfileTable
  busi_friend: BusiFriendTable
  busi_friend_apply: BusiFriendApplyTable
  chat_record: ChatRecordTable
  chat_thread: ChatThreadTable
  exchange_certificate: ExchangeCertificateTable
  exchange_application: ExchangeApplicationTable
  repair_order: RepairOrderTable
  repair_order_item: RepairOrderItemTable
  repair_setting: RepairSettingTable
  project: ProjectTable
  project_order: ProjectOrderTable
  project_order_line: ProjectOrderLineTable
  party_erp_parameter: PartyErpParameterTable
  platform_product: PlatformProductTable
}

export type Db = Kysely<Database>

export type Party = Selectable<PartyTable>
export type NewParty = Insertable<PartyTable>
export type PartyUpdate = Updateable<PartyTable>
export type UserLogin = Selectable<UserLoginTable>
export type NewUserLogin = Insertable<UserLoginTable>
export type UserLoginUpdate = Updateable<UserLoginTable>
export type UserRole = Selectable<UserRoleTable>
export type NewUserRole = Insertable<UserRoleTable>
export type UserRoleUpdate = Updateable<UserRoleTable>
export type Session = Selectable<SessionTable>
export type NewSession = Insertable<SessionTable>
export type SessionUpdate = Updateable<SessionTable>
export type LoginAttempt = Selectable<LoginAttemptTable>
export type NewLoginAttempt = Insertable<LoginAttemptTable>
export type LoginAttemptUpdate = Updateable<LoginAttemptTable>
export type GeoRegion = Selectable<GeoRegionTable>
export type NewGeoRegion = Insertable<GeoRegionTable>
export type GeoRegionUpdate = Updateable<GeoRegionTable>
export type ProductCategory = Selectable<ProductCategoryTable>
export type NewProductCategory = Insertable<ProductCategoryTable>
export type ProductCategoryUpdate = Updateable<ProductCategoryTable>
export type ProductBrand = Selectable<ProductBrandTable>
export type NewProductBrand = Insertable<ProductBrandTable>
export type ProductBrandUpdate = Updateable<ProductBrandTable>
export type Bank = Selectable<BankTable>
export type NewBank = Insertable<BankTable>
export type BankUpdate = Updateable<BankTable>
export type Course = Selectable<CourseTable>
export type NewCourse = Insertable<CourseTable>
export type CourseUpdate = Updateable<CourseTable>
export type ErpPlatform = Selectable<ErpPlatformTable>
export type NewErpPlatform = Insertable<ErpPlatformTable>
export type ErpPlatformUpdate = Updateable<ErpPlatformTable>
export type VipPlan = Selectable<VipPlanTable>
export type NewVipPlan = Insertable<VipPlanTable>
export type VipPlanUpdate = Updateable<VipPlanTable>
export type Upload = Selectable<UploadTable>
export type NewUpload = Insertable<UploadTable>
export type UploadUpdate = Updateable<UploadTable>
export type FreightTemplate = Selectable<FreightTemplateTable>
export type NewFreightTemplate = Insertable<FreightTemplateTable>
export type FreightTemplateUpdate = Updateable<FreightTemplateTable>
export type FreightTemplateRule = Selectable<FreightTemplateRuleTable>
export type NewFreightTemplateRule = Insertable<FreightTemplateRuleTable>
export type FreightTemplateRuleUpdate = Updateable<FreightTemplateRuleTable>
export type Product = Selectable<ProductTable>
export type NewProduct = Insertable<ProductTable>
export type ProductUpdate = Updateable<ProductTable>
export type ProductSku = Selectable<ProductSkuTable>
export type NewProductSku = Insertable<ProductSkuTable>
export type ProductSkuUpdate = Updateable<ProductSkuTable>
export type ProductImage = Selectable<ProductImageTable>
export type NewProductImage = Insertable<ProductImageTable>
export type ProductImageUpdate = Updateable<ProductImageTable>
export type MaterialGroup = Selectable<MaterialGroupTable>
export type NewMaterialGroup = Insertable<MaterialGroupTable>
export type MaterialGroupUpdate = Updateable<MaterialGroupTable>
export type Material = Selectable<MaterialTable>
export type NewMaterial = Insertable<MaterialTable>
export type MaterialUpdate = Updateable<MaterialTable>
export type AfterSaleSetting = Selectable<AfterSaleSettingTable>
export type NewAfterSaleSetting = Insertable<AfterSaleSettingTable>
export type AfterSaleSettingUpdate = Updateable<AfterSaleSettingTable>
export type SalesOrder = Selectable<SalesOrderTable>
export type NewSalesOrder = Insertable<SalesOrderTable>
export type SalesOrderUpdate = Updateable<SalesOrderTable>
export type SalesOrderLine = Selectable<SalesOrderLineTable>
export type NewSalesOrderLine = Insertable<SalesOrderLineTable>
export type SalesOrderLineUpdate = Updateable<SalesOrderLineTable>
export type Shipment = Selectable<ShipmentTable>
export type NewShipment = Insertable<ShipmentTable>
export type ShipmentUpdate = Updateable<ShipmentTable>
export type ShipmentLine = Selectable<ShipmentLineTable>
export type NewShipmentLine = Insertable<ShipmentLineTable>
export type ShipmentLineUpdate = Updateable<ShipmentLineTable>
export type AfterSale = Selectable<AfterSaleTable>
export type NewAfterSale = Insertable<AfterSaleTable>
export type AfterSaleUpdate = Updateable<AfterSaleTable>
export type StatusHistory = Selectable<StatusHistoryTable>
export type NewStatusHistory = Insertable<StatusHistoryTable>
export type StatusHistoryUpdate = Updateable<StatusHistoryTable>
export type DisRank = Selectable<DisRankTable>
export type NewDisRank = Insertable<DisRankTable>
export type DisRankUpdate = Updateable<DisRankTable>
export type DisGroup = Selectable<DisGroupTable>
export type NewDisGroup = Insertable<DisGroupTable>
export type DisGroupUpdate = Updateable<DisGroupTable>
export type DisSalesman = Selectable<DisSalesmanTable>
export type NewDisSalesman = Insertable<DisSalesmanTable>
export type DisSalesmanUpdate = Updateable<DisSalesmanTable>
export type DisMember = Selectable<DisMemberTable>
export type NewDisMember = Insertable<DisMemberTable>
export type DisMemberUpdate = Updateable<DisMemberTable>
export type DisMemberGroup = Selectable<DisMemberGroupTable>
export type NewDisMemberGroup = Insertable<DisMemberGroupTable>
export type DisMemberGroupUpdate = Updateable<DisMemberGroupTable>
export type DisCooperationApplication = Selectable<DisCooperationApplicationTable>
export type NewDisCooperationApplication = Insertable<DisCooperationApplicationTable>
export type DisCooperationApplicationUpdate = Updateable<DisCooperationApplicationTable>
export type DisProduct = Selectable<DisProductTable>
export type NewDisProduct = Insertable<DisProductTable>
export type DisProductUpdate = Updateable<DisProductTable>
export type DisProductSku = Selectable<DisProductSkuTable>
export type NewDisProductSku = Insertable<DisProductSkuTable>
export type DisProductSkuUpdate = Updateable<DisProductSkuTable>
export type DisRankPrice = Selectable<DisRankPriceTable>
export type NewDisRankPrice = Insertable<DisRankPriceTable>
export type DisRankPriceUpdate = Updateable<DisRankPriceTable>
export type StoreMinOrderMoney = Selectable<StoreMinOrderMoneyTable>
export type NewStoreMinOrderMoney = Insertable<StoreMinOrderMoneyTable>
export type StoreMinOrderMoneyUpdate = Updateable<StoreMinOrderMoneyTable>
export type DisSupplierInfo = Selectable<DisSupplierInfoTable>
export type NewDisSupplierInfo = Insertable<DisSupplierInfoTable>
export type DisSupplierInfoUpdate = Updateable<DisSupplierInfoTable>
export type DisAgreement = Selectable<DisAgreementTable>
export type NewDisAgreement = Insertable<DisAgreementTable>
export type DisAgreementUpdate = Updateable<DisAgreementTable>
export type MpDialogSetting = Selectable<MpDialogSettingTable>
export type NewMpDialogSetting = Insertable<MpDialogSettingTable>
export type MpDialogSettingUpdate = Updateable<MpDialogSettingTable>
export type Activity = Selectable<ActivityTable>
export type NewActivity = Insertable<ActivityTable>
export type ActivityUpdate = Updateable<ActivityTable>
export type ActivityProduct = Selectable<ActivityProductTable>
export type NewActivityProduct = Insertable<ActivityProductTable>
export type ActivityProductUpdate = Updateable<ActivityProductTable>
export type MpSubscribeSetting = Selectable<MpSubscribeSettingTable>
export type NewMpSubscribeSetting = Insertable<MpSubscribeSettingTable>
export type MpSubscribeSettingUpdate = Updateable<MpSubscribeSettingTable>
export type VipOrder = Selectable<VipOrderTable>
export type NewVipOrder = Insertable<VipOrderTable>
export type VipOrderUpdate = Updateable<VipOrderTable>
export type Catalogue = Selectable<CatalogueTable>
export type NewCatalogue = Insertable<CatalogueTable>
export type CatalogueUpdate = Updateable<CatalogueTable>
export type CatalogueProduct = Selectable<CatalogueProductTable>
export type NewCatalogueProduct = Insertable<CatalogueProductTable>
export type CatalogueProductUpdate = Updateable<CatalogueProductTable>
export type CatalogueGroup = Selectable<CatalogueGroupTable>
export type NewCatalogueGroup = Insertable<CatalogueGroupTable>
export type CatalogueGroupUpdate = Updateable<CatalogueGroupTable>
export type CatalogueOrder = Selectable<CatalogueOrderTable>
export type NewCatalogueOrder = Insertable<CatalogueOrderTable>
export type CatalogueOrderUpdate = Updateable<CatalogueOrderTable>
export type CatalogueOrderLine = Selectable<CatalogueOrderLineTable>
export type NewCatalogueOrderLine = Insertable<CatalogueOrderLineTable>
export type CatalogueOrderLineUpdate = Updateable<CatalogueOrderLineTable>
export type Promotion = Selectable<PromotionTable>
export type NewPromotion = Insertable<PromotionTable>
export type PromotionUpdate = Updateable<PromotionTable>
export type PromotionProduct = Selectable<PromotionProductTable>
export type NewPromotionProduct = Insertable<PromotionProductTable>
export type PromotionProductUpdate = Updateable<PromotionProductTable>
export type Statement = Selectable<StatementTable>
export type NewStatement = Insertable<StatementTable>
export type StatementUpdate = Updateable<StatementTable>
export type Payment = Selectable<PaymentTable>
export type NewPayment = Insertable<PaymentTable>
export type PaymentUpdate = Updateable<PaymentTable>
export type BillingInfo = Selectable<BillingInfoTable>
export type NewBillingInfo = Insertable<BillingInfoTable>
export type BillingInfoUpdate = Updateable<BillingInfoTable>
export type BillDetail = Selectable<BillDetailTable>
export type NewBillDetail = Insertable<BillDetailTable>
export type BillDetailUpdate = Updateable<BillDetailTable>
export type Announcement = Selectable<AnnouncementTable>
export type NewAnnouncement = Insertable<AnnouncementTable>
export type AnnouncementUpdate = Updateable<AnnouncementTable>
export type AnnouncementClick = Selectable<AnnouncementClickTable>
export type NewAnnouncementClick = Insertable<AnnouncementClickTable>
export type AnnouncementClickUpdate = Updateable<AnnouncementClickTable>
export type AnnouncementShowRecord = Selectable<AnnouncementShowRecordTable>
export type NewAnnouncementShowRecord = Insertable<AnnouncementShowRecordTable>
export type AnnouncementShowRecordUpdate = Updateable<AnnouncementShowRecordTable>
export type Message = Selectable<MessageTable>
export type NewMessage = Insertable<MessageTable>
export type MessageUpdate = Updateable<MessageTable>
export type BusiProfile = Selectable<BusiProfileTable>
export type NewBusiProfile = Insertable<BusiProfileTable>
export type BusiProfileUpdate = Updateable<BusiProfileTable>
export type BusiFriend = Selectable<BusiFriendTable>
export type NewBusiFriend = Insertable<BusiFriendTable>
export type BusiFriendUpdate = Updateable<BusiFriendTable>
export type BusiFriendApply = Selectable<BusiFriendApplyTable>
export type NewBusiFriendApply = Insertable<BusiFriendApplyTable>
export type BusiFriendApplyUpdate = Updateable<BusiFriendApplyTable>
export type ChatRecord = Selectable<ChatRecordTable>
export type NewChatRecord = Insertable<ChatRecordTable>
export type ChatRecordUpdate = Updateable<ChatRecordTable>
export type ChatThread = Selectable<ChatThreadTable>
export type NewChatThread = Insertable<ChatThreadTable>
export type ChatThreadUpdate = Updateable<ChatThreadTable>
export type ExchangeCertificate = Selectable<ExchangeCertificateTable>
export type NewExchangeCertificate = Insertable<ExchangeCertificateTable>
export type ExchangeCertificateUpdate = Updateable<ExchangeCertificateTable>
export type ExchangeApplication = Selectable<ExchangeApplicationTable>
export type NewExchangeApplication = Insertable<ExchangeApplicationTable>
export type ExchangeApplicationUpdate = Updateable<ExchangeApplicationTable>
export type RepairOrder = Selectable<RepairOrderTable>
export type NewRepairOrder = Insertable<RepairOrderTable>
export type RepairOrderUpdate = Updateable<RepairOrderTable>
export type RepairOrderItem = Selectable<RepairOrderItemTable>
export type NewRepairOrderItem = Insertable<RepairOrderItemTable>
export type RepairOrderItemUpdate = Updateable<RepairOrderItemTable>
export type RepairSetting = Selectable<RepairSettingTable>
export type NewRepairSetting = Insertable<RepairSettingTable>
export type RepairSettingUpdate = Updateable<RepairSettingTable>
export type Project = Selectable<ProjectTable>
export type NewProject = Insertable<ProjectTable>
export type ProjectUpdate = Updateable<ProjectTable>
export type ProjectOrder = Selectable<ProjectOrderTable>
export type NewProjectOrder = Insertable<ProjectOrderTable>
export type ProjectOrderUpdate = Updateable<ProjectOrderTable>
export type ProjectOrderLine = Selectable<ProjectOrderLineTable>
export type NewProjectOrderLine = Insertable<ProjectOrderLineTable>
export type ProjectOrderLineUpdate = Updateable<ProjectOrderLineTable>
export type PartyErpParameter = Selectable<PartyErpParameterTable>
export type NewPartyErpParameter = Insertable<PartyErpParameterTable>
export type PartyErpParameterUpdate = Updateable<PartyErpParameterTable>
export type PlatformProduct = Selectable<PlatformProductTable>
export type NewPlatformProduct = Insertable<PlatformProductTable>
export type PlatformProductUpdate = Updateable<PlatformProductTable>
export type DomainEventRow = Selectable<DomainEventTable>
export type NewDomainEvent = Insertable<DomainEventTable>
export type StockMovement = Selectable<StockMovementTable>
export type NewStockMovement = Insertable<StockMovementTable>
export type StockSetting = Selectable<StockSettingTable>
export type NewStockSetting = Insertable<StockSettingTable>

// ---- idempotency_keys (migration 2026_11_26_00_31_00_idempotency_keys) ----

/** A write call done under an Idempotency-Key, per session (server/http/idempotency.ts). */
export interface IdempotencyKeyTable {
  /** The session's token hash: keys are the caller's own. */
  scope: string
  key: string
  call: string
  /** sha256 of the request body: a key reused for another request is refused. */
  request_hash: string
  /** PENDING while the first call runs, DONE with its answer. */
  status: 'PENDING' | 'DONE'
  response: string | null
  created_at: string
}
