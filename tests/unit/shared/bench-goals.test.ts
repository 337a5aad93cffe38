// The goals table of `npm run bench` (scripts/bench-goals.ts): what the bench scripts report in
// their child processes is what the table at the top of docs/benchmarks.md says.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { goalsTable, readGoals, reportGoal } from '../../../scripts/bench-goals.ts'

const before = process.env.BENCH_GOALS
afterEach(() => {
  if (before === undefined) delete process.env.BENCH_GOALS
  else process.env.BENCH_GOALS = before
})

describe('bench goals', () => {
  it('reads back every verdict reported into the file, in order', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-goals-test-')), 'goals.jsonl')
    process.env.BENCH_GOALS = file
    reportGoal({ what: 'orders on a phone', goal: 'TBT <= 200 ms', figure: 'TBT 120 ms', met: true })
    reportGoal({ what: '`npm test`', goal: '<= 15 min', figure: '1,712 s | 28.5 min', met: false })
    expect(readGoals(file).map((g) => [g.what, g.met])).toEqual([
      ['orders on a phone', true],
      ['`npm test`', false],
    ])
  })

  it('reports nothing when run alone (no goals file named)', () => {
    delete process.env.BENCH_GOALS
    reportGoal({ what: 'x', goal: 'y', figure: 'z', met: true })
    expect(readGoals(join(tmpdir(), 'no-such-bench-goals.jsonl'))).toEqual([])
  })

  it('counts the judged goals met, shows the rest, and says when the machine was busy', () => {
    const verdicts = [
      { what: 'a', goal: '<= 20 ms', figure: '5 ms | 6 ms', met: true },
      { what: 'b', goal: '<= 20 ms', figure: '25 ms', met: false },
      { what: 'c', goal: 'score >= 0.95', figure: 'LCP 0.4 s', met: null },
    ]
    const quiet = goalsTable(verdicts, 0.2).join('\n')
    expect(quiet).toContain('quiet at the start (load average 0.2)')
    expect(quiet).toContain('1 of 2 goals met')
    expect(quiet).toContain('| a | <= 20 ms | 5 ms \\| 6 ms | met |')
    expect(quiet).toContain('| b | <= 20 ms | 25 ms | **not met** |')
    expect(quiet).toContain('| c | score >= 0.95 | LCP 0.4 s | shown |')
    expect(goalsTable(verdicts, 1.7).join('\n')).toContain(
      '**The machine was busy** at the start (load average 1.7',
    )
  })
})
