// A Vite plugin that builds the default seed's database image ahead of time (in Node, with
// the same migrations, seedDemo, epoch and hasher as the page) and serves it as an asset.
// The page imports `virtual:mock-db-image` for its URL and key; it loads only in mock
// builds, so production builds never run this.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { buildSeedImage } from './seed-image.ts'

const VIRTUAL_ID = 'virtual:mock-db-image'
const RESOLVED_ID = `\0${VIRTUAL_ID}`
/** A SQLite database file's media type (IANA). */
const SQLITE_TYPE = 'application/vnd.sqlite3'

export function mockDbImagePlugin(options: { seed: number }): Plugin {
  let cacheDir = ''
  let built: Promise<string> | undefined

  async function build(log: (msg: string) => void): Promise<string> {
    const image = await buildSeedImage(options.seed)
    await mkdir(join(cacheDir, 'mock-db'), { recursive: true })
    const file = join(cacheDir, 'mock-db', `seed-${image.seed}.sqlite`)
    await writeFile(file, image.bytes)
    log(
      `mock database image: seed ${image.seed}, ${(image.bytes.length / 1024).toFixed(0)} kB, seeded in ${image.ms.toFixed(0)} ms`,
    )
    return [
      `import imageUrl from ${JSON.stringify(`${file}?url`)}`,
      'export { imageUrl }',
      `export const imageSeed = ${image.seed}`,
      `export const imageKey = ${JSON.stringify(image.key)}`,
    ].join('\n')
  }

  return {
    name: 'mock-db-image',
    configResolved(config) {
      cacheDir = config.cacheDir
    },
    // The preview server (the end-to-end tests, `npm run bench:mock`) knows no type for .sqlite and
    // sends it as text, which its compression gzips on every request: 250 ms for the 7.8 MB
    // image, most of the image start's 519 ms (`npm run bench:mock`). A SQLite file is binary;
    // so typed, it goes as it is.
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0]?.endsWith('.sqlite')) res.setHeader('Content-Type', SQLITE_TYPE)
        next()
      })
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      // Once per dev server or build: a change to the seed's code restarts Vite (it is a
      // dependency of the config), which builds it again.
      built ??= build((msg) => this.info(msg))
      return built
    },
  }
}
