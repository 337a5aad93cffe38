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
  /**
   * The columns naming the party whose row it is: only a row of the upload's own merchant pins
   * it (issue 36: another merchant's rich text naming your file neither pins it nor keeps it in
   * your quota). Null for reference data no call writes (brands, courses, ERP platforms: the
   * seed's), whose every row pins.
   */
  owner: readonly string[] | null
}

export const UPLOAD_REFERENCES: readonly UploadReference[] = [
  { table: 'party', column: 'avatar', owner: ['id'] },
  { table: 'user_login', column: 'avatar', owner: ['party_id'] },
  { table: 'product_brand', column: 'logo_url', owner: null },
  { table: 'course', column: 'cover_url', owner: null },
  { table: 'course', column: 'body', owner: null },
  { table: 'erp_platform', column: 'logo_url', owner: null },
  { table: 'product', column: 'main_image_url', owner: ['party_id'] },
  { table: 'product', column: 'description', owner: ['party_id'] },
  { table: 'product_sku', column: 'image_url', owner: ['party_id'] },
  { table: 'product_image', column: 'url', owner: ['party_id'] },
  { table: 'material', column: 'url', owner: ['party_id'] },
  { table: 'sales_order_line', column: 'image_url', owner: ['party_id'] },
  // Both sides of an after-sale, a payment and a repair add its pictures.
  { table: 'after_sale', column: 'images', owner: ['party_id', 'buyer_party_id'] },
  { table: 'after_sale', column: 'description', owner: ['party_id', 'buyer_party_id'] },
  { table: 'dis_supplier_info', column: 'logo_url', owner: ['party_id'] },
  { table: 'dis_supplier_info', column: 'license_url', owner: ['party_id'] },
  { table: 'dis_agreement', column: 'content', owner: ['party_id'] },
  { table: 'mp_dialog_setting', column: 'image_url', owner: ['party_id'] },
  { table: 'activity', column: 'cover_url', owner: ['party_id'] },
  { table: 'activity', column: 'description', owner: ['party_id'] },
  { table: 'catalogue', column: 'cover_url', owner: ['party_id'] },
  { table: 'catalogue', column: 'description', owner: ['party_id'] },
  { table: 'promotion', column: 'description', owner: ['party_id'] },
  { table: 'payment', column: 'voucher_url', owner: ['party_id', 'counterparty_party_id'] },
  { table: 'announcement', column: 'body', owner: ['party_id'] },
  { table: 'announcement', column: 'cover_url', owner: ['party_id'] },
  // A message's content is its sender's; the recipient's row names the recipient.
  { table: 'message', column: 'content', owner: ['sender_party_id'] },
  { table: 'busi_profile', column: 'logo_url', owner: ['party_id'] },
  { table: 'busi_profile', column: 'images', owner: ['party_id'] },
  // Each side keeps its own copy of a chat: the sender's copy pins what it sent.
  { table: 'chat_record', column: 'content', owner: ['party_id'] },
  { table: 'chat_thread', column: 'last_content', owner: ['party_id'] },
  { table: 'exchange_certificate', column: 'logo_url', owner: ['party_id'] },
  { table: 'repair_order', column: 'images', owner: ['party_id', 'customer_party_id'] },
  { table: 'platform_product', column: 'image_url', owner: ['party_id'] },
]

/**
 * Whether a record of the upload's own merchant names it (or reference data does). Another
 * merchant's record naming the file does not pin it: otherwise any merchant could keep your
 * file undeletable and in your quota by pasting its address (issue 36). Such a record shows a
 * missing picture once you delete it. The answer is only yes or no.
 */
export async function isUploadReferenced(
  db: Db,
  upload: { id: number; storedName: string; partyId: string },
): Promise<boolean> {
  const needle = `%${upload.storedName.slice(0, 32)}%`
  const material = await sql<{
    hit: number
  }>`select 1 as hit from material where upload_id = ${upload.id} and party_id = ${upload.partyId} limit 1`.execute(
    db,
  )
  if (material.rows.length > 0) return true
  for (const { table, column, owner } of UPLOAD_REFERENCES) {
    const ownRow = owner
      ? sql` and (${sql.join(
          owner.map((c) => sql`${sql.ref(c)} = ${upload.partyId}`),
          sql` or `,
        )})`
      : sql``
    const found = await sql<{
      hit: number
    }>`select 1 as hit from ${sql.table(table)} where ${sql.ref(column)} like ${needle}${ownRow} limit 1`.execute(
      db,
    )
    if (found.rows.length > 0) return true
  }
  return false
}
