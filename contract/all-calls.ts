// Every /control call, from the catalogue of each area or part (contract/<name>.calls.ts, the one
// hand-written list of calls; contract/calls.ts says what an entry holds). This module composes
// every area, as the demo seed does (scripts/check-areas.ts COMPOSITION_ROOTS). The server reads
// it for the audit classification (server/audit/audit-calls.ts), the contract tests for their
// answer checks and the mounting check, and the browser for its typed control()
// (src/services/http.ts) through `import type` only, so zod stays out of the bundle.
// A new catalogue gets one line here.
import type { z } from 'zod'
import { answersEnvelope, type CallDef, mergeCatalogues } from './calls.ts'
import { accountCalls } from './account.calls.ts'
import { afterSalesCalls } from './after-sales.calls.ts'
import { announcementsCalls } from './announcements.calls.ts'
import { auditCalls } from './audit.calls.ts'
import { businessFriendsCalls } from './business-friends.calls.ts'
import { businessProfileCalls } from './business-profile.calls.ts'
import { catalogueCalls } from './catalogue.calls.ts'
import { coursesCalls } from './courses.calls.ts'
import { dashboardCalls } from './dashboard.calls.ts'
import { distributionCalls } from './distribution.calls.ts'
import { distributionSetupCalls } from './distribution-setup.calls.ts'
import { exchangeCertificatesCalls } from './exchange-certificates.calls.ts'
import { financeCalls } from './finance.calls.ts'
import { liveCalls } from './live.calls.ts'
import { marketingCalls } from './marketing.calls.ts'
import { messagesCalls } from './messages.calls.ts'
import { ordersCalls } from './orders.calls.ts'
import { productSetupCalls } from './product-setup.calls.ts'
import { productsCalls } from './products.calls.ts'
import { projectsCalls } from './projects.calls.ts'
import { purchasesCalls } from './purchases.calls.ts'
import { repairCalls } from './repair.calls.ts'
import { sessionCalls } from './session.calls.ts'
import { statisticsCalls } from './statistics.calls.ts'
import { stockCalls } from './stock.calls.ts'
import { thirdPlatformCalls } from './third-platform.calls.ts'
import { uploadsCalls } from './uploads.calls.ts'

/** The catalogues by the name of their file (`orders` is contract/orders.calls.ts). */
export const CATALOGUES = {
  account: accountCalls,
  'after-sales': afterSalesCalls,
  announcements: announcementsCalls,
  audit: auditCalls,
  'business-friends': businessFriendsCalls,
  'business-profile': businessProfileCalls,
  catalogue: catalogueCalls,
  courses: coursesCalls,
  dashboard: dashboardCalls,
  distribution: distributionCalls,
  'distribution-setup': distributionSetupCalls,
  'exchange-certificates': exchangeCertificatesCalls,
  finance: financeCalls,
  live: liveCalls,
  marketing: marketingCalls,
  messages: messagesCalls,
  orders: ordersCalls,
  'product-setup': productSetupCalls,
  products: productsCalls,
  projects: projectsCalls,
  purchases: purchasesCalls,
  repair: repairCalls,
  session: sessionCalls,
  statistics: statisticsCalls,
  stock: stockCalls,
  'third-platform': thirdPlatformCalls,
  uploads: uploadsCalls,
} as const

/** Every call by name; a name catalogued twice stops the import with the two files named. */
export const ALL_CALLS = mergeCatalogues(CATALOGUES)

export type AllCalls = typeof ALL_CALLS

/** A call answered with the { code, message, data } envelope: what control() may name. */
export type ControlCall = {
  [K in keyof AllCalls]: AllCalls[K] extends { input: 'file' | 'stream' } ? never : K
}[keyof AllCalls]

/** The envelope calls made with GET (`input: 'query'`); every other one is a POST. */
export type GetCall = {
  [K in ControlCall]: AllCalls[K] extends { input: 'query' } ? K : never
}[ControlCall]
export type PostCall = Exclude<ControlCall, GetCall>

/** The `data` of a call's successful answer (its catalogue response schema's output type). */
export type ControlAnswer<N extends ControlCall> = z.output<AllCalls[N]['response']>

/** Every call, with its name, in catalogue order. */
export function callEntries(): [string, CallDef][] {
  return Object.entries(ALL_CALLS as Record<string, CallDef>)
}

/** Every call that answers an envelope, with its response schema (the contract harness's checks). */
export function responseSchemas(): Record<string, z.ZodType> {
  return Object.fromEntries(
    callEntries()
      .filter(([, call]) => answersEnvelope(call))
      .map(([name, call]) => [name, call.response]),
  )
}
