// Third-party platform integration: ERP parameters of the merchants that connected one
// (their party.erp_info_id, which vueGetUserInfo answers) and the products synced from it.
import { DEV_SECRET_PASSPHRASE, sealSecret } from '../../third-platform/secret-box.ts'
import type { NewPlatformProduct } from '../schema.ts'
import { demoAccount } from './demo-accounts.ts'
import { loadSkus } from './orders.seed.ts'
import { type SeedContext, days, hours, plus } from './seed-context.ts'

/** Which demo merchant is connected to which ERP platform (reference.seed.ts ERP_PLATFORMS). */
export const ERP_CONNECTIONS = [
  { username: 'tradebase', erpInfoId: 'JST', enabled: 1, products: 40 },
  { username: 'distributionpro', erpInfoId: 'WDT', enabled: 1, products: 20 },
] as const

export async function seedIntegration(ctx: SeedContext): Promise<void> {
  const { faker } = ctx
  const products: NewPlatformProduct[] = []
  for (const conn of ERP_CONNECTIONS) {
    const acc = demoAccount(conn.username)
    const lastSync = new Date(ctx.now.getTime() - hours(faker.number.int({ min: 1, max: 20 }))).toISOString()
    const parameters: Record<string, string> =
      conn.erpInfoId === 'JST'
        ? {
            appKey: faker.string.hexadecimal({ length: 16, prefix: '' }),
            appSecret: faker.string.alphanumeric(32),
            shopCode: `SHOP${faker.string.numeric(4)}`,
          }
        : {
            sid: faker.string.alphanumeric(6),
            appKey: faker.string.hexadecimal({ length: 16, prefix: '' }),
            appSecret: faker.string.alphanumeric(32),
          }
    // Secrets are sealed at rest (server/third-platform/secret-box.ts) with the demo's key; the
    // IV is derived from the merchant and the ERP, so the same seed gives the same rows. A page
    // served from an insecure origin has no WebCrypto: the in-memory mock keeps the demo
    // secret in clear there rather than fail to start (it is sealed on the next save).
    if (globalThis.crypto?.subtle) {
      const ivSource = new TextEncoder().encode(`${acc.partyId}:${conn.erpInfoId}`)
      const iv = new Uint8Array(await crypto.subtle.digest('SHA-256', ivSource)).slice(0, 12)
      parameters.appSecret = await sealSecret(parameters.appSecret ?? '', DEV_SECRET_PASSPHRASE, iv)
    }
    await ctx.insert('party_erp_parameter', [
      {
        party_id: acc.partyId,
        erp_info_id: conn.erpInfoId,
        parameters: JSON.stringify(parameters),
        enabled: conn.enabled,
        last_sync_at: lastSync,
        updated_at: plus(lastSync, -days(3)),
      },
    ])
    await ctx.db
      .updateTable('party')
      .set({ erp_info_id: conn.erpInfoId })
      .where('id', '=', acc.partyId)
      .execute()
    const skus = await loadSkus(ctx.db, acc.partyId)
    for (let i = 0; i < conn.products; i++) {
      const sku = skus[(i * 7) % skus.length]
      // Most platform items match a local SKU; some are only on the platform.
      const matched = sku && i % 5 !== 4
      products.push({
        id: ctx.ids.next('platform_product'),
        party_id: acc.partyId,
        erp_info_id: conn.erpInfoId,
        external_id: `${conn.erpInfoId}-${faker.string.numeric(9)}-${i}`,
        name: matched
          ? sku.product_name
          : `${faker.helpers.arrayElement(['平台专供', '线上特供'])}${faker.helpers.arrayElement(['蓝牙耳机', '保温杯', '充电宝', '收纳袋', '运动水壶'])}`,
        sku_code: matched ? sku.sku_code : `EXT${faker.string.numeric(6)}`,
        bar_code: '',
        price: matched ? sku.price : faker.number.int({ min: 10, max: 500 }) * 100,
        stock: faker.number.int({ min: 0, max: 600 }),
        image_url: matched ? sku.image_url : '',
        product_id: matched ? sku.product_id : null,
        synced_at: plus(lastSync, -hours(i % 24)),
      })
    }
  }
  await ctx.insert('platform_product', products)
}
