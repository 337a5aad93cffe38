// One transaction for a whole write call (issue 29: the audit row commits with the change it
// records, or neither does). The call's handler gets a Db whose `transaction().execute(fn)` is a
// SAVEPOINT of that transaction instead of a transaction of its own: a repository's work still
// rolls back alone when it throws (a refused step leaves nothing behind), while what the call
// wrote and its audit row commit together at the end.
// Nested transactions of one level run one at a time (a handler that starts two in parallel gets
// them in turn: savepoints of one connection cannot interleave); a transaction started inside
// another is nested in it. Plain Kysely and SQL: the in-page mock (sql.js) runs it too.
import { sql, type Transaction } from 'kysely'
import type { Database, Db } from './schema.ts'

type Trx = Transaction<Database>

/** Runs `work` in one transaction; inside it, the db's transactions are savepoints. */
export function inOneTransaction<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx) => work(nestable(trx, { next: 0 })))
}

/** The transaction, seen as a Db whose transactions nest as savepoints. */
function nestable(trx: Trx, names: { next: number }): Db {
  let turn: Promise<unknown> = Promise.resolve()
  const builder = {
    setIsolationLevel: () => builder,
    execute<R>(fn: (inner: Trx) => Promise<R>): Promise<R> {
      const run = turn.then(async () => {
        const name = `unit_${++names.next}`
        await sql.raw(`savepoint ${name}`).execute(trx)
        try {
          const result = await fn(nestable(trx, names) as unknown as Trx)
          await sql.raw(`release savepoint ${name}`).execute(trx)
          return result
        } catch (error) {
          await sql.raw(`rollback to savepoint ${name}`).execute(trx)
          await sql.raw(`release savepoint ${name}`).execute(trx)
          throw error
        }
      })
      turn = run.catch(() => undefined)
      return run
    },
  }
  return new Proxy(trx, {
    get(target, prop) {
      if (prop === 'transaction') return () => builder
      const value = Reflect.get(target, prop, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  }) as unknown as Db
}
