// The one table of scenarios: `?scenario=<name>` and the Playwright `scenario(name)` fixture
// choose from it. Each is documented in mock-server/README.md.
import { announcementPopups } from './announcement-popups.scenario.ts'
import { emptyMerchant } from './empty-merchant.scenario.ts'
import { expiredSession } from './expired-session.scenario.ts'
import { manyUnreadMessages } from './many-unread-messages.scenario.ts'
import { memberCapReached } from './member-cap-reached.scenario.ts'
import type { Scenario, ScenarioContext, ScenarioResult } from './scenario-context.ts'
import { twoAnnouncements } from './two-announcements.scenario.ts'

export const SCENARIOS = {
  memberCapReached,
  manyUnreadMessages,
  twoAnnouncements,
  announcementPopups,
  emptyMerchant,
  expiredSession,
} satisfies Record<string, Scenario>

export type ScenarioName = keyof typeof SCENARIOS

export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(SCENARIOS, name)
}

/** Applies a scenario in one transaction: all of it or, when it throws, none of it. */
export async function applyScenario(name: string, ctx: ScenarioContext): Promise<ScenarioResult> {
  if (!isScenarioName(name))
    throw new Error(`unknown scenario '${name}'; known: ${Object.keys(SCENARIOS).join(', ')}`)
  const scenario: Scenario = SCENARIOS[name]
  return (await ctx.db.transaction().execute((trx) => scenario({ ...ctx, db: trx }))) ?? {}
}
