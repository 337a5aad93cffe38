// The selector guide on each docs/areas page (scripts/selector-guide.ts): the names a test uses,
// read from the route table, the views and the locales.
import { describe, expect, it } from 'vitest'
import { selectorGuide } from '../../../scripts/selector-guide.ts'

describe('selectorGuide', () => {
  const orders = selectorGuide(new Set(['salesOrder', 'orderAfterSales']), 'src/views/orders').join('\n')

  it('names the routes with their window titles and badges in English and Chinese', () => {
    expect(orders).toContain(
      '| `salesOrder` | `/order-management/salesOrder` | `Order list` | `订单列表` | waitShip:',
    )
    expect(orders).toMatch(
      /Menu group `orderManagement` shows the orderManagement badge: `menuBadge` label `Orders` \/ `订单管理`/,
    )
  })

  it('names row actions as the buttons are named: label, then the row', () => {
    expect(orders).toContain(
      '| `Ship <row.orderNo>` | `发货 <row.orderNo>` | `src/views/orders/order-list-page.tsx` |',
    )
  })

  it('gives dialogs their role and title', () => {
    expect(orders).toContain(
      '| `dialog` | `Order settings` | `订单设置` | `src/views/orders/order-settings-dialog.tsx` |',
    )
  })

  it('finds every key it names in both languages, in every area', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    for (const page of readdirSync('docs/areas'))
      expect(readFileSync(`docs/areas/${page}`, 'utf8')).not.toMatch(/ missing\)`/)
  })
})
