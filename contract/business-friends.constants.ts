// Limits of business friends, friend applications and the products a chat can carry, without
// the schema library: business-friends.schema.ts validates with them on the server, and the
// browser shows them and checks them at the field (no zod in the bundle).

/** Longest message sent with a friend application. */
export const MAX_FRIEND_APPLY_MESSAGE_LENGTH = 500
/** Longest reason of a rejection (busi_friend_apply.reject_text). */
export const MAX_FRIEND_REJECT_TEXT_LENGTH = 500
/** Longest keyword of the friend and chat-product searches. */
export const MAX_FRIEND_KEYWORD_LENGTH = 50

/** A friend application's states (contract/lifecycles/application.lifecycle.ts, applyLifecycle). */
export const FRIEND_APPLY_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const
export type FriendApplyStatus = (typeof FRIEND_APPLY_STATUSES)[number]

/**
 * Where the caller stands with a merchant on its detail page: FRIEND; SENT (the caller applied,
 * waiting); RECEIVED (the merchant applied to the caller, waiting); SELF; NONE (may apply).
 */
export const FRIEND_RELATIONS = ['FRIEND', 'SENT', 'RECEIVED', 'SELF', 'NONE'] as const

/**
 * Where the caller stands as a distribution member of the merchant (busiFriendDetail): already
 * a member (dis_member), an application waiting (dis_cooperation_application PENDING), or
 * neither; the page offers "apply for cooperation" only for NONE (issue 35).
 */
export const COOPERATION_STANDINGS = ['MEMBER', 'PENDING', 'NONE'] as const
export type CooperationStanding = (typeof COOPERATION_STANDINGS)[number]
export type FriendRelation = (typeof FRIEND_RELATIONS)[number]

/** What a chat message carries: a text, or one of the sender's products. */
export const CHAT_CONTENT_TYPES = ['TEXT', 'PRODUCT'] as const
export type ChatContentType = (typeof CHAT_CONTENT_TYPES)[number]
