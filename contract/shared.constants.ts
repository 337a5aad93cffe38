// Constants that calls of several areas share, without zod: the browser imports them.

/** Longest receiver name of a delivery (the business profile's contact). */
export const MAX_RECEIVER_NAME_LENGTH = 100
/** Longest delivery address (the business profile's address). */
export const MAX_DELIVERY_ADDRESS_LENGTH = 300
/** A delivery phone: a mainland mobile or a landline (the business profile's rule). */
export const DELIVERY_PHONE_PATTERN = '^(1\\d{10}|0\\d{2,3}-?\\d{7,8})$'
