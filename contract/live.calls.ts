// The push channel of the messages area (issue 32). The one list of its calls (docs/api.md
// documents it); contract/calls.ts says what an entry holds.
import { defineCalls, read } from './calls.ts'
import { liveEvent, liveEventsQuery } from './live.schema.ts'

export const liveCalls = defineCalls({
  /**
   * A Server-Sent Events stream: `response` describes each event (not an envelope); a refusal
   * (no or an ended session, a bad lastEventId) answers the envelope like every call.
   */
  events: { input: 'stream', request: liveEventsQuery, response: liveEvent, access: 'session', audit: read },
})
