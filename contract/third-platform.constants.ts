// Limits of the third-party platform area (SPEC.md section 7, Integration), without the schema
// library: third-platform.schema.ts validates with them and the browser's form shows them.

/** Longest value of one ERP connection parameter. */
export const MAX_ERP_PARAMETER_LENGTH = 200
/** Longest keyword of the platform product search. */
export const MAX_PLATFORM_KEYWORD_LENGTH = 100
/** What `erpInfoId` holds when the merchant has not chosen an ERP (SPEC.md section 3). */
export const NO_ERP = '0'
