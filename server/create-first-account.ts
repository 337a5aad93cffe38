// `npm run account:create`: creates the first real account of a production database (the
// platform operator, role admin), asking for the password at the prompt without echoing it.
// Uses the same database settings as the server (DATABASE_URL, or DATA_DIR for SQLite).
import { createInterface } from 'node:readline'
import { createFirstAccount, FirstAccountError, firstAccountProblems } from './account/first-account.ts'
import { openDatabase } from './db/open-database.ts'
import { prepareProductionDatabase } from './db/prepare.ts'
import { scryptHasher } from './security/scrypt-hasher.ts'

/** Reads answers line by line; from a terminal, a hidden question echoes nothing. */
function prompter() {
  const lines = createInterface({ input: process.stdin, terminal: false })
  const queue: string[] = []
  const waiting: ((line: string | undefined) => void)[] = []
  let closed = false
  lines.on('line', (line) => {
    const next = waiting.shift()
    if (next) next(line)
    else queue.push(line)
  })
  lines.on('close', () => {
    closed = true
    for (const next of waiting.splice(0)) next(undefined)
  })
  const tty = process.stdin.isTTY === true
  return {
    async ask(question: string, hidden = false): Promise<string> {
      process.stdout.write(question)
      // Typed characters are echoed by the terminal itself; raw mode stops that for a password.
      if (hidden && tty) process.stdin.setRawMode(true)
      const line =
        queue.length > 0 || closed
          ? queue.shift()
          : await new Promise<string | undefined>((r) => waiting.push(r))
      if (hidden && tty) {
        process.stdin.setRawMode(false)
        process.stdout.write('\n')
      }
      if (line === undefined) throw new FirstAccountError('no answer given')
      return line.trim()
    },
    close: () => lines.close(),
  }
}

const { db, location } = openDatabase()
const hasher = scryptHasher()
const prompt = prompter()
try {
  await prepareProductionDatabase(db, hasher)
  console.log(`database: ${location.kind} ${location.description}`)
  const username = await prompt.ask('user name: ')
  const displayName = await prompt.ask('name shown in the product: ')
  const password = await prompt.ask('password (at least 12 characters): ', true)
  const problems = firstAccountProblems({ username, displayName, password })
  if (problems.length > 0) throw new FirstAccountError(problems.join('; '))
  if ((await prompt.ask('password again: ', true)) !== password)
    throw new FirstAccountError('the two passwords differ')
  await createFirstAccount(db, hasher, { username, displayName, password })
  console.log(`created ${username} (admin). Start the server with NODE_ENV=production npm run serve.`)
} catch (error) {
  console.error(`not created: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  prompt.close()
  await db.destroy()
}
