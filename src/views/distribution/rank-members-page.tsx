// rankMembers?rankId=…: the members of one rank.
import './distribution-locales.ts'
import { RankMembersPage } from './member-set-page.tsx'

export default RankMembersPage
