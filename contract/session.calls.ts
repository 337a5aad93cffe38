// The /control calls of the session: sign-in, the caller, sign-out, menu badges and the bank list.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { z } from 'zod'
import { defineCalls, read, untracked } from './calls.ts'
import {
  loginRequest,
  loginResponse,
  menuCountItem,
  menuCountRequest,
  userInfo,
  userInfoQuery,
} from './session.schema.ts'
import { bankItem, emptyRequest } from './shared.schema.ts'

export const sessionCalls = defineCalls({
  vueUserLogin: {
    request: loginRequest,
    response: loginResponse,
    access: 'public',
    audit: untracked('sign-in attempts are kept by the sign-in limits and the session row'),
  },
  vueGetUserInfo: {
    input: 'query',
    request: userInfoQuery,
    response: userInfo,
    access: 'session',
    audit: read,
  },
  userLogout: {
    request: emptyRequest,
    response: z.null(),
    access: 'session',
    audit: untracked('the session row records its end'),
  },
  getMenuCount: {
    request: menuCountRequest,
    response: z.array(menuCountItem),
    access: 'session',
    audit: read,
  },
  getBank: {
    input: 'query',
    request: emptyRequest,
    response: z.array(bankItem),
    access: 'session',
    audit: read,
  },
})
