import { describe, expect, it } from 'vitest'
import { groupDraftOf, toGroupRequest, validateGroup } from './group-form.ts'

describe('group form', () => {
  it('requires a name and refuses one beyond 100 characters, naming the limit', () => {
    expect(validateGroup(groupDraftOf())).toEqual({ name: { reason: 'required' } })
    expect(validateGroup({ groupId: undefined, name: 'g'.repeat(101), remark: 'r'.repeat(501) })).toEqual({
      name: { reason: 'tooLong', max: 100 },
      remark: { reason: 'tooLong', max: 500 },
    })
  })

  it('edits a group from its values and sends them trimmed', () => {
    const draft = groupDraftOf({ groupId: 4, name: '华东区', remark: '', memberCount: 3, createdAt: '' })
    expect(toGroupRequest({ ...draft, name: ' 华东区 ' })).toEqual({ groupId: 4, name: '华东区', remark: '' })
    expect(toGroupRequest({ groupId: undefined, name: '新', remark: ' x ' })).toEqual({
      name: '新',
      remark: 'x',
    })
  })
})
