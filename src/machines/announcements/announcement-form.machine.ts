// Create and edit an announcement (createAnn, editAnn): load the one being edited, check the
// form in the browser (the server checks again and names the field at fault), save.
import { assign, fromPromise, setup } from 'xstate'
import type { AnnouncementDetail, AnnouncementInput } from '../../../contract/announcements.schema.ts'

export type FormErrors = Partial<Record<keyof AnnouncementInput, string>>

export interface AnnouncementFormContext {
  infoId: string | undefined
  values: AnnouncementInput
  errors: FormErrors
  /** A failure that is not about one field (network, not found). */
  failure: string | undefined
  savedId: string | undefined
}

export type AnnouncementFormEvent =
  | { type: 'form.change'; values: Partial<AnnouncementInput> }
  | { type: 'form.submit' }
  | { type: 'form.retry' }

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i
const COVER_URL = /^(https?:\/\/[^\s]+|\/[^/\s][^\s]*)$/i

/** The same rules as contract/announcements.schema.ts, so most mistakes are caught before a call. */
export function validateAnnouncement(v: AnnouncementInput): FormErrors {
  const errors: FormErrors = {}
  if (v.title.trim() === '') errors.title = 'required'
  else if (v.title.trim().length > 200) errors.title = 'tooLong'
  if (v.body.replace(/<[^>]*>/g, '').trim() === '' && !/<img/i.test(v.body)) errors.body = 'required'
  if (!v.publishStartAt) errors.publishStartAt = 'required'
  if (!v.publishEndAt) errors.publishEndAt = 'required'
  else if (v.publishStartAt && new Date(v.publishEndAt).getTime() <= new Date(v.publishStartAt).getTime()) {
    errors.publishEndAt = 'endBeforeStart'
  }
  const url = (v.popUpViewWebUrl ?? '').trim()
  if (url !== '' && !HTTP_URL.test(url)) errors.popUpViewWebUrl = 'httpUrlOnly'
  const cover = (v.coverUrl ?? '').trim()
  if (cover !== '' && !COVER_URL.test(cover)) errors.coverUrl = 'urlOrPath'
  return errors
}

export function emptyAnnouncement(now: Date): AnnouncementInput {
  return {
    title: '',
    body: '',
    status: 'PUBLISHED',
    publishStartAt: now.toISOString(),
    publishEndAt: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    popUpViewWebUrl: '',
    coverUrl: '',
    isPopup: 0,
    inCarousel: 1,
    sort: 0,
  }
}

function fromDetail(d: AnnouncementDetail): AnnouncementInput {
  return {
    title: d.title,
    body: d.body,
    status: d.status,
    publishStartAt: d.publishStartAt ?? '',
    publishEndAt: d.publishEndAt ?? '',
    popUpViewWebUrl: d.popUpViewWebUrl,
    coverUrl: d.coverUrl,
    isPopup: d.isPopup,
    inCarousel: d.inCarousel,
    sort: d.sort,
  }
}

/** An envelope 40000 names the field; anything else is a failure for the whole form. */
function fieldError(error: unknown): { field: string; reason: string } | undefined {
  const e = error as { code?: number; data?: { field?: string; reason?: string } }
  if (e?.code === 40000 && e.data?.field && e.data.reason)
    return { field: e.data.field, reason: e.data.reason }
  return undefined
}

export const announcementFormMachine = setup({
  types: {
    context: {} as AnnouncementFormContext,
    events: {} as AnnouncementFormEvent,
    input: {} as { infoId?: string; now: Date },
    tags: {} as 'loading' | 'editing' | 'saving' | 'saved' | 'failed',
  },
  actors: {
    load: fromPromise<AnnouncementDetail, { infoId: string }>(async () => {
      throw new Error('load actor not provided')
    }),
    save: fromPromise<{ infoId: string }, { infoId: string | undefined; values: AnnouncementInput }>(
      async () => {
        throw new Error('save actor not provided')
      },
    ),
  },
  guards: {
    isEdit: ({ context }) => context.infoId !== undefined,
    isValid: ({ context }) => Object.keys(validateAnnouncement(context.values)).length === 0,
  },
}).createMachine({
  id: 'announcementForm',
  context: ({ input }) => ({
    infoId: input.infoId,
    values: emptyAnnouncement(input.now),
    errors: {},
    failure: undefined,
    savedId: undefined,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isEdit', target: 'loading' }, { target: 'editing' }] },
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ infoId: context.infoId ?? '' }),
        onDone: { target: 'editing', actions: assign({ values: ({ event }) => fromDetail(event.output) }) },
        onError: {
          target: 'loadFailed',
          actions: assign({
            failure: ({ event }) =>
              event.error instanceof Error ? event.error.message : String(event.error),
          }),
        },
      },
    },
    loadFailed: { tags: ['failed'], on: { 'form.retry': { target: 'loading' } } },
    editing: {
      tags: ['editing'],
      on: {
        'form.change': {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, ...event.values }),
            // A field's message goes away as soon as the user touches that field.
            errors: ({ context, event }) => {
              const next = { ...context.errors }
              for (const k of Object.keys(event.values)) delete next[k as keyof AnnouncementInput]
              return next
            },
          }),
        },
        'form.submit': [
          { guard: 'isValid', target: 'saving', actions: assign({ errors: {}, failure: undefined }) },
          { actions: assign({ errors: ({ context }) => validateAnnouncement(context.values) }) },
        ],
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'save',
        input: ({ context }) => ({ infoId: context.infoId, values: context.values }),
        onDone: { target: 'saved', actions: assign({ savedId: ({ event }) => event.output.infoId }) },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const field = fieldError(event.error)
            if (field) return { errors: { [field.field]: field.reason } as FormErrors, failure: undefined }
            return { failure: event.error instanceof Error ? event.error.message : String(event.error) }
          }),
        },
      },
    },
    saved: { tags: ['saved'], type: 'final' },
  },
})
