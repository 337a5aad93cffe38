// `npx tsx scripts/bench-mock-scale.ts [rows]`: why the mock starts from a prebuilt image.
// Seeds the demo world on sql.js (Node, the same wasm SQLite as the page), adds `rows`
// synthetic message rows through Kysely the way a bigger seedDemo would, then times opening
// the exported bytes as the page does. Prints one Markdown table row.
import initSqlJs from 'sql.js'
import { kyselyOver } from '../mock-server/mock-database.ts'
import { seedLive } from '../mock-server/seed-database.ts'
import { DEFAULT_SEED } from '../server/db/seed/seed-demo.ts'

const rows = Number(process.argv[2] ?? 20_000)
const SQL = await initSqlJs()
const t0 = performance.now()
const sqlite = await seedLive(SQL, DEFAULT_SEED)
const db = kyselyOver(sqlite)
const login = await db
  .selectFrom('user_login')
  .select(['id', 'party_id'])
  .where('username', '=', 'tradebase')
  .executeTakeFirstOrThrow()
for (let from = 0; from < rows; from += 100) {
  await db
    .insertInto('message')
    .values(
      Array.from({ length: Math.min(100, rows - from) }, (_, i) => ({
        party_id: login.party_id,
        user_login_id: login.id,
        type: 'NOTICE' as const,
        title: `通知 ${from + i}`,
        content: `第 ${from + i} 条通知的正文，长度与真实消息相近。`.repeat(3),
        sender_party_id: null,
        read_at: null,
        created_at: new Date(Date.UTC(2026, 0, 1) + (from + i) * 60_000).toISOString(),
      })),
    )
    .execute()
}
const seedMs = performance.now() - t0
const bytes = sqlite.export()
const t1 = performance.now()
const opened = new SQL.Database(bytes)
const count = opened.exec('select count(*) from message')[0]?.values[0]?.[0]
const openMs = performance.now() - t1
console.log(
  `| ${rows} | ${(bytes.length / 1024 / 1024).toFixed(1)} MB | ${seedMs.toFixed(0)} | ${openMs.toFixed(1)} | ${count} |`,
)
