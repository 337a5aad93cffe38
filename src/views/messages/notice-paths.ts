// Where a business notice leads: one rule for the bell's dropdown and the network's notices page.
// A card-exchange application opens its own page; other applications (friend requests and their
// answers) the friend list; distribution notices the cooperation list.
import { pathTo } from '../../routes/paths.ts'

const COOPERATION_PATH = pathTo('cooperation')
const FRIEND_LIST_PATH = pathTo('busiFriendList')
const exchangeApplyPath = (id: string) => pathTo('exchangeApplyDetail', { id })

export function busiNoticePath(n: { type: string; refType: string; refId: string }): string {
  if (n.type === 'DIS') return COOPERATION_PATH
  if (n.refType === 'EXCHANGE_APPLY' && n.refId !== '') return exchangeApplyPath(n.refId)
  return FRIEND_LIST_PATH
}
