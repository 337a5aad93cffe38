// Frozen in time: never import app code here. Takes Kysely<any> by design.
// Repair service (repair orders with their items, per-merchant repair settings; settlement
// lives in the finance tables with domain REPAIR) and project management (projects and
// their orders, for bound members).
import type { Kysely } from 'kysely'
import { idColumnType } from './dialect-ddl.ts'

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('repair_order')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    // The repair merchant (REPAIRMEMBER); its SUB_USER_WX staff act inside it.
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('repair_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('customer_party_id', 'varchar(32)', (c) => c.references('party.id'))
    .addColumn('customer_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('customer_phone', 'varchar(32)', (c) => c.notNull())
    .addColumn('province_id', 'varchar(12)')
    .addColumn('city_id', 'varchar(12)')
    .addColumn('county_id', 'varchar(12)')
    .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('brand_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('model', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('serial_no', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('fault_description', 'varchar(1000)', (c) => c.notNull())
    // JSON array of image URLs.
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    // contract/lifecycles/repair.lifecycle.ts.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // The SUB_USER_WX login the job is assigned to.
    .addColumn('assignee_user_login_id', 'varchar(32)', (c) => c.references('user_login.id'))
    .addColumn('appointment_at', 'varchar(32)')
    .addColumn('labor_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('parts_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('reject_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // Set when the job is put on a REPAIR statement.
    .addColumn('statement_id', 'integer', (c) => c.references('statement.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('accepted_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('settled_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('repair_order_party_no_uq', ['party_id', 'repair_no'])
    .execute()
  await db.schema
    .createIndex('repair_order_status_idx')
    .on('repair_order')
    .columns(['party_id', 'status', 'created_at'])
    .execute()
  await db.schema
    .createIndex('repair_order_created_idx')
    .on('repair_order')
    .columns(['party_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('repair_order_assignee_idx')
    .on('repair_order')
    .columns(['party_id', 'assignee_user_login_id', 'status', 'created_at'])
    .execute()

  await db.schema
    .createTable('repair_order_item')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('repair_order_id', 'integer', (c) =>
      c.notNull().references('repair_order.id').onDelete('cascade'),
    )
    // PART or LABOR.
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('repair_order_item_order_idx')
    .on('repair_order_item')
    .columns(['party_id', 'repair_order_id'])
    .execute()

  await db.schema
    .createTable('repair_setting')
    .addColumn('party_id', 'varchar(32)', (c) => c.primaryKey().notNull().references('party.id'))
    .addColumn('accepting', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('auto_accept', 'integer', (c) => c.notNull().defaultTo(0))
    // Comma-separated geo_region ids served ('' = everywhere).
    .addColumn('service_region_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('service_hours', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('base_labor_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visit_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('warranty_days', 'integer', (c) => c.notNull().defaultTo(90))
    .addColumn('notice', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('project')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    // The bound member (BINDMEMBER) running the project.
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('project_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('customer_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('manager_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('province_id', 'varchar(12)')
    .addColumn('city_id', 'varchar(12)')
    .addColumn('county_id', 'varchar(12)')
    .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('budget_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ordered_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    // PLANNING, IN_PROGRESS, COMPLETED, CANCELLED.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(32)')
    .addColumn('end_date', 'varchar(32)')
    .addColumn('remark', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('project_party_no_uq', ['party_id', 'project_no'])
    .execute()
  await db.schema
    .createIndex('project_list_idx')
    .on('project')
    .columns(['party_id', 'status', 'created_at'])
    .execute()
  await db.schema
    .createIndex('project_created_idx')
    .on('project')
    .columns(['party_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('project_order')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull().references('party.id'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('supplier_party_id', 'varchar(32)', (c) => c.references('party.id'))
    // The supplier's sales order, when the project order was placed through the platform.
    .addColumn('sales_order_id', 'integer', (c) => c.references('sales_order.id'))
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // PENDING, CONFIRMED, SHIPPED, COMPLETED, CANCELLED.
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('project_order_party_no_uq', ['party_id', 'order_no'])
    .execute()
  await db.schema
    .createIndex('project_order_project_idx')
    .on('project_order')
    .columns(['party_id', 'project_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('project_order_status_idx')
    .on('project_order')
    .columns(['party_id', 'status', 'created_at'])
    .execute()

  await db.schema
    .createTable('project_order_line')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('project_order_id', 'integer', (c) =>
      c.notNull().references('project_order.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.references('product.id'))
    .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('sku_spec', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('project_order_line_order_idx')
    .on('project_order_line')
    .columns(['party_id', 'project_order_id'])
    .execute()
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'project_order_line',
    'project_order',
    'project',
    'repair_setting',
    'repair_order_item',
    'repair_order',
  ]) {
    await db.schema.dropTable(t).execute()
  }
}
