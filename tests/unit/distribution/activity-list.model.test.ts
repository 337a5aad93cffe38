// The activity list's rules: what its filters ask the server for, which rows a move swaps,
// and the status a row's switch sets.
import { describe, expect, it } from 'vitest'
import type { MpActivityRow } from '../../../contract/distribution-setup.schema.ts'
import {
  ACTIVITY_STATUS_FILTERS,
  activityFilters,
  activityListRequest,
  moveRequest,
  toggledStatus,
} from '../../../src/machines/distribution/activity-list.ts'

const row = (id: string): MpActivityRow => ({
  id,
  title: `A${id}`,
  coverUrl: '',
  status: 'DISABLED',
  sort: Number(id) * 10,
  startAt: null,
  endAt: null,
  productCount: 0,
  createdAt: '2026-11-20T00:00:00.000Z',
})

describe('activity list', () => {
  it('offers every activity status as a filter', () => {
    expect(ACTIVITY_STATUS_FILTERS).toEqual(['ENABLED', 'DISABLED'])
  })

  it('drops a blank keyword and "all statuses" from the filters', () => {
    expect(activityFilters('  ', '')).toEqual({})
    expect(activityFilters(' 双十二 ', 'ENABLED')).toEqual({ keyword: '双十二', status: 'ENABLED' })
  })

  it('asks for the page, the sort and only the filters that are set', () => {
    expect(
      activityListRequest({
        page: 2,
        pageSize: 20,
        sortField: 'title',
        sortOrder: 'desc',
        filters: activityFilters('夏', ''),
      }),
    ).toEqual({ page: 2, pageSize: 20, sortField: 'title', sortOrder: 'desc', keyword: '夏' })
  })

  it('moves a row by swapping it with its neighbour, not past either end', () => {
    const rows = [row('1'), row('2'), row('3')]
    expect(moveRequest(rows, '2', -1)).toEqual(['2', '1'])
    expect(moveRequest(rows, '2', 1)).toEqual(['2', '3'])
    expect(moveRequest(rows, '1', -1)).toBeUndefined()
    expect(moveRequest(rows, '3', 1)).toBeUndefined()
    expect(moveRequest(rows, '9', 1)).toBeUndefined()
  })

  it('switches on what is off and off what is on', () => {
    expect(toggledStatus('DISABLED')).toBe('ENABLED')
    expect(toggledStatus('ENABLED')).toBe('DISABLED')
  })
})
