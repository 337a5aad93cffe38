// Request and response schemas of the session calls (SPEC.md section 7, Session).
// The server validates with these at run time; the browser imports the types only.
import { z } from 'zod'

export const loginRequest = z.object({
  USERNAME: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(64, { error: 'tooLong' }),
  PASSWORD: z.string({ error: 'required' }).min(1, { error: 'required' }).max(256, { error: 'tooLong' }),
})
export type LoginRequest = z.input<typeof loginRequest>

export const loginResponse = z.object({ token: z.string() })
export type LoginResponse = z.infer<typeof loginResponse>

export const userInfoQuery = z.object({ token: z.string().optional() })

export const userInfo = z.object({
  roles: z.array(z.string()),
  name: z.string(),
  avatar: z.string(),
  userLoginId: z.string(),
  partyId: z.string(),
  vipName: z.string(),
  vipCode: z.string(),
  thruDate: z.string().nullable(),
  fromDate: z.string().nullable(),
  mesNum: z.number().int(),
  erpInfoId: z.string(),
  indexPageNum: z.number().int(),
  carouselNum: z.number().int(),
  /**
   * The permission keys the user holds (contract/permissions.ts): null when not narrowed
   * (merchant accounts, admin). The menu, the routes and the action buttons follow them.
   */
  permissions: z.array(z.string()).nullable(),
  /**
   * The pages of the keys the user lacks (route ids): the menu and the routes leave them out.
   * Answered by the server so the shell needs no copy of the catalogue; empty when not narrowed.
   */
  deniedPages: z.array(z.string()),
})
export type UserInfo = z.infer<typeof userInfo>

/**
 * partyId is accepted for compatibility with the original client, but the counts are always
 * the caller's own tenant's (never a party named in the request).
 */
export const menuCountRequest = z.object({
  partyId: z.string({ error: 'string' }).max(32, { error: 'tooLong' }).optional(),
})

export const menuCountItem = z.object({
  orderCount: z.number().int(),
  refundCount: z.number().int(),
  cooperateCount: z.number().int(),
  omsOrderCount: z.number().int(),
})
export type MenuCountItem = z.infer<typeof menuCountItem>
/** getMenuCount answers a list (SPEC.md section 3, Counters) holding one item. */
export type MenuCountResponse = MenuCountItem[]
