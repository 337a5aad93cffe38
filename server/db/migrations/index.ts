// The ordered list of migrations. A static list (not a folder scan) so the same migrations
// run in Node and in the browser's mock server. Append new files; never edit old ones.
import type { Migration, MigrationProvider } from 'kysely'
import * as core from './2026_11_22_00_00_00_core.ts'
import * as reference from './2026_11_22_00_01_00_reference.ts'
import * as catalog from './2026_11_22_00_02_00_catalog.ts'
import * as orders from './2026_11_22_00_03_00_orders.ts'
import * as distribution from './2026_11_22_00_04_00_distribution.ts'
import * as catalogueMarketing from './2026_11_22_00_05_00_catalogue_marketing.ts'
import * as finance from './2026_11_22_00_06_00_finance.ts'
import * as announcementsMessages from './2026_11_22_00_07_00_announcements_messages.ts'
import * as businessNetwork from './2026_11_22_00_08_00_business_network.ts'
import * as repairProjects from './2026_11_22_00_09_00_repair_projects.ts'
import * as integration from './2026_11_22_00_10_00_integration.ts'
import * as orderAmountIndexes from './2026_11_22_00_11_00_order_amount_indexes.ts'
import * as announcementClickOnce from './2026_11_23_00_00_00_announcement_click_once.ts'
import * as paymentNotification from './2026_11_23_00_01_00_payment_notification.ts'
import * as salesStatisticsIndexes from './2026_11_24_00_00_00_sales_statistics_indexes.ts'
import * as businessProfile from './2026_11_24_00_14_00_business_profile.ts'
import * as orderSearch from './2026_11_24_00_17_00_order_search.ts'
import * as productSalesDaily from './2026_11_24_00_18_00_product_sales_daily.ts'
import * as auditLog from './2026_11_24_00_20_00_audit_log.ts'
import * as uploadHardening from './2026_11_24_00_21_00_upload_hardening.ts'
import * as productSalesDailyFirstLine from './2026_11_24_00_22_00_product_sales_daily_first_line.ts'
import * as salesDaily from './2026_11_24_00_23_00_sales_daily.ts'
import * as orderBuyerGrams from './2026_11_24_00_24_00_order_buyer_grams.ts'
import * as domainEvents from './2026_11_25_00_28_00_domain_events.ts'
import * as stockLedger from './2026_11_25_00_29_00_stock_ledger.ts'
import * as booksPosting from './2026_11_26_00_30_00_books_posting.ts'
import * as idempotencyKeys from './2026_11_26_00_31_00_idempotency_keys.ts'
import * as stockMovementDates from './2026_11_26_00_32_00_stock_movement_dates.ts'
import * as orderPayments from './2026_11_26_00_33_00_order_payments.ts'
import * as orderPayDeadline from './2026_11_27_00_34_00_order_pay_deadline.ts'
import * as orderItemAdjustments from './2026_11_27_00_40_00_order_item_adjustments.ts'
import * as uniqueNames from './2026_11_27_00_41_00_unique_names.ts'
import * as catalogueOrderDelivery from './2026_11_27_00_42_00_catalogue_order_delivery.ts'
import * as subUserPermissions from './2026_11_27_05_10_00_sub_user_permissions.ts'
import * as signInProof from './2026_11_27_05_56_00_sign_in_proof.ts'
import * as passkeys from './2026_11_27_05_56_01_passkeys.ts'
import * as deliveryNoteSender from './2026_11_27_05_57_00_delivery_note_sender.ts'
import * as subUserDataScope from './2026_11_27_07_01_00_sub_user_data_scope.ts'
import * as totp from './2026_11_27_07_11_00_totp.ts'
import * as totpPolicy from './2026_11_27_07_12_00_totp_policy.ts'
import * as salesOrderTally from './2026_11_27_13_50_00_sales_order_tally.ts'
import * as productListNewest from './2026_11_27_14_10_00_product_list_newest.ts'
import * as memberSearch from './2026_11_27_17_00_00_member_search.ts'
import * as salesOrderBuyerTally from './2026_11_27_20_00_00_sales_order_buyer_tally.ts'
import * as productTally from './2026_11_27_20_10_00_product_tally.ts'
import * as productSkuGrams from './2026_11_27_20_20_00_product_sku_grams.ts'
import * as productSearch from './2026_11_27_23_00_00_product_search.ts'
import * as productOutOfStock from './2026_11_27_23_10_00_product_out_of_stock.ts'
import * as productTrigrams from './2026_11_27_23_20_00_product_trigrams.ts'
import * as memberTally from './2026_11_28_00_00_00_member_tally.ts'
import * as memberGroupRefs from './2026_11_28_10_00_00_member_group_refs.ts'

