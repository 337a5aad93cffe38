// The Node server for `npm run bench`'s load test: the production app on an existing
// database (DATA_DIR), bound to loopback only.
import { openDatabase } from '../server/db/open-database.ts'
import { prepareDatabase } from '../server/db/prepare.ts'
import { nodeDeps } from '../server/node-deps.ts'
import { startWebServer } from '../server/web-server.ts'

const { db } = openDatabase()
const deps = nodeDeps(db, { log: () => {} })
await prepareDatabase(db, deps.hasher)
await startWebServer({ deps, port: Number(process.env.PORT), hostname: '127.0.0.1' })
console.log('listening')
