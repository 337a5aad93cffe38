// groupMembers?groupId=…: the members of one group.
import './distribution-locales.ts'
import { GroupMembersPage } from './member-set-page.tsx'

export default GroupMembersPage
