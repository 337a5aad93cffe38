import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Generous: tests that seed the demo world twice take seconds on a loaded 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: contract files each build a database; more workers only thrash.
    maxWorkers: 2,
    // The contract tests' world, built once per run (tests/contract/test-world.ts).
    globalSetup: ['tests/contract/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'contract/**/*.test.ts',
            'server/**/*.test.ts',
            'mock-server/**/*.test.ts',
            'tests/contract/**/*.test.ts',
          ],
          // One module graph per worker, not per file: importing the server anew for every
          // file was a third of this project's time. Its tests keep no state in modules but
          // per database (compiled queries, search modes), and every test app is a new database.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser code',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
})
