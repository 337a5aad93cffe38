// Where records point at uploaded files: every column that holds an upload's URL (a logo, a
// cover, an image list kept as JSON) or HTML that may embed one (a product description, an
// agreement, a chat message). An upload is "in use" while any of them names its stored name
// (the 32 hex digits, which the thumbnail shares) or, for the material library, its id.
// tests/contract/upload-hardening.test.ts fails when a table gains such a column that is not
// listed here, so a new image field cannot make its files deletable by mistake.
import { sql } from 'kysely'
import type { Db } from '../db/schema.ts'

export interface UploadReference {
  table: string
  column: string
}

export const UPLOAD_REFERENCES: readonly UploadReference[] = [
  { table: 'party', column: 'avatar' },
  { table: 'user_login', column: 'avatar' },
  { table: 'product_brand', column: 'logo_url' },
  { table: 'course', column: 'cover_url' },
  { table: 'course', column: 'body' },
  { table: 'erp_platform', column: 'logo_url' },
  { table: 'product', column: 'main_image_url' },
  { table: 'product', column: 'description' },
  { table: 'product_sku', column: 'image_url' },
  { table: 'product_image', column: 'url' },
  { table: 'material', column: 'url' },
  { table: 'sales_order_line', column: 'image_url' },
  { table: 'after_sale', column: 'images' },
  { table: 'after_sale', column: 'description' },
  { table: 'dis_supplier_info', column: 'logo_url' },
  { table: 'dis_supplier_info', column: 'license_url' },
  { table: 'dis_agreement', column: 'content' },
  { table: 'mp_dialog_setting', column: 'image_url' },
  { table: 'activity', column: 'cover_url' },
  { table: 'activity', column: 'description' },
  { table: 'catalogue', column: 'cover_url' },
  { table: 'catalogue', column: 'description' },
  { table: 'promotion', column: 'description' },
  { table: 'payment', column: 'voucher_url' },
  { table: 'announcement', column: 'body' },
  { table: 'announcement', column: 'cover_url' },
  { table: 'message', column: 'content' },
  { table: 'busi_profile', column: 'logo_url' },
  { table: 'busi_profile', column: 'images' },
  { table: 'chat_record', column: 'content' },
  { table: 'chat_thread', column: 'last_content' },
  { table: 'exchange_certificate', column: 'logo_url' },
  { table: 'repair_order', column: 'images' },
  { table: 'platform_product', column: 'image_url' },
]

/**
 * Whether any record of any tenant names this upload. Deliberately across tenants: a file of
 * one merchant can be shown in another's record (an order line keeps the seller's product
 * image), and such a file must not disappear. The answer is only yes or no.
 */
export async function isUploadReferenced(
  db: Db,
  upload: { id: number; storedName: string },
): Promise<boolean> {
  const needle = `%${upload.storedName.slice(0, 32)}%`
  const material = await sql<{
    hit: number
  }>`select 1 as hit from material where upload_id = ${upload.id} limit 1`.execute(db)
  if (material.rows.length > 0) return true
  for (const { table, column } of UPLOAD_REFERENCES) {
    const found = await sql<{
      hit: number
    }>`select 1 as hit from ${sql.table(table)} where ${sql.ref(column)} like ${needle} limit 1`.execute(db)
    if (found.rows.length > 0) return true
  }
  return false
}
