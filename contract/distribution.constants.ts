// Limits of the distribution calls (members, ranks, groups, salesmen), without the schema
// library: distribution.schema.ts validates with them on the server, and the browser's forms
// show them and refuse input beyond them at the field (the production bundle carries no zod).

/** Longest name of a rank, a group or a salesman, after trimming. */
export const NAME_MAX = 100
/** Longest remark (member, rank, group, salesman), after trimming. */
export const REMARK_MAX = 500
/** A rank's discount in permille: 1000 = the distribution price, 950 = 5% off. */
export const DISCOUNT_PERMILLE = { min: 1, max: 1000 } as const
/** A rank's sort position. */
export const RANK_SORT = { min: 0, max: 9999 } as const
/** The most groups one member can be in. */
export const MEMBER_GROUPS_MAX = 100
/** The most members one batch call may change. */
export const MEMBER_IDS_MAX = 500

/**
 * The member list counts the matches of a name or phone word up to this many; beyond, it answers
 * this number with `totalIsCapped` and the list shows "1,000+". Each match is a join to the
 * member's party and three LIKEs: counting every match of a common word over 100,000 members
 * took 105-170 ms (issue 37), against the list's 20 ms.
 */
export const MEMBER_SEARCH_COUNT_CAP = 1_000
/** Longest salesman phone. */
export const PHONE_MAX = 32
