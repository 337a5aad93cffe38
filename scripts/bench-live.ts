// The push channel's figures (issue 32; docs/benchmarks.md, "Live events"): the Node server
// (server/main.ts) on a fresh SQLite database in a temporary DATA_DIR, on loopback; this process
// opens STREAMS streams of GET /control/events as distributionpro, then tradebase sends MESSAGES
// chat messages to it, one every GAP_MS. For each message: the time from the send (the request
// leaving) to its arrival on the first stream, and to its arrival on every stream. Also the
// server's resident memory before and with the streams open, and its CPU time during the sends.
//
//   npx tsx scripts/bench-live.ts [streams=1000] [messages=200] [gapMs=50]
//   DATABASE_URL=postgres://… PROCESSES=2 npx tsx scripts/bench-live.ts 100 100 50
//     two server processes on one PostgreSQL (an empty database: the first one migrates and
//     seeds it): the streams on the second, the writes on the first; the second learns of them
//     only by polling the outbox.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer } from 'node:net'
import { signIn } from './bench-sign-in.ts'

/** A TCP port free on 127.0.0.1 now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const [streamCount = 1000, messageCount = 200, gapMs = 50] = process.argv.slice(2).map(Number)
const processes = Number(process.env.PROCESSES ?? 1)
const CLK_TCK = 100

interface Server {
  child: ChildProcess
  base: string
}

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort()
  // node itself (not the tsx wrapper), so its pid is the server's for memory and CPU.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Merchant back office')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  return { child, base: `http://127.0.0.1:${port}` }
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)
  return Number(line?.[1] ?? 0) / 1024
}

/** The process's CPU time (user + system) in seconds. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK
}

/** Arrival times (performance.now()) of each message's content, per stream. */
type Arrivals = Map<string, number>[]

async function openStream(
  base: string,
  token: string,
  arrivals: Arrivals,
  abort: AbortSignal,
): Promise<void> {
  const seen = new Map<string, number>()
  arrivals.push(seen)
  const res = await fetch(`${base}/control/events`, { headers: { externalLoginKey: token }, signal: abort })
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  let ready!: () => void
  const isReady = new Promise<void>((r) => {
    ready = r
  })
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += decoder.decode(value, { stream: true })
        let cut = buffer.indexOf('\n\n')
        while (cut >= 0) {
          const block = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          cut = buffer.indexOf('\n\n')
          if (block.includes('event: ready')) ready()
          if (!block.includes('event: chat.message')) continue
          const data = block.split('\n').find((l) => l.startsWith('data: '))
          const content = (JSON.parse(data?.slice(6) ?? '{}') as { record?: { content?: string } }).record
            ?.content
          if (content && !seen.has(content)) seen.set(content, performance.now())
        }
      }
    } catch {
      // aborted at the end
    }
  })()
  await isReady
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

const dirs = [mkdtempSync(join(tmpdir(), 'bench-live-'))]
const servers: Server[] = []
try {
  servers.push(await startServer(dirs[0] as string))
  for (let i = 1; i < processes; i++) {
    dirs.push(mkdtempSync(join(tmpdir(), 'bench-live-')))
    servers.push(await startServer(dirs[i] as string))
  }
  const writer = servers[0] as Server
  const reader = servers.at(-1) as Server
  const pid = reader.child.pid as number
  const trade = await signIn(writer.base, 'tradebase')
  const pro = await signIn(reader.base, 'distributionpro')
  const rssBefore = rssMb(pid)
  const abort = new AbortController()
  const arrivals: Arrivals = []
  const openStart = performance.now()
  for (let i = 0; i < streamCount; i += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, streamCount - i) }, () =>
        openStream(reader.base, pro, arrivals, abort.signal),
      ),
    )
  const openMs = performance.now() - openStart
  await new Promise((r) => setTimeout(r, 1000))
  const rssOpen = rssMb(pid)
  const cpuBefore = cpuSeconds(pid)
  const writerCpuBefore = cpuSeconds(writer.child.pid as number)
  const sentAt = new Map<string, number>()
  const answeredAt = new Map<string, number>()
  const sendStart = performance.now()
  for (let i = 0; i < messageCount; i++) {
    const content = `bench ${i} ${Date.now()}`
    sentAt.set(content, performance.now())
    const res = await fetch(`${writer.base}/control/sendFriendMessageFromNewMerchant`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', externalLoginKey: trade },
      body: JSON.stringify({ partyId: 'P10006', content }),
    })
    if (((await res.json()) as { code: number }).code !== 20000) throw new Error('send refused')
    answeredAt.set(content, performance.now())
    await new Promise((r) => setTimeout(r, gapMs))
  }
  // Wait for the last deliveries (at most 5 s).
  const deadline = performance.now() + 5000
  while (performance.now() < deadline && arrivals.some((a) => a.size < messageCount))
    await new Promise((r) => setTimeout(r, 50))
  const sendSeconds = (performance.now() - sendStart) / 1000
  const cpu = cpuSeconds(pid) - cpuBefore
  const writerCpu = cpuSeconds(writer.child.pid as number) - writerCpuBefore
  abort.abort()

  const first: number[] = []
  const all: number[] = []
  const fromAnswer: number[] = []
  let missing = 0
  for (const [content, sent] of sentAt) {
    const times = arrivals.map((a) => a.get(content))
    missing += times.filter((t) => t === undefined).length
    const got = times.filter((t): t is number => t !== undefined)
    if (got.length === 0) continue
    first.push(Math.min(...got) - sent)
    fromAnswer.push(Math.min(...got) - (answeredAt.get(content) as number))
    for (const t of got) all.push(t - sent)
  }
  for (const list of [first, all, fromAnswer]) list.sort((a, b) => a - b)
  const f = (n: number) => n.toFixed(1)
  console.log(
    JSON.stringify(
      {
        database: process.env.DATABASE_URL ? 'postgres' : 'sqlite',
        processes,
        streams: streamCount,
        messages: messageCount,
        gapMs,
        openStreamsMs: Math.round(openMs),
        rssMb: {
          before: f(rssBefore),
          withStreams: f(rssOpen),
          perStreamKb: f(((rssOpen - rssBefore) * 1024) / streamCount),
        },
        readerCpuSeconds: f(cpu),
        readerCpuShare: f(cpu / sendSeconds),
        writerCpuSeconds: f(writerCpu),
        sendToFirstStreamMs: {
          p50: f(percentile(first, 50)),
          p99: f(percentile(first, 99)),
          max: f(first.at(-1) ?? Number.NaN),
        },
        answerToFirstStreamMs: { p50: f(percentile(fromAnswer, 50)), p99: f(percentile(fromAnswer, 99)) },
        sendToEveryStreamMs: {
          p50: f(percentile(all, 50)),
          p99: f(percentile(all, 99)),
          max: f(all.at(-1) ?? Number.NaN),
        },
        missing,
      },
      null,
      2,
    ),
  )
} finally {
  for (const s of servers) s.child.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 500))
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
}
