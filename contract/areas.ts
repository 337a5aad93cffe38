// The one map of the product's areas (docs/architecture-rules.md, "One map of areas"). Every
// layer names an area the same way, in kebab-case: src/machines/<area>/, src/views/<area>/,
// server/<area>/, tests/unit/<area>/ are folders; contract/<name>.*.ts, src/services/<name>.api.ts,
// src/locales/<lng>/<name>.json and tests/{contract,e2e}/<name>….ts are files whose <name> is the
// area or one of its parts. A part is a named piece of an area with its own schema, service and
// texts (after-sales in orders), never a folder of its own. `npm run lint` runs
// scripts/check-areas.ts, which holds every layer to this map and refuses an import of another
// area's internals unless the importing area lists it under `uses`.

export type Layer = 'contract' | 'server' | 'services' | 'machines' | 'views' | 'locales'

export interface AreaDef {
  /** Named pieces of the area in the file layers (contract, services, locales, tests). */
  readonly parts?: readonly string[]
  /** The layers the area has; a layer listed here and missing, or present and unlisted, fails. */
  readonly layers: readonly Layer[]
  /** Other areas whose code this area may import, each with the reason. */
  readonly uses?: Readonly<Record<string, string>>
}

const ALL: readonly Layer[] = ['contract', 'server', 'services', 'machines', 'views', 'locales']
const NO_MACHINES: readonly Layer[] = ['contract', 'server', 'services', 'views', 'locales']

export const AREA_MAP = {
  account: {
    layers: ALL,
    uses: { session: 'a password reset ends the sub-user sessions; the account page lists the login’s passkeys and sets its one-time codes' },
  },
  announcements: {
    layers: ALL,
    uses: {
      messages: 'announcements are read in the message centre and share its actors and styles',
      products: "an announcement's cover is picked from the material library (its picker)",
    },
  },
  audit: { layers: ['contract', 'server', 'services', 'locales'] },
  'business-network': {
    parts: ['business-friends', 'business-profile'],
    layers: ALL,
    uses: {
      distribution: 'the business security deposit is bought through the open-membership order',
      marketing: 'a business order checks the seller’s purchase limits',
      orders:
        'a business order and its quote are priced by the orders’ pricing engine (docs/pricing.md), and get their payment deadline from the seller’s order settings',
      products: 'a business order reserves stock through the stock ledger',
      messages: 'friend notices open from the message centre',
    },
  },
  catalogue: {
    layers: ALL,
    uses: {
      products: 'an approved catalogue order reserves stock through the stock ledger',
      orders: 'an approved catalogue order is priced by the orders’ pricing engine (docs/pricing.md)',
      'business-network':
        'a dealer’s catalogue order is delivered to its business profile’s contact and address, prefilled',
    },
  },
  courses: { layers: NO_MACHINES },
  dashboard: {
    layers: ALL,
    uses: {
      statistics: 'the dashboard counts sales as the reports define them (SALE_STATUSES)',
      products: 'the dashboard counts SKUs at low stock as the stock ledger defines it',
    },
  },
  distribution: {
    parts: ['distribution-setup', 'activity'],
    layers: ALL,
    uses: {
      'business-network': 'open membership and the business security deposit share one payment record',
      purchases: 'the payment provider’s notification (paymentNotify) also pays a buyer’s sales order',
    },
  },
  'exchange-certificates': {
    layers: ALL,
    uses: { 'business-network': 'an exchange request is decided with the friend decision dialogs' },
  },
  finance: {
    parts: ['repair-settlement'],
    layers: ALL,
    uses: { statistics: 'the books check recomputes the report’s sales from the orders (SALE_STATUSES)' },
  },
  marketing: { layers: ALL },
  messages: {
    parts: ['live'],
    layers: ALL,
    uses: {
      announcements: 'the message centre shows the announcement carousel and pop-ups',
      'business-network': 'chat sends a product card and opens friend pages',
    },
  },
  orders: {
    parts: ['after-sales'],
    layers: ALL,
    uses: {
      products:
        'shipping, cancelling and returns move stock through the stock ledger; the order detail shows each line’s stock effect',
      marketing:
        'the pricing engine reads the seller’s running promotions and purchase-limit rules (effectiveLimit)',
      'business-network':
        'the delivery note’s sender defaults to the seller’s business profile (name, region and address, phone)',
    },
  },
  products: {
    parts: ['product-setup', 'stock'],
    layers: ALL,
    uses: { distribution: 'the product form picks a freight template through getFreightTemplates' },
  },
  projects: { layers: NO_MACHINES },
  purchases: {
    layers: ALL,
    uses: {
      orders:
        'the buyer pays, cancels, confirms and asks for an after-sale through the seller’s order steps, and reads the order as the seller’s detail answers it',
    },
  },
  repair: {
    layers: ALL,
    uses: { account: "the repair merchant manages its repair staff with the account area's sub-user pages" },
  },
  session: {
    layers: ALL,
    // Passkeys (their calls, used by the account page too) and the login page's passkey texts,
    // which load after the login form.
    parts: ['passkeys', 'sign-in', 'totp'],
    uses: {
      shell: 'sign-in preloads the signed-in frame',
      audit: 'the one-time code step of a sign-in writes its own audit rows (enrolment, a recovery code used)',
      messages: 'sign-in reports the unread count of the merchant',
    },
  },
  shell: {
    layers: ['machines', 'views', 'locales'],
    // The page settings panel's texts load with the panel, not with the frame; so do the offline
    // inspector's (?inspect, development and mock builds).
    parts: ['settings', 'inspector'],
    uses: { '*': 'the frame composes every area: page loaders, header, menu badges' },
  },
  statistics: { layers: ALL },
  'third-platform': { layers: ALL },
} as const satisfies Record<string, AreaDef>

export type AreaName = keyof typeof AREA_MAP

/** What every area may import: the shared folder of each layer. */
export const SHARED_AREA = 'shared'

/**
 * The platform areas shared code may use: the frame's long-lived actors (dialogs, settings,
 * page context), the signed-in session and the audit trail that every record page shows.
 */
export const SHARED_USES: Readonly<Record<string, string>> = {
  shell: 'shared views talk to the frame’s dialogs, settings and page context',
  session: 'the request guard reads the session; shared fakes build a signed-in user',
  audit: 'every record page shows its history',
}

/** A part of an area (after-sales of orders, activity of distribution...). */
export type AreaPart = {
  [K in AreaName]: (typeof AREA_MAP)[K] extends { parts: readonly (infer P)[] } ? P : never
}[AreaName]
