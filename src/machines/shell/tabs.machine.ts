// The tab bar of visited pages (SPEC.md section 2): pinned dashboard, refresh, close, close
// others, close all, which pages stay cached, unsaved-input protection, persisted per user.
// At most `maxTabs` tabs stay open (a layout setting): opening one more closes the least
// recently shown clean tab, never a pinned one, the one being opened, or one with unsaved input.
import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate'
import { DEFAULT_SETTINGS } from './settings.machine.ts'

export interface TabEntry {
  /** The route id (its title and cache flag come from the route table). */
  readonly id: string
  /** Pathname: one tab per path. */
  readonly path: string
  /** Path with its query, restored when the tab is opened again. */
  readonly fullPath: string
  /** A restored tab whose page left unsaved input behind (kept drafts, src/browser/form-drafts.ts). */
  readonly unsaved?: boolean
}

/** An action that would throw away open pages, possibly with unsaved input. */
export type Discard =
  | { kind: 'close'; path: string }
  | { kind: 'closeOthers'; path: string }
  | { kind: 'closeAll' }
  | { kind: 'refresh'; path: string }
  | { kind: 'logout' }

export interface TabsContext {
  pinned: readonly TabEntry[]
  tabs: readonly TabEntry[]
  activePath: string | undefined
  userKey: string | undefined
  /** Route ids the signed-in user may open; restored tabs outside it are dropped. */
  allowedIds: readonly string[]
  /** Bumped on refresh: a page renders under this key, so a new generation re-mounts it. */
  generations: Readonly<Record<string, number>>
  /** Paths of tabs whose page reported unsaved input. */
  dirty: readonly string[]
  pending: Discard | undefined
  /** Where the last discard sends the user, if its active tab went away or is refreshed. */
  followUp: FollowUp | undefined
  /** The most tabs kept open, pinned ones included. */
  maxTabs: number
  /** Paths in the order they were last shown, least recent first. */
  recent: readonly string[]
}

export type TabsEvent =
  | { type: 'tabs.visit'; tab: TabEntry }
  | { type: 'tabs.close'; path: string }
  | { type: 'tabs.closeOthers'; path: string }
  | { type: 'tabs.closeAll' }
  | { type: 'tabs.refresh'; path: string }
  | { type: 'tabs.markDirty'; path: string; dirty: boolean }
  /** Log out, asking first when a tab holds unsaved input. */
  | { type: 'tabs.logout' }
  | { type: 'tabs.confirmDiscard' }
  | { type: 'tabs.cancelDiscard' }
  /** A user signed in: bring back their open tabs, keeping only pages they may open. */
  | { type: 'tabs.restore'; userKey: string; allowedIds: readonly string[] }
  /** The session ended: back to the pinned tabs; `forget` also drops the saved ones (logout). */
  | { type: 'tabs.clear'; forget: boolean }
  /** The tab limit setting changed (or was read at start): close what exceeds it. */
  | { type: 'tabs.setLimit'; maxTabs: number }

export interface TabsInput {
  pinned: readonly TabEntry[]
  maxTabs?: number
}

/** Tab refresh goes through /redirect/<path> (SPEC.md section 2, Public routes). */
export const REDIRECT_PREFIX = '/redirect'

function isPinned(context: Pick<TabsContext, 'pinned'>, path: string): boolean {
  return context.pinned.some((t) => t.path === path)
}

/** The tabs left after a discard, the paths it removes, and where to go if the active tab went away. */
export function applyDiscard(
  context: TabsContext,
  discard: Discard,
): { tabs: TabEntry[]; removed: string[]; navigateTo: string | undefined; activePath: string | undefined } {
  if (discard.kind === 'refresh') {
    const tab = context.tabs.find((t) => t.path === discard.path)
    return {
      tabs: [...context.tabs],
      removed: [],
      navigateTo: tab ? `${REDIRECT_PREFIX}${tab.fullPath}` : undefined,
      activePath: tab ? tab.path : context.activePath,
    }
  }
  const stays = (t: TabEntry) => {
    if (isPinned(context, t.path)) return true
    if (discard.kind === 'close') return t.path !== discard.path
    if (discard.kind === 'closeOthers') return t.path === discard.path
    return false
  }
  const tabs = context.tabs.filter(stays)
  const removed = context.tabs.filter((t) => !stays(t)).map((t) => t.path)
  if (context.activePath && removed.includes(context.activePath)) {
    const target =
      discard.kind === 'closeOthers' ? tabs.find((t) => t.path === discard.path) : tabs[tabs.length - 1]
    return { tabs, removed, navigateTo: target?.fullPath, activePath: target?.path }
  }
  return { tabs, removed, navigateTo: undefined, activePath: context.activePath }
}

