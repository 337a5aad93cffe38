// `npm start` / `npm run serve`: migrate and seed on first run, then serve the app and
// /control on one port. Stops cleanly on SIGTERM/SIGINT.
import type { AddressInfo } from 'node:net'
import { DEMO_PASSWORD } from '../contract/roles.ts'
import { openDatabase } from './db/open-database.ts'
import { prepareDatabase, prepareProductionDatabase } from './db/prepare.ts'
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts.ts'
import { DOMAIN_CONSUMERS } from './domain-consumers.ts'
import { createEventRunner } from './events/domain-events.ts'
import { nodeDeps } from './node-deps.ts'
import { createPayTimeoutJob } from './orders/pay-timeout.job.ts'
import { startWebServer } from './web-server.ts'

const port = Number(process.env.PORT ?? 8080)
const { db, location } = openDatabase()
let deps: ReturnType<typeof nodeDeps>
try {
  deps = nodeDeps(db)
} catch (error) {
  // A production start without its settings (docs/security.md): say which, and stop.
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const upstream = process.env.CONTROL_UPSTREAM
// A production start creates no demo data and refuses a database that holds the demo accounts
// (docs/security.md, "Production start"); `npm start` is the demo.
const production = process.env.NODE_ENV === 'production'
if (!upstream && production) {
  try {
    const { hasAccounts } = await prepareProductionDatabase(db, deps.hasher)
    console.log(`database: ${location.kind} ${location.description} (production)`)
    if (!hasAccounts) console.log('no account yet: create the first one with `npm run account:create`')
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    await db.destroy()
    process.exit(1)
  }
} else if (!upstream) {
  const { seeded } = await prepareDatabase(db, deps.hasher)
  console.log(`database: ${location.kind} ${location.description}${seeded ? ' (created and seeded)' : ''}`)
}
// The domain event consumers: after this process's own writes (createApp) and every 250 ms for
// the events other processes on the same database wrote.
deps.events = createEventRunner(db, DOMAIN_CONSUMERS)
if (!upstream) deps.events.start()
// Unpaid orders past their payment deadline cancel themselves: every minute, in every process
// (each order is claimed once: server/orders/pay-timeout.job.ts); their events are applied and
// pushed as a call's are.
const payTimeout = createPayTimeoutJob(db, deps.clock, {
  afterCancel: () => {
    deps.events?.wake()
    deps.live?.wake()
  },
})
if (!upstream) payTimeout.start()
const server = await startWebServer({ deps, port, ...(upstream ? { upstream } : {}) })
const actualPort = (server.address() as AddressInfo).port

console.log(`\nMerchant back office: http://localhost:${actualPort}/`)
if (upstream) console.log(`/control is forwarded to ${upstream}`)
else if (!production) {
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`)
  console.log(`  ${DEMO_ACCOUNTS.map((a) => a.username).join(', ')}`)
}

let stopping = false
function stop(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: finishing in-flight requests…`)
  // The push channel's streams are requests that never finish on their own: its hub ends them.
  void deps.live?.close()
  // close() stops accepting connections and calls back once in-flight requests are done.
  server.close(async () => {
    await payTimeout.stop()
    await deps.events?.stop()
    await db.destroy()
    console.log('stopped')
    process.exit(0)
  })
  if ('closeIdleConnections' in server) server.closeIdleConnections()
  setTimeout(() => process.exit(1), 10_000).unref()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
