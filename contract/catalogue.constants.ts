// Limits of the catalogue area (catalogues and the catalogue order audit), without the schema
// library: catalogue.schema.ts validates with them on the server, and the browser's forms show
// them and refuse input beyond them at the field (the production bundle carries no zod).

/** Longest catalogue name, after trimming. */
export const MAX_CATALOGUE_NAME_LENGTH = 200
/** Longest catalogue description. */
export const MAX_CATALOGUE_DESCRIPTION_LENGTH = 2000
/** Most products in one catalogue. */
export const MAX_CATALOGUE_PRODUCTS = 200
/** Longest rejection reason of a catalogue order. */
export const MAX_REJECT_TEXT_LENGTH = 500
/** Highest catalogue price, fen (one million yuan). */
export const MAX_CATALOGUE_PRICE = 100_000_000
/** A catalogue's states: DRAFT (being prepared), PUBLISHED (members may order), CLOSED. */
export const CATALOGUE_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number]
/** Who sees a catalogue: every member, or the members of the chosen groups. */
export const CATALOGUE_AUDIENCES = ['ALL', 'GROUPS'] as const
export type CatalogueAudience = (typeof CATALOGUE_AUDIENCES)[number]
/** The status changes a merchant may make: publish (DRAFT/CLOSED to PUBLISHED) and close. */
export const CATALOGUE_STATUS_ACTIONS = ['PUBLISH', 'CLOSE'] as const
export type CatalogueStatusAction = (typeof CATALOGUE_STATUS_ACTIONS)[number]
/** The audit states of a catalogue order (catalogueOrderAuditLifecycle), in tab order. */
export const CATALOGUE_ORDER_AUDIT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const
/** The quantities a member may order of one catalogue line (the business order's rule). */
export const CATALOGUE_ORDER_QUANTITY = { min: 1, max: 9999 } as const
/** Most lines in one catalogue order. */
export const MAX_CATALOGUE_ORDER_LINES = 50
/** Longest remark of a catalogue order. */
export const MAX_CATALOGUE_ORDER_REMARK_LENGTH = 200
/** A catalogue order's delivery follows the one delivery rule (contract/shared.schema.ts, deliveryRequest). */
export {
  DELIVERY_PHONE_PATTERN as CATALOGUE_PHONE_PATTERN,
  MAX_DELIVERY_ADDRESS_LENGTH as MAX_CATALOGUE_ADDRESS_LENGTH,
  MAX_RECEIVER_NAME_LENGTH as MAX_CATALOGUE_RECEIVER_LENGTH,
} from './shared.constants.ts'