/** Paths whose unsaved input a discard would throw away. */
export function inputAtRisk(context: TabsContext, discard: Discard): string[] {
  if (discard.kind === 'logout') return [...context.dirty]
  if (discard.kind === 'refresh') return context.dirty.filter((p) => p === discard.path)
  const { removed } = applyDiscard(context, discard)
  return context.dirty.filter((p) => removed.includes(p))
}

/**
 * The tabs left when at most `maxTabs` may stay: the least recently shown clean tabs close
 * first (tabs not shown since sign-in count as older, left to right). Pinned tabs, the active
 * tab and tabs with unsaved input never close, so the list may stay longer than the limit.
 */
export function withinLimit(
  context: Pick<TabsContext, 'pinned' | 'tabs' | 'dirty' | 'recent' | 'activePath' | 'maxTabs'>,
): TabEntry[] {
  const excess = context.tabs.length - context.maxTabs
  if (excess <= 0) return [...context.tabs]
  const closing = context.tabs
    .filter(
      (t) => !isPinned(context, t.path) && t.path !== context.activePath && !context.dirty.includes(t.path),
    )
    .map((t, order) => ({ path: t.path, shown: context.recent.indexOf(t.path), order }))
    .sort((a, b) => a.shown - b.shown || a.order - b.order)
    .slice(0, excess)
    .map((t) => t.path)
  return context.tabs.filter((t) => !closing.includes(t.path))
}

/** The recency list without the paths of tabs that closed. */
const keepOpen = (recent: readonly string[], tabs: readonly TabEntry[]) =>
  recent.filter((p) => tabs.some((t) => t.path === p))

const savedTabs = (context: Pick<TabsContext, 'pinned' | 'tabs'>) =>
  context.tabs.filter((t) => !isPinned(context, t.path))

/** The discard an event asks for (a confirmation carries out the one held back). */
function discardOf(context: TabsContext, event: TabsEvent): Discard | undefined {
  switch (event.type) {
    case 'tabs.close':
      return { kind: 'close', path: event.path }
    case 'tabs.closeOthers':
      return { kind: 'closeOthers', path: event.path }
    case 'tabs.closeAll':
      return { kind: 'closeAll' }
    case 'tabs.refresh':
      return { kind: 'refresh', path: event.path }
    case 'tabs.logout':
      return { kind: 'logout' }
    case 'tabs.confirmDiscard':
      return context.pending
    default:
      return undefined
  }
}

export interface FollowUp {
  to: string
  replace: boolean
}

const persistParams = ({ context }: { context: TabsContext }) => ({
  userKey: context.userKey,
  tabs: savedTabs(context),
})
const followUpParams = ({ context }: { context: TabsContext }) => context.followUp

/** The tabs whose input a discard throws away: their kept drafts go with them. */
const discardedParams = ({ context, event }: { context: TabsContext; event: TabsEvent }) => {
  const discard = discardOf(context, event)
  let paths: string[] = []
  if (discard?.kind === 'refresh') paths = [discard.path]
  else if (discard && discard.kind !== 'logout') paths = applyDiscard(context, discard).removed
  return { userKey: context.userKey, paths }
}

const carryOutDiscard = [
  { type: 'dropDrafts', params: discardedParams },
  'applyDiscard',
  { type: 'persist', params: persistParams },
  { type: 'navigate', params: followUpParams },
] as const

