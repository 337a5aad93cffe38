// Limits of the business profile, the opportunities list and business product orders, without
// the schema library: business-profile.schema.ts validates with them on the server, and the
// browser's forms show them and refuse input beyond them at the field (no zod in the bundle).

/** What a merchant is in the network (busi_profile.business_type). */
export const BUSINESS_TYPES = ['SUPPLIER', 'RETAILER', 'BOTH'] as const
export type BusinessType = (typeof BUSINESS_TYPES)[number]

export const MAX_COMPANY_NAME_LENGTH = 200
export const MAX_INDUSTRY_LENGTH = 100
export const MAX_MAIN_BUSINESS_LENGTH = 500
export const MAX_INTRO_LENGTH = 2000
export const MAX_CONTACT_NAME_LENGTH = 100
export const MAX_ADDRESS_LENGTH = 300
/** Gallery images of a profile (the logo is separate). */
export const MAX_PROFILE_IMAGES = 6
/** Categories a profile lists (public product categories). */
export const MAX_PROFILE_CATEGORIES = 10
/** A mainland mobile number or a landline with area code. */
export const PHONE_PATTERN = '^(1\\d{10}|0\\d{2,3}-?\\d{7,8})$'
/** The multipart field imageUpload reads the file from. */
export const IMAGE_UPLOAD_FIELD = 'file'
/** Largest image imageUpload accepts. */
export const MAX_IMAGE_UPLOAD_BYTES = 2 * 1024 * 1024
/** Longest cooperation application message. */
export const MAX_COOPERATION_MESSAGE_LENGTH = 500
/** Units of one line of a business product order. */
export const ORDER_QUANTITY = { min: 1, max: 9999 } as const
/** Lines of one business product order. */
export const MAX_ORDER_LINES = 50
/** Longest buyer remark on a business product order. */
export const MAX_ORDER_REMARK_LENGTH = 200
/** Retailer cards getRandomBusiRetailerFromNewMerchant answers at most. */
export const MAX_RANDOM_RETAILERS = 12
/** The plan code of the business security deposit (vip_plan.kind BUSI_SECURITY). */
export const BUSI_SECURITY_KIND = 'BUSI_SECURITY'
