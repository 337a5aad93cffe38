// A process that dies (SIGKILL, no clean-up) at a chosen point of the domain events' path, run
// by domain-events-crash.test.ts on a database the test reads afterwards:
//   after-commit <db> <partyId> <userLoginId> <afterSaleId> <version>: refunds the request (the
//     change and its event commit together) and dies before any consumer runs;
//   mid-consumer <db>: runs the consumers and dies inside the books consumer's transaction,
//     after it wrote its bill line and before that transaction commits.
// <db> is a SQLite file or a PostgreSQL URL.
import { openPostgres } from '../../server/db/postgres.ts'
import { openSqlite } from '../../server/db/sqlite.ts'
import { runConsumers } from '../../server/events/domain-events.ts'
import { booksConsumer } from '../../server/finance/books.consumer.ts'
import { takeAfterSaleStep } from '../../server/orders/after-sale-steps.repository.ts'

const [mode, target, ...rest] = process.argv.slice(2)
if (!target) throw new Error('usage: crash-child.ts <mode> <db> ...')
const db = target.startsWith('postgres') ? openPostgres(target, 2) : openSqlite(target)
const die = () => process.kill(process.pid, 'SIGKILL')

if (mode === 'after-commit') {
  const [partyId, userLoginId, afterSaleId, version, nowIso] = rest as [
    string,
    string,
    string,
    string,
    string,
  ]
  await takeAfterSaleStep(
    db,
    { partyId, userLoginId },
    { afterSaleId: Number(afterSaleId), version: Number(version) },
    { action: 'refund' },
    nowIso,
  )
  die()
} else if (mode === 'mid-consumer') {
  const killing = {
    ...booksConsumer,
    apply: async (
      trx: Parameters<typeof booksConsumer.apply>[0],
      event: Parameters<typeof booksConsumer.apply>[1],
    ) => {
      await booksConsumer.apply(trx, event)
      die()
      // The kill is asynchronous: never let the transaction commit meanwhile.
      await new Promise(() => {})
    },
  }
  // On PostgreSQL an event is read once every older transaction of the server has ended (other
  // test files share it): run until the consumer has one to apply.
  const until = Date.now() + 45_000
  while (Date.now() < until) {
    await runConsumers(db, [killing])
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('the books consumer had no event to apply')
} else {
  throw new Error(`unknown mode ${mode}`)
}
