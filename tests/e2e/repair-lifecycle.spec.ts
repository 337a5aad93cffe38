// Repair service against the mock (issue 15): a job runs through its lifecycle to the end
// (accept, assign, start, quote, the customer's confirmation, finish and hand back) with its
// timeline and printable ticket; a step on a job someone else changed meanwhile (a stale
// page) is refused, the job reloads and the page says why; repair staff see only their jobs.
import type { Page } from '@playwright/test'
import { choose } from './distribution-helpers.ts'
import { expect as baseExpect, test } from './fixtures.ts'

// The mock runs the whole server in the page; on a busy machine a page can take a while.
const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 180_000 })

const LIST = '/repairList'

function rows(page: Page) {
  return page.getByRole('table', { name: 'Repair orders' }).locator('tbody tr')
}

/** Opens the first job waiting to be accepted and returns its number. */
async function openWaitingJob(page: Page): Promise<string> {
  await page.goto(LIST)
  await page.getByRole('tab', { name: /^Waiting to accept \d+/ }).click()
  await expect(rows(page).first()).toContainText('Waiting to accept')
  const view = rows(page)
    .first()
    .getByRole('button', { name: /^View: / })
  const name = (await view.getAttribute('aria-label')) ?? ''
  await view.click()
  const no = name.replace('View: ', '')
  await expect(page.getByRole('heading', { name: `Repair order details: ${no}` })).toBeVisible()
  return no
}

/** Takes a step through its dialog. */
async function step(
  page: Page,
  name: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('group', { name: 'Next steps' }).getByRole('button', { name, exact: true }).click()
  const dialog = page.getByRole('dialog', { name })
  await fill?.(dialog)
  await dialog.getByRole('button', { name, exact: true }).click()
  await expect(dialog).toBeHidden()
}

test.describe('repair lifecycle @repair', () => {
  test.use({ signedInAs: 'REPAIRMEMBER' })

  test('a job goes from acceptance to the finish, with its timeline and printable ticket', async ({
    page,
  }) => {
    await openWaitingJob(page)
    const steps = page.getByRole('group', { name: 'Next steps' })
    await expect(steps.getByRole('button')).toHaveText([
      'Accept',
      'Reject',
      'Cancel job',
      'Print repair ticket',
    ])

    await step(page, 'Accept')
    await expect(steps).toContainText('Waiting to assign')
    await step(page, 'Assign staff', async () => choose(page, 'Staff member', '吴修 (sub_user_wx)'))
    await expect(steps).toContainText('Assigned')
    await step(page, 'Start repair')
    // A quote without a line is refused at the field, and nothing is sent.
    await page.getByRole('button', { name: 'Quote', exact: true }).click()
    const quote = page.getByRole('dialog', { name: 'Quote' })
    await quote.getByRole('button', { name: 'Quote', exact: true }).click()
    await expect(quote.getByRole('alert')).toHaveText('Required')
    await quote.getByRole('button', { name: 'Add item' }).click()
    await quote.getByLabel('Item', { exact: true }).fill('主控板')
    // PrimeReact's number inputs take keystrokes (fill bypasses their key handling).
    for (const [label, value] of [
      ['Unit price (¥)', '250'],
      ['Quantity', '2'],
    ] as const) {
      const input = quote.getByLabel(label)
      await input.press('ControlOrMeta+a')
      await input.pressSequentially(value)
    }
    await expect(quote).toContainText('Total: ¥500.00')
    await quote.getByRole('button', { name: 'Quote', exact: true }).click()
    await expect(quote).toBeHidden()
    await expect(steps).toContainText('Quote to confirm')
    await step(page, 'Customer accepted quote')
    await step(page, 'Finish and hand back', async (dialog) => {
      await dialog.getByLabel('Repair result').fill('更换主控板，试机正常')
    })
    await expect(steps).toContainText('Finished')
    await expect(steps).toContainText('No step is possible in this status.')

    const timeline = page.getByRole('region', { name: 'Timeline' })
    await expect(timeline.getByRole('listitem')).toHaveCount(6)
    await expect(timeline.getByRole('listitem').nth(1)).toContainText('Assign staff → Assigned')
    await expect(timeline.getByRole('listitem').nth(1)).toContainText('吴修')

    const ticket = page.getByRole('article', { name: 'Repair ticket' })
    await expect(ticket).toContainText('¥500.00')
    // Uppercase amounts are for Chinese interfaces and Chinese print documents only.
    await expect(ticket).not.toContainText('元整')
    await page.emulateMedia({ media: 'print' })
    await expect(ticket).toBeVisible()
    await expect(page.getByRole('button', { name: 'Print repair ticket' })).toBeHidden()
  })

  test('a step on a job changed since the page loaded is refused; the job reloads and the page says why', async ({
    page,
  }) => {
    const no = await openWaitingJob(page)
    // Someone else accepts the job meanwhile (another tab, another user).
    const answer = await page.evaluate(async (repairNo) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )[^=]*[Tt]oken=([^;]+)/)?.[1] ?? '')
      const post = async (name: string, body: object) => {
        const res = await fetch(`/control/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', externalLoginKey: token },
          body: JSON.stringify(body),
        })
        return (await res.json()) as { code: number; data: { list: { repairId: number }[]; version: number } }
      }
      const found = await post('getRepairList', { customer: repairNo })
      const repairId = found.data.list[0]?.repairId
      const job = await post('getRepairDetails', { repairId })
      return (
        await post('updateRepairStatus', { repairId, version: job.data.version, event: 'repair.accepted' })
      ).code
    }, no)
    expect(answer).toBe(20000)

    // This page still shows the job waiting: its reject is refused as stale.
    await step(page, 'Reject', async (dialog) => {
      await dialog.getByLabel('Reason').fill('超出服务区域')
    })
    await expect(page.getByRole('alert').filter({ hasText: 'changed by someone else' })).toContainText(
      'The job was reloaded',
    )
    const steps = page.getByRole('group', { name: 'Next steps' })
    await expect(steps).toContainText('Waiting to assign')
    await expect(steps.getByRole('button', { name: 'Reject' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(1)
  })
})

test.describe('repair staff @repair', () => {
  test.use({ signedInAs: 'SUB_USER_WX' })

  test('see only the jobs assigned to them, and only their work steps', async ({ page }) => {
    await page.goto(LIST)
    await expect(page.getByText('You see the jobs assigned to you.')).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Waiting to accept 0' })).toBeVisible()
    await expect(rows(page).first()).toBeVisible()
    const staff = await rows(page).locator('td:nth-child(6)').allInnerTexts()
    expect(staff.length).toBeGreaterThan(0)
    expect(new Set(staff)).toEqual(new Set(['吴修']))

    await page.getByRole('tab', { name: /^Assigned \d+/ }).click()
    await expect(rows(page).first()).toContainText('Assigned')
    await rows(page)
      .first()
      .getByRole('button', { name: /^View: / })
      .click()
    const steps = page.getByRole('group', { name: 'Next steps' })
    await expect(steps.getByRole('button')).toHaveText(['Start repair', 'Print repair ticket'])
  })
})
