// Where the business friend pages and the chat live (route-table paths).
export const FRIEND_LIST_PATH = '/business-opportunities/busiFriendList'

export function friendDetailPath(partyId: string, infoId?: string): string {
  const q = new URLSearchParams({ partyId })
  if (infoId) q.set('infoId', infoId)
  return `/business-opportunities/busiFriendDetail?${q}`
}

export function chatPath(partyId: string): string {
  return `/message/chatRecord?${new URLSearchParams({ partyId })}`
}
