import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'contract/**/*.test.ts',
      'server/**/*.test.ts',
      'mock-server/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/contract/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Generous: tests that seed the demo world twice take seconds on a loaded 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: contract files each build a database; more workers only thrash.
    maxWorkers: 2,
  },
})
