// The one table of scenarios: `?scenario=<name>` and the Playwright `scenario(name)` fixture
// choose from it. Each is documented in mock-server/README.md.
import { announcementPopups } from './announcement-popups.scenario.ts'
import { emptyMerchant } from './empty-merchant.scenario.ts'
import { expiredSession } from './expired-session.scenario.ts'
import { manyUnreadMessages } from './many-unread-messages.scenario.ts'
import { memberCapReached } from './member-cap-reached.scenario.ts'
import type { Scenario, ScenarioContext, ScenarioResult } from './scenario-context.ts'
import { SIGNED_IN_PREFIX, signedInAs } from './signed-in.scenario.ts'
import { signInUnderAttack } from './sign-in-under-attack.scenario.ts'
import { twoAnnouncements } from './two-announcements.scenario.ts'

export const SCENARIOS = {
  memberCapReached,
  manyUnreadMessages,
  twoAnnouncements,
  announcementPopups,
  emptyMerchant,
  expiredSession,
  signInUnderAttack,
} satisfies Record<string, Scenario>

export type ScenarioName = keyof typeof SCENARIOS

export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(SCENARIOS, name)
}

/** The named scenario, or `signedInAs:<user name>` (signed-in.scenario.ts). */
function scenarioNamed(name: string): Scenario {
  if (name.startsWith(SIGNED_IN_PREFIX)) return signedInAs(name.slice(SIGNED_IN_PREFIX.length))
  if (!isScenarioName(name))
    throw new Error(
      `unknown scenario '${name}'; known: ${Object.keys(SCENARIOS).join(', ')}, ${SIGNED_IN_PREFIX}<user name>. ` +
        // The table is compiled into the mock build: a scenario added since is not in it yet.
        'A scenario added since this build was made needs a new build: scripts/e2e.mjs rebuilds ' +
        'dist-mock/ when the sources are newer (E2E_BUILD=1 forces it), `npm run dev` picks it up at once.',
    )
  return SCENARIOS[name]
}

/** Applies a scenario in one transaction: all of it or, when it throws, none of it. */
export async function applyScenario(name: string, ctx: ScenarioContext): Promise<ScenarioResult> {
  const scenario = scenarioNamed(name)
  return (await ctx.db.transaction().execute((trx) => scenario({ ...ctx, db: trx }))) ?? {}
}