const migrations: Record<string, Migration> = {
  '2026_11_22_00_00_00_core': core,
  '2026_11_22_00_01_00_reference': reference,
  '2026_11_22_00_02_00_catalog': catalog,
  '2026_11_22_00_03_00_orders': orders,
  '2026_11_22_00_04_00_distribution': distribution,
  '2026_11_22_00_05_00_catalogue_marketing': catalogueMarketing,
  '2026_11_22_00_06_00_finance': finance,
  '2026_11_22_00_07_00_announcements_messages': announcementsMessages,
  '2026_11_22_00_08_00_business_network': businessNetwork,
  '2026_11_22_00_09_00_repair_projects': repairProjects,
  '2026_11_22_00_10_00_integration': integration,
  '2026_11_22_00_11_00_order_amount_indexes': orderAmountIndexes,
  '2026_11_23_00_00_00_announcement_click_once': announcementClickOnce,
  '2026_11_23_00_01_00_payment_notification': paymentNotification,
  '2026_11_24_00_00_00_sales_statistics_indexes': salesStatisticsIndexes,
  '2026_11_24_00_14_00_business_profile': businessProfile,
  '2026_11_24_00_17_00_order_search': orderSearch,
  '2026_11_24_00_18_00_product_sales_daily': productSalesDaily,
  '2026_11_24_00_20_00_audit_log': auditLog,
  '2026_11_24_00_21_00_upload_hardening': uploadHardening,
  '2026_11_24_00_22_00_product_sales_daily_first_line': productSalesDailyFirstLine,
  '2026_11_24_00_23_00_sales_daily': salesDaily,
  '2026_11_24_00_24_00_order_buyer_grams': orderBuyerGrams,
  '2026_11_25_00_28_00_domain_events': domainEvents,
  '2026_11_25_00_29_00_stock_ledger': stockLedger,
  '2026_11_26_00_30_00_books_posting': booksPosting,
  '2026_11_26_00_31_00_idempotency_keys': idempotencyKeys,
  '2026_11_26_00_32_00_stock_movement_dates': stockMovementDates,
  '2026_11_26_00_33_00_order_payments': orderPayments,
  '2026_11_27_00_34_00_order_pay_deadline': orderPayDeadline,
  '2026_11_27_00_40_00_order_item_adjustments': orderItemAdjustments,
  '2026_11_27_00_41_00_unique_names': uniqueNames,
  '2026_11_27_00_42_00_catalogue_order_delivery': catalogueOrderDelivery,
  '2026_11_27_05_10_00_sub_user_permissions': subUserPermissions,
  '2026_11_27_05_56_00_sign_in_proof': signInProof,
  '2026_11_27_05_56_01_passkeys': passkeys,
  '2026_11_27_05_57_00_delivery_note_sender': deliveryNoteSender,
  '2026_11_27_07_01_00_sub_user_data_scope': subUserDataScope,
  '2026_11_27_07_11_00_totp': totp,
  '2026_11_27_07_12_00_totp_policy': totpPolicy,
  '2026_11_27_13_50_00_sales_order_tally': salesOrderTally,
  '2026_11_27_14_10_00_product_list_newest': productListNewest,
  '2026_11_27_17_00_00_member_search': memberSearch,
  '2026_11_27_20_00_00_sales_order_buyer_tally': salesOrderBuyerTally,
  '2026_11_27_20_10_00_product_tally': productTally,
  '2026_11_27_20_20_00_product_sku_grams': productSkuGrams,
  '2026_11_27_23_00_00_product_search': productSearch,
  '2026_11_27_23_10_00_product_out_of_stock': productOutOfStock,
  '2026_11_27_23_20_00_product_trigrams': productTrigrams,
  '2026_11_28_00_00_00_member_tally': memberTally,
  '2026_11_28_10_00_00_member_group_refs': memberGroupRefs,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
