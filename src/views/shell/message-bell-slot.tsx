// The message bell's place in the top bar (SPEC.md section 2), left of the user menu, filled
// by the messages area (unread count: 0, the number, '99+' from 100; dropdown 300 px). Only
// while the bell is on: the root actor starts it for roles of the messages area alone.
import { useSelector } from '../shared/actors.ts'
import { useBellRef } from '../../root-context.tsx'
import { MessageBell } from '../messages/message-bell.tsx'

export function MessageBellSlot() {
  const on = useSelector(useBellRef(), (s) => s.hasTag('on'))
  return on ? <MessageBell /> : null
}
