// The offline inspector (`?inspect`, issue 38): every live actor of the page, page machines
// included, its statechart with the current state, its event log, and events an analyst sends
// to the machine in the mock build, with nothing leaving the machine.
import { expect, test } from './fixtures.ts'

test.describe('the offline inspector', () => {
  test.use({ signedInAs: 'TRADEBASE', viewport: { width: 1600, height: 1000 } })

  test('opens offline, shows the order machine’s state, and an event sent from it moves the page @inspector', async ({
    page,
    context,
  }) => {
    // The page records every actor's events while it loads: slower than a plain page load.
    test.slow()
    // Offline: every request the page makes is recorded; none may leave this machine.
    const outside: string[] = []
    context.on('request', (request) => {
      const url = new URL(request.url())
      if (
        /^(https?|wss?):$/.test(url.protocol) &&
        url.hostname !== '127.0.0.1' &&
        url.hostname !== 'localhost'
      )
        outside.push(request.url())
    })
    await page.goto('/order-management/salesOrder?inspect')
    const panel = page.getByRole('complementary', { name: 'Statechart inspector' })
    await expect(panel).toBeVisible()
    // The root's long-lived actors are there from the start.
    await expect(panel.getByRole('button', { name: /^session signedIn$/ })).toBeVisible()

    // Open an order as a user would; the panel is put aside meanwhile, as it covers the page's edge.
    await panel.getByRole('button', { name: 'Hide the inspector' }).click()
    await expect(page.getByRole('button', { name: /^Details / }).first()).toBeVisible({ timeout: 30_000 })
    await page
      .getByRole('button', { name: /^Details / })
      .first()
      .click()
    await expect(page).toHaveURL(/\/order-management\/orderDetails\?orderId=/)
    await page.getByRole('button', { name: 'Show the inspector' }).click()

    // The page's own machine is listed, in its current state.
    const order = panel.getByRole('button', { name: /^order ready$/ })
    await expect(order).toBeVisible()
    await order.click()
    await expect(panel.getByRole('status')).toHaveText('Current state: ready')
    const chart = panel.getByTestId('statechart')
    await expect(chart.locator('.react-flow__node.is-current')).toHaveText(['ready'])

    // An allowed event, sent from the panel: the page opens the remark dialog.
    await panel.getByRole('button', { name: 'Send order.remark' }).click()
    await expect(page.getByRole('dialog', { name: 'Merchant remark' })).toBeVisible()
    await expect(panel.getByRole('status')).toHaveText('Current state: asking.remark')
    await expect(chart.locator('.react-flow__node.is-current')).toHaveText(['asking', 'remark'])
    await expect(panel.getByRole('list', { name: 'Event log' })).toContainText('order.remark')

    // And back: the page follows the machine.
    await panel.getByRole('button', { name: 'Send order.close' }).click()
    await expect(page.getByRole('dialog', { name: 'Merchant remark' })).toBeHidden()
    await expect(panel.getByRole('status')).toHaveText('Current state: ready')

    // A field that is not JSON is refused at the field; nothing is sent.
    await panel.getByLabel('Event fields (JSON object, optional)').fill('{ nope')
    await panel.getByRole('button', { name: 'Send order.remark' }).click()
    await expect(panel.getByRole('alert')).toContainText('Not a JSON object')
    await expect(panel.getByRole('status')).toHaveText('Current state: ready')

    expect(outside).toEqual([])
  })

  test('is not there without ?inspect @inspector', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Statechart inspector' })).toHaveCount(0)
  })
})
