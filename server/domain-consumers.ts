// The consumers of the domain events (docs/design.md, "Domain events"), in the order a process
// runs them: what a state change leads to in other areas. Each applies an event once; a new one
// starts from the outbox's beginning and catches up.
import type { EventConsumer } from './events/domain-events.ts'
import { booksConsumer } from './finance/books.consumer.ts'
import { repairSettlementConsumer } from './repair/repair-settlement.consumer.ts'

export const DOMAIN_CONSUMERS: readonly EventConsumer[] = [booksConsumer, repairSettlementConsumer]
