// /control calls of account management: the caller's own account and the merchant's sub-users.
import type { UploadResponse } from '../../contract/uploads.schema.ts'
import type {
  AccountInfo,
  ChangeAccountPasswordInput,
  CreateSubUserInput,
  EndedSessionsResponse,
  PermissionCatalogue,
  SaveAccountInfoInput,
  SubUserDetail,
  SubUserRow,
  SubUserStatus,
  UpdateSubUserInput,
} from '../../contract/account.schema.ts'
import type { Page } from '../../contract/paging.schema.ts'
import { control } from './http.ts'

export function getAccountInfo(signal?: AbortSignal): Promise<AccountInfo> {
  return control('getAccountInfo', { body: {}, signal })
}

export function saveAccountInfo(input: SaveAccountInfoInput, signal?: AbortSignal): Promise<AccountInfo> {
  return control('saveAccountInfo', { body: input, signal })
}

export function changeAccountPassword(
  input: ChangeAccountPasswordInput,
  signal?: AbortSignal,
): Promise<EndedSessionsResponse> {
  return control('changeAccountPassword', { body: input, signal })
}

export function uploadAccountAvatar(file: File, signal?: AbortSignal): Promise<UploadResponse> {
  const form = new FormData()
  form.set('file', file, file.name)
  return control('uploadAccountAvatar', { body: form, ...(signal ? { signal } : {}) })
}

export interface SubUserListArgs {
  page: number
  pageSize: number
  search?: string
  status?: SubUserStatus
  sortField?: string
  sortOrder?: 'asc' | 'desc'
}

export function getSubUserList(args: SubUserListArgs, signal?: AbortSignal): Promise<Page<SubUserRow>> {
  return control('getSubUserList', { body: args, signal })
}

export function getSubUserDetail(userLoginId: string, signal?: AbortSignal): Promise<SubUserDetail> {
  return control('getSubUserDetail', { body: { userLoginId }, signal })
}

/** The keys the merchant may grant, in the interface language, with each role's defaults. */
export function getPermissionCatalogue(signal?: AbortSignal): Promise<PermissionCatalogue> {
  return control('getPermissionCatalogue', { body: {}, signal })
}

export function createSubUser(
  input: CreateSubUserInput,
  signal?: AbortSignal,
): Promise<{ userLoginId: string }> {
  return control('createSubUser', { body: input, signal })
}

export function updateSubUser(
  input: UpdateSubUserInput,
  signal?: AbortSignal,
): Promise<{ userLoginId: string }> {
  return control('updateSubUser', { body: input, signal })
}

export function changeSubUserStatus(
  userLoginId: string,
  status: SubUserStatus,
  signal?: AbortSignal,
): Promise<SubUserRow & { endedSessions: number }> {
  return control('changeSubUserStatus', { body: { userLoginId, status }, signal })
}

export function resetSubUserPassword(
  userLoginId: string,
  password: string,
  signal?: AbortSignal,
): Promise<EndedSessionsResponse> {
  return control('resetSubUserPassword', { body: { userLoginId, password }, signal })
}
