// vitest globalSetup: builds the contract tests' world once per run (test-world.ts) and hands
// it to the test files (harness.ts reads it with inject()):
// - SQLite: the database's bytes in a file of the OS's temp folder;
// - PostgreSQL (TEST_DATABASE_URL): a database of its own that each test app copies with
//   CREATE DATABASE ... TEMPLATE, dropped at the end of the run with the copies left behind.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Kysely } from 'kysely'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import type { Database } from '../../server/db/schema.ts'
import { PostgresSearchPathDialect } from '../../server/db/postgres.ts'
import { admin, buildWorld, databaseUrl, sqliteWorldBytes } from './test-world.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the SQLite world's bytes. */
    sqliteWorld: string
    /** The PostgreSQL database to copy, or '' without TEST_DATABASE_URL. */
    postgresWorld: string
  }
}

interface World {
  sqliteFile: string
  postgres: string
  drop(): Promise<void>
}

async function buildWorlds(): Promise<World> {
  const dir = mkdtempSync(join(tmpdir(), 'contract-world-'))
  const sqliteFile = join(dir, 'world.sqlite')
  const url = process.env.TEST_DATABASE_URL
  // Unique per run: runs on one server at once must not share it.
  const postgres = url ? `contract_world_${process.pid}_${Date.now().toString(36)}` : ''
  const building: Promise<unknown>[] = [sqliteWorldBytes().then((bytes) => writeFileSync(sqliteFile, bytes))]
  if (url) {
    building.push(
      (async () => {
        await admin(url, (c) => c.query(`create database ${postgres}`))
        const pool = new pg.Pool({ connectionString: databaseUrl(url, postgres), max: 4 })
        const db = new Kysely<Database>({ dialect: new PostgresSearchPathDialect({ pool }) })
        try {
          await buildWorld(db)
        } finally {
          await db.destroy()
        }
        // Nothing connects to it again but the copies' CREATE DATABASE.
        await admin(url, (c) => c.query(`alter database ${postgres} allow_connections false`))
      })(),
    )
  }
  await Promise.all(building)
  return {
    sqliteFile,
    postgres,
    drop: async () => {
      rmSync(dir, { recursive: true, force: true })
      if (!url) return
      await admin(url, async (c) => {
        const { rows } = await c.query<{ datname: string }>(
          `select datname from pg_database where datname = $1 or datname like $2`,
          [postgres, `${postgres}\\_%`],
        )
        for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`)
      })
    },
  }
}

// vitest runs a global setup for the root and again for each project, in this one process but
// each from a module of its own: the worlds are kept on globalThis, built by the first setup and
// dropped when the last one tears down.
const shared = globalThis as { contractWorlds?: { built: Promise<World>; users: number } }

export default async function setup(project: TestProject) {
  shared.contractWorlds ??= { built: buildWorlds(), users: 0 }
  const state = shared.contractWorlds
  state.users += 1
  const { sqliteFile, postgres } = await state.built
  project.provide('sqliteWorld', sqliteFile)
  project.provide('postgresWorld', postgres)
  return async () => {
    state.users -= 1
    if (state.users > 0) return
    shared.contractWorlds = undefined
    await (await state.built).drop()
  }
}
