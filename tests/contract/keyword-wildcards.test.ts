// Issue 20: a search keyword is matched literally. `%`, `_` and `\` in it are not LIKE
// wildcards, on SQLite and PostgreSQL alike (run with TEST_DATABASE_URL for the latter).
import type { MemberItem } from '../../contract/distribution.schema.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { page } from './distribution-helpers.ts'
import { createTestApp, DATABASES, loginAs, type TestApp } from './harness.ts'

describe.each(DATABASES)('member keyword wildcards on %s', (kind) => {
  let t: TestApp
  let pro: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    pro = await loginAs(t, 'distributionpro')
    // Three of the merchant's members get names holding the characters LIKE treats specially.
    const members = await page<MemberItem>(t, 'getMemberData', pro, { pageSize: 3 })
    expect(members.list).toHaveLength(3)
    const names = ['百分%百五金', 'Under_score Tools', 'Back\\slash Supply']
    for (const [i, member] of members.list.entries()) {
      await t.db
        .updateTable('party')
        .set({ name: names[i] as string })
        .where('id', '=', member.partyId)
        .execute()
    }
  })
  afterAll(async () => {
    await t.close()
  })

  async function namesFound(keyword: string): Promise<string[]> {
    const found = await page<MemberItem>(t, 'getMemberData', pro, { keyword, pageSize: 100 })
    expect(found.total).toBe(found.list.length)
    return found.list.map((m) => m.name)
  }

  it('finds only names containing a literal %', async () => {
    expect(await namesFound('%')).toEqual(['百分%百五金'])
  })

  it('matches _ and \\ literally too', async () => {
    expect(await namesFound('_')).toEqual(['Under_score Tools'])
    expect(await namesFound('r_s')).toEqual(['Under_score Tools'])
    expect(await namesFound('\\')).toEqual(['Back\\slash Supply'])
    expect(await namesFound('k\\s')).toEqual(['Back\\slash Supply'])
  })

  it('still matches ordinary keywords case-insensitively', async () => {
    expect(await namesFound('UNDER_')).toEqual(['Under_score Tools'])
  })
})
