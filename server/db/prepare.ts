// Migrate, then seed the demo world on first run only.
import type { PasswordHasher } from '../security/password-hasher.ts'
import { migrateToLatest } from './migrate.ts'
import type { Db } from './schema.ts'
import { DEFAULT_SEED, isEmpty, seedDemo } from './seed/seed-demo.ts'

export async function prepareDatabase(
  db: Db,
  hasher: PasswordHasher,
  now = new Date(),
  options: { large?: boolean } = {},
): Promise<{ seeded: boolean }> {
  await migrateToLatest(db)
  if (!(await isEmpty(db))) return { seeded: false }
  await seedDemo(db, { seed: DEFAULT_SEED, now, hasher, large: options.large ?? false })
  return { seeded: true }
}
