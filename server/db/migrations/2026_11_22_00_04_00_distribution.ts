// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Distribution: a supplier merchant (party_id) and its members (dealer parties), ranks,
// groups, salesmen, cooperation applications, distribution products, supplier info,
// agreement, mini-program settings and activities, membership orders.
import type { Kysely } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dis_rank')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // Price for members of this rank = distribution price * discount_permille / 1000 (950 = 9.5折).
    .addColumn('discount_permille', 'integer', (c) => c.notNull().defaultTo(1000))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('dis_rank_party_name_uq', ['party_id', 'name'])
    .execute()
  await db.schema.createIndex('dis_rank_party_idx').on('dis_rank').columns(['party_id', 'sort']).execute()

  await db.schema
    .createTable('dis_group')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('dis_group_party_name_uq', ['party_id', 'name'])
    .execute()
  await db.schema
    .createIndex('dis_group_party_idx')
    .on('dis_group')
    .columns(['party_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('dis_salesman')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    // The SUB_USER_SALE login of this salesman, when one exists.
    .addColumn('user_login_id', 'varchar(32)', (c) => c.references('user_login.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    // The salesman new members get when none is chosen (getIsFlagSalesman).
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('dis_salesman_party_phone_uq', ['party_id', 'phone'])
    .execute()
  await db.schema
    .createIndex('dis_salesman_party_idx')
    .on('dis_salesman')
    .columns(['party_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('dis_member')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('member_party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    // ENABLED or DISABLED (changeMemberStatus); a disabled member cannot order.
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('ENABLED'))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('rank_id', 'integer', (c) => c.references('dis_rank.id').onDelete('set null'))
    .addColumn('salesman_id', 'integer', (c) => c.references('dis_salesman.id').onDelete('set null'))
    // APPLICATION (accepted cooperation) or INVITE.
    .addColumn('source', 'varchar(16)', (c) => c.notNull().defaultTo('APPLICATION'))
    .addColumn('application_id', 'integer')
    .addColumn('order_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_order_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('dis_member_party_member_uq', ['party_id', 'member_party_id'])
    .execute()
  await db.schema
    .createIndex('dis_member_status_idx')
    .on('dis_member')
    .columns(['party_id', 'status', 'created_at'])
    .execute()
  await db.schema
    .createIndex('dis_member_created_idx')
    .on('dis_member')
    .columns(['party_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('dis_member_rank_idx')
    .on('dis_member')
    .columns(['party_id', 'rank_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('dis_member_salesman_idx')
    .on('dis_member')
    .columns(['party_id', 'salesman_id', 'created_at'])
    .execute()
  // The dealer's side: the suppliers it is a member of.
  await db.schema.createIndex('dis_member_dealer_idx').on('dis_member').column('member_party_id').execute()

  // Groups are many-to-many with members.
  await db.schema
    .createTable('dis_member_group')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('dis_group.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('dis_member.id').onDelete('cascade'))
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('dis_member_group_pk', ['group_id', 'member_id'])
    .execute()
  await db.schema
    .createIndex('dis_member_group_group_idx')
    .on('dis_member_group')
    .columns(['party_id', 'group_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('dis_member_group_member_idx')
    .on('dis_member_group')
    .columns(['party_id', 'member_id'])
    .execute()

  await db.schema
    .createTable('dis_cooperation_application')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    // The supplier applied to (the tenant who decides).
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('applicant_party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('applicant_user_login_id', 'varchar(32)', (c) => c.references('user_login.id'))
    // What the applicant wrote, and who to contact.
    .addColumn('message', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    // PENDING, OPENED (accepted) or REJECTED.
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('PENDING'))
    // The rejection reason (SPEC.md: "reject, with a reason in tip").
    .addColumn('tip', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'varchar(32)', (c) => c.references('user_login.id'))
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('dis_cooperation_status_idx')
    .on('dis_cooperation_application')
    .columns(['party_id', 'status', 'created_at'])
    .execute()
  await db.schema
    .createIndex('dis_cooperation_applicant_idx')
    .on('dis_cooperation_application')
    .columns(['applicant_party_id', 'created_at'])
    .execute()

  // A supplier product offered to members.
  await db.schema
    .createTable('dis_product')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    // ON or OFF (updateDisStatus).
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('ON'))
    // Lowest and highest SKU distribution price, denormalised for lists.
    .addColumn('min_dis_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_dis_price', 'integer', (c) => c.notNull().defaultTo(0))
    // SHARED: sells from the product's own stock; LIMITED: at most stock_limit per SKU row.
    .addColumn('stock_mode', 'varchar(16)', (c) => c.notNull().defaultTo('SHARED'))
    .addColumn('min_order_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('freight_template_id', 'integer', (c) => c.references('freight_template.id'))
    // Mixed-batch products (mixedProduct page): may be combined to reach the minimum quantity.
    .addColumn('is_mixed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('dis_product_party_product_uq', ['party_id', 'product_id'])
    .execute()
  await db.schema
    .createIndex('dis_product_status_idx')
    .on('dis_product')
    .columns(['party_id', 'status', 'created_at'])
    .execute()

  await db.schema
    .createTable('dis_product_sku')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('dis_product_id', 'integer', (c) =>
      c.notNull().references('dis_product.id').onDelete('cascade'),
    )
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('product_sku.id'))
    .addColumn('dis_price', 'integer', (c) => c.notNull())
    .addColumn('retail_price', 'integer', (c) => c.notNull().defaultTo(0))
    // Used when dis_product.stock_mode is LIMITED.
    .addColumn('stock_limit', 'integer')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('dis_product_sku_uq', ['dis_product_id', 'sku_id'])
    .execute()
  await db.schema
    .createIndex('dis_product_sku_party_idx')
    .on('dis_product_sku')
    .columns(['party_id', 'sku_id'])
    .execute()

  // An explicit price for one rank overrides the rank's discount.
  await db.schema
    .createTable('dis_rank_price')
    .addColumn('dis_product_sku_id', 'integer', (c) =>
      c.notNull().references('dis_product_sku.id').onDelete('cascade'),
    )
    .addColumn('rank_id', 'integer', (c) => c.notNull().references('dis_rank.id').onDelete('cascade'))
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dis_rank_price_pk', ['dis_product_sku_id', 'rank_id'])
    .execute()
  await db.schema
    .createIndex('dis_rank_price_rank_idx')
    .on('dis_rank_price')
    .columns(['party_id', 'rank_id'])
    .execute()

  // The minimum order money a supplier sets for one member store (saveStoreMinOrderMoney).
  await db.schema
    .createTable('store_min_order_money')
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('store_party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('min_order_money', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_min_order_money_pk', ['party_id', 'store_party_id'])
    .execute()

  await db.schema
    .createTable('dis_supplier_info')
    .addColumn('party_id', 'varchar(32)', (c) => c.primaryKey().notNull().references('party.id'))
    .addColumn('company_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('logo_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_phone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('province_id', 'varchar(12)')
    .addColumn('city_id', 'varchar(12)')
    .addColumn('county_id', 'varchar(12)')
    .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('license_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // Applies to every member store without its own store_min_order_money row.
    .addColumn('min_order_money', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('dis_agreement')
    .addColumn('party_id', 'varchar(32)', (c) => c.primaryKey().notNull().references('party.id'))
    // Sanitised rich text (HTML).
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(32)', (c) => c.references('user_login.id'))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('mp_dialog_setting')
    .addColumn('party_id', 'varchar(32)', (c) => c.primaryKey().notNull().references('party.id'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // NONE, PRODUCT, ACTIVITY, URL; link_value is the id or URL.
    .addColumn('link_type', 'varchar(16)', (c) => c.notNull().defaultTo('NONE'))
    .addColumn('link_value', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // ONCE, DAILY, ALWAYS.
    .addColumn('frequency', 'varchar(16)', (c) => c.notNull().defaultTo('ONCE'))
    .addColumn('start_at', 'varchar(32)')
    .addColumn('end_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()

  // Mini-program activities (distribution mpManagement) and store activities (mdActivity-management).
  await db.schema
    .createTable('activity')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    // MINI_PROGRAM or STORE.
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('cover_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // ENABLED or DISABLED.
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('DISABLED'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_at', 'varchar(32)')
    .addColumn('end_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('activity_list_idx')
    .on('activity')
    .columns(['party_id', 'channel', 'sort'])
    .execute()

  await db.schema
    .createTable('activity_product')
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('activity.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('activity_price', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('activity_product_pk', ['activity_id', 'product_id'])
    .execute()
  await db.schema
    .createIndex('activity_product_list_idx')
    .on('activity_product')
    .columns(['party_id', 'activity_id', 'sort'])
    .execute()

  // Subscribe-message switches of the mini-program; message_type 'STATISTICS' is the
  // statistics subscription (getMiniStatisticsSubscribeMessage / editStatisticsStatus).
  await db.schema
    .createTable('mp_subscribe_setting')
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('message_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('mp_subscribe_setting_pk', ['party_id', 'message_type'])
    .execute()

  // Membership (buyVipMember, prepareOpenVipOrder) and business-security purchases.
  await db.schema
    .createTable('vip_order')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('plan_code', 'varchar(32)', (c) => c.notNull().references('vip_plan.code'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    // PENDING, PAID, CANCELLED.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('user_login_id', 'varchar(32)', (c) => c.references('user_login.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(32)')
    .execute()
  await db.schema
    .createIndex('vip_order_party_idx')
    .on('vip_order')
    .columns(['party_id', 'created_at'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'vip_order',
    'mp_subscribe_setting',
    'activity_product',
    'activity',
    'mp_dialog_setting',
    'dis_agreement',
    'dis_supplier_info',
    'store_min_order_money',
    'dis_rank_price',
    'dis_product_sku',
    'dis_product',
    'dis_cooperation_application',
    'dis_member_group',
    'dis_member',
    'dis_salesman',
    'dis_group',
    'dis_rank',
  ]) {
    await db.schema.dropTable(t).execute()
  }
}