const discardTransitions = [
  { guard: 'putsInputAtRisk', target: 'confirming', actions: 'holdDiscard' },
  { guard: 'isLogout', actions: 'logoutConfirmed' },
  { actions: carryOutDiscard },
] as const

export const tabsMachine = setup({
  types: {
    context: {} as TabsContext,
    events: {} as TabsEvent,
    input: {} as TabsInput,
    tags: {} as 'ready' | 'confirming',
  },
  actors: {
    loadTabs: fromPromise<TabEntry[], { userKey: string }>(async () => []),
  },
  actions: {
    /** Filled by the provider with the router's navigate; nothing to do when undefined. */
    navigate: (_, _params: FollowUp | undefined) => {},
    /** Filled by the provider: saves a signed-in user's open tabs (not the pinned ones). */
    persist: (_, _params: { userKey: string | undefined; tabs: TabEntry[] }) => {},
    forget: (_, _params: { userKey: string | undefined }) => {},
    /** Filled by the provider: drops the kept drafts of tabs closed or refreshed. */
    dropDrafts: (_, _params: { userKey: string | undefined; paths: string[] }) => {},
    logoutConfirmed: sendParent({ type: 'tabs.logoutConfirmed' }),
    openTab: assign(({ context }, params: { tab: TabEntry }) => {
      const { tab } = params
      const exists = context.tabs.some((t) => t.path === tab.path)
      const opened = {
        ...context,
        activePath: tab.path,
        recent: [...context.recent.filter((p) => p !== tab.path), tab.path],
        tabs: exists
          ? context.tabs.map((t) => (t.path === tab.path ? { ...t, fullPath: tab.fullPath } : t))
          : [...context.tabs, tab],
      }
      const tabs = withinLimit(opened)
      return { activePath: opened.activePath, recent: keepOpen(opened.recent, tabs), tabs }
    }),
    setLimit: assign(({ context }, params: { maxTabs: number }) => {
      const tabs = withinLimit({ ...context, maxTabs: params.maxTabs })
      return { maxTabs: params.maxTabs, tabs, recent: keepOpen(context.recent, tabs) }
    }),
    setDirty: assign(({ context }, params: { path: string; dirty: boolean }) => {
      const others = context.dirty.filter((p) => p !== params.path)
      return { dirty: params.dirty ? [...others, params.path] : others }
    }),
    holdDiscard: assign({ pending: ({ context, event }) => discardOf(context, event) }),
    dropPending: assign({ pending: undefined }),
    applyDiscard: assign(({ context, event }) => {
      const discard = discardOf(context, event)
      if (!discard || discard.kind === 'logout') return { followUp: undefined }
      const { tabs, removed, navigateTo, activePath } = applyDiscard(context, discard)
      if (discard.kind === 'refresh') {
        return {
          activePath,
          generations: {
            ...context.generations,
            [discard.path]: (context.generations[discard.path] ?? 0) + 1,
          },
          dirty: context.dirty.filter((p) => p !== discard.path),
          followUp: navigateTo ? { to: navigateTo, replace: true } : undefined,
        }
      }
      return {
        tabs,
        activePath,
        dirty: context.dirty.filter((p) => !removed.includes(p)),
        followUp: navigateTo ? { to: navigateTo, replace: false } : undefined,
      }
    }),
    mergeRestored: assign(({ context }, params: { saved: readonly TabEntry[] }) => {
      const saved = params.saved.filter(
        (t) => !isPinned(context, t.path) && context.allowedIds.includes(t.id),
      )
      const visitedMeanwhile = savedTabs(context).filter((t) => !saved.some((s) => s.path === t.path))
      // A tab whose page left a draft behind still holds unsaved input: closing it asks first.
      const unsaved = saved.filter((t) => t.unsaved).map((t) => t.path)
      const dirty = [...context.dirty, ...unsaved.filter((p) => !context.dirty.includes(p))]
      const tabs = withinLimit({
        ...context,
        dirty,
        tabs: [...context.pinned, ...saved.map(({ id, path, fullPath }) => ({ id, path, fullPath })), ...visitedMeanwhile],
      })
      return { tabs, dirty, recent: keepOpen(context.recent, tabs) }
    }),
    reset: assign(({ context }) => ({
      tabs: [...context.pinned],
      activePath: undefined,
      userKey: undefined,
      allowedIds: [],
      generations: {},
      dirty: [],
      pending: undefined,
      followUp: undefined,
      recent: [],
    })),
  },
  guards: {
    putsInputAtRisk: ({ context, event }) => {
      const discard = discardOf(context, event)
      return discard !== undefined && inputAtRisk(context, discard).length > 0
    },
    isPinnedTab: ({ context, event }) => {
      assertEvent(event, 'tabs.close')
      return isPinned(context, event.path)
    },
    isLogout: ({ context, event }) => discardOf(context, event)?.kind === 'logout',
  },
}).createMachine({
  id: 'tabs',
  context: ({ input }) => ({
    pinned: input.pinned,
    tabs: [...input.pinned],
    activePath: undefined,
    userKey: undefined,
    allowedIds: [],
    generations: {},
    dirty: [],
    pending: undefined,
    followUp: undefined,
    maxTabs: input.maxTabs ?? DEFAULT_SETTINGS.maxTabs,
    recent: [],
  }),
  initial: 'inactive',
  on: {
    'tabs.visit': { actions: { type: 'openTab', params: ({ event }) => ({ tab: event.tab }) } },
    'tabs.markDirty': { actions: { type: 'setDirty', params: ({ event }) => event } },
    'tabs.setLimit': { actions: { type: 'setLimit', params: ({ event }) => event } },
    // Nothing is open that could lose input here: log out straight away.
    'tabs.logout': { actions: 'logoutConfirmed' },
    'tabs.restore': {
      target: '.restoring',
      actions: assign(({ event }) => ({ userKey: event.userKey, allowedIds: event.allowedIds })),
    },
    'tabs.clear': {
      target: '.inactive',
      actions: [
        {
          type: 'forget',
          params: ({ context, event }) => ({ userKey: event.forget ? context.userKey : undefined }),
        },
        'reset',
      ],
    },
  },
  states: {
    inactive: { description: 'Nobody signed in: no tabs.' },
    restoring: {
      description: 'Reading the user’s saved tabs, keeping only pages the user may open.',
      invoke: {
        src: 'loadTabs',
        input: ({ context }) => ({ userKey: context.userKey ?? '' }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'mergeRestored', params: ({ event }) => ({ saved: event.output }) },
            { type: 'persist', params: persistParams },
          ],
        },
        onError: { target: 'ready' },
      },
    },
    ready: {
      description:
        'The tab bar: visit, refresh, close, close others and close all; the dashboard tab is pinned.',
      tags: ['ready'],
      on: {
        'tabs.visit': {
          actions: [
            { type: 'openTab', params: ({ event }) => ({ tab: event.tab }) },
            { type: 'persist', params: persistParams },
          ],
        },
        'tabs.setLimit': {
          actions: [
            { type: 'setLimit', params: ({ event }) => event },
            { type: 'persist', params: persistParams },
          ],
        },
        'tabs.close': [{ guard: 'isPinnedTab' }, ...discardTransitions],
        'tabs.closeOthers': discardTransitions,
        'tabs.closeAll': discardTransitions,
        'tabs.refresh': discardTransitions,
        'tabs.logout': discardTransitions,
      },
    },
    confirming: {
      description: 'A page being closed (or a logout) would lose unsaved input: asking before going on.',
      tags: ['confirming'],
      on: {
        'tabs.confirmDiscard': [
          { guard: 'isLogout', target: 'ready', actions: ['logoutConfirmed', 'dropPending'] },
          { target: 'ready', actions: [...carryOutDiscard, 'dropPending'] },
        ],
        'tabs.cancelDiscard': { target: 'ready', actions: 'dropPending' },
        // One question at a time: anything else that discards tabs waits for the answer.
        'tabs.close': {},
        'tabs.closeOthers': {},
        'tabs.closeAll': {},
        'tabs.refresh': {},
        'tabs.logout': {},
      },
    },
  },
})
