// Issue 37's goals in one table: every bench script that measures a goal reports it here, and
// `npm run bench` (scripts/bench.ts) prints them all at the top of its section, so one run says
// which goals were met on this machine. The scripts run as child processes of bench.ts, so a
// verdict travels as a JSON line appended to the file named by BENCH_GOALS (set by bench.ts);
// run alone, a script reports nothing here and prints its own tables as before.
import { appendFileSync, existsSync, readFileSync } from 'node:fs'

export interface GoalVerdict {
  /** What is measured, e.g. "getMemberData under load" or "orders on a phone: TBT". */
  what: string
  /** The goal as the issue words it, e.g. "<= 200 ms". */
  goal: string
  /** The figure of this run, with its unit. */
  figure: string
  /** null: a figure the issue asks for without a number to meet (shown, not judged). */
  met: boolean | null
}

export function reportGoal(verdict: GoalVerdict): void {
  const file = process.env.BENCH_GOALS
  if (file) appendFileSync(file, `${JSON.stringify(verdict)}\n`)
}

export function readGoals(file: string): GoalVerdict[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as GoalVerdict)
}

/**
 * A machine is called busy when something else kept more than half a core running in the minute
 * before the bench started: its figures are then upper bounds (wall times grow with the load).
 */
export const BUSY_LOAD_AVERAGE = 0.5

/** A table cell: a `|` in a figure would end the cell. */
const cell = (text: string) => text.replaceAll('|', '\\|')

/** The goals table, Markdown; the load average at the start says whether the machine was quiet. */
export function goalsTable(verdicts: readonly GoalVerdict[], loadAtStart: number): string[] {
  const met = verdicts.filter((v) => v.met === true).length
  const judged = verdicts.filter((v) => v.met !== null).length
  const quiet =
    loadAtStart <= BUSY_LOAD_AVERAGE
      ? `The machine was quiet at the start (load average ${loadAtStart.toFixed(1)}).`
      : `**The machine was busy** at the start (load average ${loadAtStart.toFixed(1)}, over ${BUSY_LOAD_AVERAGE}): the figures below are upper bounds; measure again on a quiet machine.`
  return [
    '### Issue 37: every goal in this run',
    '',
    `${quiet} ${met} of ${judged} goals met; the sections below hold each figure's detail.`,
    '',
    '| what | goal | this run | met |',
    '| --- | --- | --- | --- |',
    ...verdicts.map(
      (v) =>
        `| ${cell(v.what)} | ${cell(v.goal)} | ${cell(v.figure)} | ${v.met === null ? 'shown' : v.met ? 'met' : '**not met**'} |`,
    ),
    '',
  ]
}
