// The message bell's place in the top bar (SPEC.md section 2), left of the user menu, filled
// by the messages area (unread count: 0, the number, '99+' from 100; dropdown 300 px).
import { MessageBell } from '../messages/message-bell.tsx'

export function MessageBellSlot() {
  return <MessageBell />
}
