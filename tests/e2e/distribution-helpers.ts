// Helpers of the distribution e2e tests.
import { expect, type Page } from '@playwright/test'

/** Picks `option` in the PrimeReact dropdown labelled `label` (keyboard: its input is visually hidden). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).press('Enter')
  const item = page.getByRole('option', { name: option, exact: true }).last()
  await expect(item).toBeVisible()
  await item.click()
}

/** Ticks a DataTable row's selection box (PrimeReact renders a box and its input, both named). */
export async function selectRow(row: ReturnType<Page['locator']>): Promise<void> {
  await row.getByRole('checkbox').first().click()
  await expect(row.getByRole('checkbox').last()).toBeChecked()
}
