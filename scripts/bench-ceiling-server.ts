// The ceiling of `npm run bench`'s load rows: a bare Hono app on @hono/node-server (the same
// HTTP stack as the real server) that reads the JSON body and answers one point select
// (a prepared better-sqlite3 statement, user_login by primary key) from the same database
// file (DATA_DIR/merchant.sqlite, opened read-only). No session, no validation, no Kysely:
// what any call of the real server costs at least on this machine, so each real call is
// reported as a ratio of it. POST /answer sends a real call's answer as it is (below).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import SqliteDatabase from 'better-sqlite3'
import { Hono } from 'hono'

const db = new SqliteDatabase(join(process.env.DATA_DIR ?? 'data', 'merchant.sqlite'), { readonly: true })
const pointSelect = db.prepare('select id, username, display_name from user_login where id = ?')

const app = new Hono()
app.post('/point', async (c) => {
  const input = (await c.req.json()) as { id?: string }
  return c.json({ code: 20000, data: pointSelect.get(input.id ?? 'U10004') ?? null })
})

// The same bytes as a real call's answer (BENCH_ANSWER_FILE, written by the bench once it has
// that answer): how much of the call's cost is the answer's size alone.
let answer: string | undefined
app.post('/answer', async (c) => {
  await c.req.json()
  answer ??= readFileSync(process.env.BENCH_ANSWER_FILE ?? '', 'utf8')
  return c.body(answer, 200, { 'content-type': 'application/json' })
})

process.on('SIGTERM', () => process.exit(0))
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () =>
  console.log('listening'),
)
