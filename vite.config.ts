import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { mockDbImagePlugin } from './mock-server/vite-plugin-mock-db.ts'
import { pagePreloadsPlugin } from './scripts/page-preloads-plugin.ts'
import { preloadOnlyWhatIsMissing } from './scripts/preload-missing-plugin.ts'
import { precompress } from './scripts/precompress-plugin.ts'
import { primeReactThemeVariables } from './scripts/primereact-theme-variables.ts'
import { stripMachineDescriptions } from './scripts/strip-machine-descriptions-plugin.ts'
import { DEFAULT_SEED } from './server/db/seed/seed-demo.ts'

// Modes: `development` (npm run dev) and `mock` run the mock server in the page; `production`
// (npm run build) talks to a real /control. CONTROL_UPSTREAM points the dev server at a
// real backend instead of the mock.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const upstream = env.CONTROL_UPSTREAM
  const mock = !upstream && (mode === 'development' || mode === 'mock')
  const preload = preloadOnlyWhatIsMissing()
  return {
    // Mock builds carry the default seed's database prebuilt (mock-server/README.md).
    plugins: [
      react(),
      primeReactThemeVariables(),
      preload.plugin,
      ...(mock ? [mockDbImagePlugin({ seed: DEFAULT_SEED })] : []),
      // Only the Node server's bundle: it serves .br/.gz by content negotiation, and names a page's
      // code in the HTML of a signed-in cold load (dist/preloads.json).
      ...(mode === 'production' ? [precompress(), stripMachineDescriptions(), pagePreloadsPlugin()] : []),
    ],
    resolve: {
      // PrimeReact's Chart imports 'chart.js/auto' (every chart type); ours registers what the
      // app draws (src/views/dashboard/chart-js-setup.ts).
      alias: [
        {
          find: /^chart\.js\/auto$/,
          replacement: fileURLToPath(new URL('./src/views/dashboard/chart-js-setup.ts', import.meta.url)),
        },
      ],
    },
    define: {
      'import.meta.env.VITE_MOCK': JSON.stringify(mock ? 'true' : 'false'),
    },
    build: {
      outDir: mode === 'mock' ? 'dist-mock' : 'dist',
      sourcemap: false,
      // Mock builds hold faker's chunk (live seeding only, never on the login path).
      ...(mock ? { chunkSizeWarningLimit: 1024 } : {}),
      // scripts/check-budgets.mjs reads the chunk graph from the manifest.
      manifest: true,
      modulePreload: { resolveDependencies: preload.resolveDependencies },
      rolldownOptions: {
        output: {
          // Split by library so the login page loads only what it uses (STACK-NOTES.md).
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              {
                name: 'i18n',
                test: /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/,
              },
              { name: 'xstate', test: /node_modules[\\/](xstate|@xstate)[\\/]/ },
              // PrimeReact's core stays one chunk: the locale module (calendar-locale.ts), loaded
              // on its own beside the signed-in frame, needs only its api and would split it off
              // (a second request and worse compression on every page).
              {
                name: 'primereact-core',
                test: /node_modules[\\/]primereact[\\/](api|utils|componentbase|hooks)[\\/]/,
              },
            ],
          },
        },
      },
    },
    server: {
      port: Number(env.DEV_PORT ?? 5173),
      // Building the mock or production bundle must not reload the dev server's pages.
      watch: { ignored: ['**/dist/**', '**/dist-mock/**', '**/test-results/**'] },
      ...(upstream
        ? {
            proxy: {
              '/control': { target: upstream, changeOrigin: true, proxyTimeout: 60_000, timeout: 60_000 },
            },
          }
        : {}),
    },
    preview: { port: Number(env.PREVIEW_PORT ?? 4173) },
  }
})
