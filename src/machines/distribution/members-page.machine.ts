// The members page (SPEC.md: /distribution-management/members): the filter draft and what it
// sends to the list, the selection, the actions a row offers, the member action dialog that
// is open (remark, rank, groups, salesman, for one member or the selected ones), and the
// enable/disable call. The list itself is the shared paged-list machine; this machine tells
// the view what to send it through the `applyFilters` and `refreshList` actions.
import { assign, fromPromise, setup } from 'xstate'
import type { MemberItem, MemberStatus } from '../../../contract/distribution.schema.ts'
import { type FilterDraftEvent, filterDraftTransitions } from '../shared/filter-draft.ts'
import { type ListError, toListError } from '../shared/paged-list.machine.ts'

/** The filter row as the user is editing it; 0 and '' stand for "all". */
export interface MemberFilterDraft {
  keyword: string
  status: MemberStatus | ''
  rankId: number
  groupId: number
  salesmanId: number
}

/** What the list sends to getMemberData: "all" is left out. */
export interface MemberFilters {
  keyword?: string | undefined
  status?: MemberStatus | undefined
  rankId?: number | undefined
  groupId?: number | undefined
  salesmanId?: number | undefined
}

export type MemberDialogKind = 'remark' | 'rank' | 'groups' | 'salesman'
/** The actions of one row, in the order they are offered. */
export type MemberRowAction = 'details' | 'enable' | 'disable' | MemberDialogKind
/** The actions offered for the selected members at once. */
export const BATCH_MEMBER_ACTIONS = ['rank', 'salesman'] as const satisfies readonly MemberDialogKind[]

export const EMPTY_MEMBER_FILTERS: MemberFilterDraft = {
  keyword: '',
  status: '',
  rankId: 0,
  groupId: 0,
  salesmanId: 0,
}

export function toMemberFilters(draft: MemberFilterDraft): MemberFilters {
  return {
    keyword: draft.keyword.trim() || undefined,
    status: draft.status || undefined,
    rankId: draft.rankId || undefined,
    groupId: draft.groupId || undefined,
    salesmanId: draft.salesmanId || undefined,
  }
}

/** The draft that shows filters already applied (a cached page coming back, a restored list). */
export function toMemberFilterDraft(filters: MemberFilters): MemberFilterDraft {
  return {
    keyword: filters.keyword ?? '',
    status: filters.status ?? '',
    rankId: filters.rankId ?? 0,
    groupId: filters.groupId ?? 0,
    salesmanId: filters.salesmanId ?? 0,
  }
}

/** Enabled members can be disabled and disabled ones enabled; the rest is offered to every row. */
export function memberRowActions(member: Pick<MemberItem, 'status'>): MemberRowAction[] {
  return [
    'details',
    member.status === 'ENABLED' ? 'disable' : 'enable',
    'remark',
    'rank',
    'groups',
    'salesman',
  ]
}

/** Remark and groups edit one member's own values; rank and salesman may be set for many. */
export function dialogAcceptsMany(kind: MemberDialogKind): boolean {
  return (BATCH_MEMBER_ACTIONS as readonly MemberDialogKind[]).includes(kind)
}

export interface StatusChange {
  memberId: number
  status: MemberStatus
}

export interface MembersPageContext {
  draft: MemberFilterDraft
  selection: MemberItem[]
  dialog: { kind: MemberDialogKind; members: MemberItem[] } | undefined
  statusError: ListError | undefined
}

export type MembersPageEvent =
  | FilterDraftEvent<MemberFilterDraft>
  | { type: 'selection.change'; members: MemberItem[] }
  | { type: 'member.open'; kind: MemberDialogKind; members: MemberItem[] }
  | { type: 'member.cancel' }
  | { type: 'member.saved' }
  | { type: 'member.toggleStatus'; member: MemberItem }

export const membersPageMachine = setup({
  types: {
    context: {} as MembersPageContext,
    events: {} as MembersPageEvent,
    input: {} as { filters?: MemberFilters },
    tags: {} as 'busy',
  },
  actors: {
    changeStatus: fromPromise<unknown, StatusChange>(async () => {
      throw new Error('changeStatus actor not provided')
    }),
  },
  actions: {
    /** Filled by the view: send `list.filter` with these filters. */
    applyFilters: (_, _params: { filters: MemberFilters }) => {},
    /** Filled by the view: send `list.refresh`. */
    refreshList: () => {},
    notifySaved: () => {},
    notifyStatusChanged: () => {},
    clearSelection: assign({ selection: [] }),
  },
  guards: {
    dialogFitsMembers: ({ event }) =>
      event.type === 'member.open' &&
      (event.members.length === 1 || (event.members.length > 1 && dialogAcceptsMany(event.kind))),
  },
}).createMachine({
  id: 'membersPage',
  context: ({ input }) => ({
    draft: toMemberFilterDraft(input.filters ?? {}),
    selection: [],
    dialog: undefined,
    statusError: undefined,
  }),
  initial: 'browsing',
  on: {
    ...filterDraftTransitions<MemberFilterDraft, MemberFilters, MembersPageContext, MembersPageEvent>(
      EMPTY_MEMBER_FILTERS,
      toMemberFilters,
    ),
    'selection.change': { actions: assign({ selection: ({ event }) => event.members }) },
  },
  states: {
    browsing: {
      on: {
        'member.open': {
          guard: 'dialogFitsMembers',
          target: 'editingMember',
          actions: assign({ dialog: ({ event }) => ({ kind: event.kind, members: event.members }) }),
        },
        'member.toggleStatus': {
          target: 'changingStatus',
          actions: assign({ statusError: undefined }),
        },
      },
    },
    editingMember: {
      exit: assign({ dialog: undefined }),
      on: {
        'member.cancel': 'browsing',
        'member.saved': { target: 'browsing', actions: ['clearSelection', 'notifySaved', 'refreshList'] },
      },
    },
    changingStatus: {
      tags: ['busy'],
      invoke: {
        src: 'changeStatus',
        input: ({ event }) => {
          const member = (event as Extract<MembersPageEvent, { type: 'member.toggleStatus' }>).member
          return { memberId: member.memberId, status: member.status === 'ENABLED' ? 'DISABLED' : 'ENABLED' }
        },
        onDone: { target: 'browsing', actions: ['notifyStatusChanged', 'refreshList'] },
        onError: {
          target: 'browsing',
          actions: assign({ statusError: ({ event }) => toListError(event.error) }),
        },
      },
    },
  },
})
