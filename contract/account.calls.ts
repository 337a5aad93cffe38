// The /control calls of account management: the caller's own account and the merchant's sub-users.
// The one list of them (docs/api.md documents each); contract/calls.ts says what an entry holds.
import { z } from 'zod'
import {
  accountInfo,
  changeAccountPasswordRequest,
  changeSubUserStatusRequest,
  createSubUserRequest,
  endedSessionsResponse,
  resetSubUserPasswordRequest,
  saveAccountInfoRequest,
  subUserIdRequest,
  permissionCatalogue,
  subUserDetail,
  subUserIdResponse,
  subUserListRequest,
  subUserRow,
  updateSubUserRequest,
} from './account.schema.ts'
import { defineCalls, read, write } from './calls.ts'
import { SUB_USER_MANAGER_ROLES } from './roles.ts'
import { pageOf } from './paging.schema.ts'
import { emptyRequest } from './shared.schema.ts'
import { imageUploadForm, uploadResponse } from './uploads.schema.ts'

/** The sub-user calls: the account area's merchants and the repair merchant (its staff). */
const managers = { roles: SUB_USER_MANAGER_ROLES } as const

export const accountCalls = defineCalls({
  getAccountInfo: { request: emptyRequest, response: accountInfo, access: 'account', audit: read },
  saveAccountInfo: {
    request: saveAccountInfoRequest,
    response: accountInfo,
    access: 'account',
    audit: write(),
  },
  changeAccountPassword: {
    request: changeAccountPasswordRequest,
    response: endedSessionsResponse,
    access: 'account',
    audit: write(),
  },
  uploadAccountAvatar: {
    input: 'form',
    request: imageUploadForm,
    response: uploadResponse,
    access: 'account',
    audit: write(),
  },
  getSubUserList: {
    request: subUserListRequest,
    response: pageOf(subUserRow),
    access: managers,
    audit: read,
  },
  getSubUserDetail: { request: subUserIdRequest, response: subUserDetail, access: managers, audit: read },
  getPermissionCatalogue: {
    request: emptyRequest,
    response: permissionCatalogue,
    access: managers,
    audit: read,
  },
  createSubUser: {
    request: createSubUserRequest,
    response: subUserIdResponse,
    access: managers,
    audit: write('subUser', 'userLoginId'),
  },
  updateSubUser: {
    request: updateSubUserRequest,
    response: subUserIdResponse,
    access: managers,
    audit: write('subUser', 'userLoginId'),
  },
  changeSubUserStatus: {
    request: changeSubUserStatusRequest,
    response: subUserRow.extend({ endedSessions: z.number().int().min(0) }),
    access: managers,
    audit: write('subUser', 'userLoginId'),
  },
  resetSubUserPassword: {
    request: resetSubUserPasswordRequest,
    response: endedSessionsResponse,
    access: managers,
    audit: write('subUser', 'userLoginId'),
  },
})
