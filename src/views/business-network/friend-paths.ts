// Where the business friend pages and the chat live (route-table paths).
import { pathTo } from '../../routes/paths.ts'

export const FRIEND_LIST_PATH = pathTo('busiFriendList')

export function friendDetailPath(partyId: string, infoId?: string): string {
  return pathTo('busiFriendDetail', { partyId, infoId: infoId || undefined })
}

export function chatPath(partyId: string): string {
  return pathTo('chatRecord', { partyId })
}
