// The Node server for `npm run bench`'s load test: the production app on an existing
// database (DATA_DIR, or DATABASE_URL for PostgreSQL), bound to loopback only.
// WORKERS=<n> (default 1) starts n server processes with node:cluster on the one port: the
// primary accepts connections and hands them to the workers in turn (round-robin, Linux's
// default), so no proxy process takes a share of the machine's two cores.
// BENCH_PREPARED=1: the database is already migrated and seeded (the bench's own PostgreSQL
// schema), so the server neither migrates nor seeds.
// BENCH_CPU_PROFILE=<file>: a CPU profile of this process (node:inspector, main thread only),
// written when it gets SIGTERM.
import cluster from 'node:cluster'
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { openDatabase } from '../server/db/open-database.ts'
import { prepareDatabase } from '../server/db/prepare.ts'
import { nodeDeps } from '../server/node-deps.ts'
import { startWebServer } from '../server/web-server.ts'

const workers = Number(process.env.WORKERS ?? 1)
if (workers > 1 && cluster.isPrimary) {
  let listening = 0
  cluster.on('listening', () => {
    listening += 1
    if (listening === workers) console.log('listening')
  })
  for (let i = 0; i < workers; i++) cluster.fork()
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM')
    process.exit(0)
  })
} else {
  const profileFile = process.env.BENCH_CPU_PROFILE
  const inspector = profileFile ? new Session() : undefined
  if (inspector) {
    inspector.connect()
    await inspector.post('Profiler.setSamplingInterval', { interval: 500 })
    await inspector.post('Profiler.enable')
    await inspector.post('Profiler.start')
  }
  process.on('SIGTERM', async () => {
    if (inspector && profileFile) {
      const { profile } = await inspector.post('Profiler.stop')
      writeFileSync(profileFile, JSON.stringify(profile))
    }
    process.exit(0)
  })
  const { db } = openDatabase()
  const deps = nodeDeps(db, { log: () => {} })
  if (process.env.BENCH_PREPARED !== '1') await prepareDatabase(db, deps.hasher)
  await startWebServer({ deps, port: Number(process.env.PORT), hostname: '127.0.0.1' })
  if (workers <= 1) console.log('listening')
}
