// What a scenario receives and may answer. Scenarios are named functions applied after the
// seed, inside one transaction, before the first call (mock-server/README.md).
import type { AppDeps } from '../../server/app-deps.ts'
import type { Db } from '../../server/db/schema.ts'
import type { FixedClock } from '../../server/fixed-clock.ts'

export interface ScenarioContext {
  /** The seeded database, inside the scenario's transaction. */
  db: Db
  /** The mock's fixed clock: `clock.now()` is the seed's epoch. */
  clock: FixedClock
  seed: number
  /** The mock's AppDeps (hasher, session policy) so rows look like the app made them. */
  deps: AppDeps
}

export interface ScenarioResult {
  /** A session token the page stores as its login token (the scenario signs someone in). */
  token?: string
}

export type Scenario = (ctx: ScenarioContext) => Promise<ScenarioResult | undefined>
