// Writes `file.br` and `file.gz` beside every compressible asset of a production build, so the
// Node server sends them by content negotiation (serveStatic `precompressed`) without
// compressing on each request. Brotli at its best level: it runs once, at build time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm|map)$/
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024

export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        const file = join(outDir, name)
        if (!COMPRESSIBLE.test(name) || !statSync(file).isFile()) continue
        const bytes = readFileSync(file)
        if (bytes.length < MIN_BYTES) continue
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        )
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
      }
    },
  }
}
