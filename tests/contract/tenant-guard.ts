// The tenant key guard of the contract suite (issue 19, "the tenant key is the distribution
// key"): every statement the app sends while a contract test runs passes through this Kysely
// plugin, and a read, update or delete of a tenant-owned table (one with a `party_id` column)
// that never names `party_id` is recorded with the code that sent it. The harness fails the
// test file when it closes with a record. This guards tenant isolation (a lookup by id alone
// could read another merchant's row) and keeps every query routable by the distribution key
// of docs/scaling.md.
//
// The check is per query (a statement and each subquery in it): the query's own tenant tables
// need a party key (party_id, or the caller's side of a two-party record: buyer_party_id,
// applicant_party_id...) in its WHERE, a join's ON or its HAVING; selecting the column is not
// filtering by it. Raw SQL is checked by its text. Inserts carry party_id as a NOT NULL column
// and are not checked.
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely'
import { UPLOAD_REFERENCES } from '../../server/storage/upload-references.ts'
import { SCHEMA } from './schema-spec.ts'

/** Tables whose rows belong to one merchant: those with a party_id column. */
export const TENANT_TABLES: ReadonlySet<string> = new Set(
  Object.entries(SCHEMA)
    .filter(([, columns]) => 'party_id' in columns)
    .map(([table]) => table),
)

/**
 * Statements that reach a tenant table before there is a tenant to filter by, each with the
 * reason it is safe: the table, and the code that may (matched against the caller's frame).
 */
export const TENANT_GUARD_EXEMPT: ReadonlyArray<{ table: string; caller: RegExp; why: string }> = [
  {
    table: 'user_login',
    caller: /\bfindLoginByUsername\b/,
    why: 'sign-in finds the account by its user name, which is unique across merchants; the tenant comes from it',
  },
  {
    table: 'session',
    caller: /\/server\/session\//,
    why: 'a session is found by its token hash (or its user, to end it); the tenant comes from it',
  },
  {
    table: 'user_login',
    caller: /\bfindSessionWithLogin\b/,
    why: 'the session found by its token brings its account; the tenant comes from it',
  },
  ...['announcement', 'announcement_show_record'].map((table) => ({
    table,
    caller: /\b(carousel|unseenPopups|isVisible|countAnnouncementSlots)\b/,
    why: 'published announcements are the network’s notice board, read by every merchant (what each viewer has seen is filtered by the viewer)',
  })),
  {
    table: 'upload',
    caller: /\bstoredContentType\b/,
    why: 'an uploaded image is served by its stored name (random, unguessable) to whoever shows it: buyers see a supplier’s product images',
  },
  ...[...new Set(['material', ...UPLOAD_REFERENCES.map((r) => r.table)])].map((table) => ({
    table,
    caller: /\b(isUploadReferenced|sweepUnusedUploads)\b/,
    why: 'before an upload is deleted, every record of every merchant is searched for it: an order line keeps the seller’s product image; the answer is only yes or no',
  })),
  {
    table: 'upload',
    caller: /\bsweepUnusedUploads\b/,
    why: 'the nightly sweep (npm run uploads:sweep) looks at old uploads of every merchant; each deletion names the row’s party_id',
  },
  {
    table: 'domain_event',
    caller: /\/server\/events\/domain-events\.ts/,
    why: 'the outbox is delivered to each consumer in commit order across merchants (one position per consumer); a consumer scopes what it writes by the event’s party_id',
  },
  {
    table: 'sales_order',
    caller: /\bclaimOverdueOrder\b/,
    why: 'the scheduled job claims the overdue unpaid orders of every merchant (server/orders/pay-timeout.job.ts); the cancel that follows names the order’s party_id',
  },
  ...['passkey', 'user_login'].map((table) => ({
    table,
    caller: /\bfindPasskeyByCredential\b/,
    why: 'a passkey sign-in names the credential, not the merchant: the credential row (unique across merchants) says whose, and its login',
  })),
  ...['totp_ticket', 'user_login'].map((table) => ({
    table,
    caller: /\bfindTicket\b/,
    why: 'the code step of a sign-in names its ticket (256 random bits, stored hashed), not the merchant: the ticket row says whose',
  })),
  {
    table: 'totp_ticket',
    caller: /\bsaveTicket\b/,
    why: 'expired sign-in tickets of every merchant are cleared as new ones are made (they sign nothing in)',
  },
  ...['payment_notification', 'vip_order'].map((table) => ({
    table,
    caller: /\/server\/distribution\/membership\.repository\.ts/,
    why: 'a payment provider’s signed notification names the order, not the merchant: the order’s owner comes from it',
  })),
]

export interface TenantViolation {
  kind: string
  tables: string[]
  caller: string
}

type Node = { kind?: string } & Record<string, unknown>

const PARTY_KEY = /party_id\b/

/** Whether a subtree names a party key column (party_id, buyer_party_id...) or raw SQL with one. */
function namesPartyKey(node: unknown): boolean {
  if (node === null || typeof node !== 'object') return false
  if (Array.isArray(node)) return node.some(namesPartyKey)
  const n = node as Node
  if (n.kind === 'IdentifierNode' && typeof n.name === 'string' && PARTY_KEY.test(n.name)) return true
  if (n.kind === 'RawNode' && (n.sqlFragments as readonly string[]).some((f) => PARTY_KEY.test(f)))
    return true
  return Object.entries(n).some(([key, value]) => key !== 'kind' && namesPartyKey(value))
}

/** A table the query reads or changes directly (not through a subquery), by name. */
function tableName(node: unknown): string | undefined {
  const n = node as Node | undefined
  if (n?.kind === 'TableNode') return (n.table as { identifier?: { name?: string } }).identifier?.name
  if (n?.kind === 'AliasNode') return tableName(n.node)
  return undefined
}

/** The name a FROM or JOIN item is referred to by: its alias, or its table's name. */
function aliasOf(node: unknown): string | undefined {
  const n = node as Node | undefined
  if (n?.kind === 'AliasNode') return ((n.alias as Node).name as string | undefined) ?? undefined
  return tableName(n)
}

/** The qualifiers (`p` of `p.id`) of the column references in a subtree. */
function qualifiers(node: unknown, out: Set<string>): Set<string> {
  if (node === null || typeof node !== 'object') return out
  if (Array.isArray(node)) {
    for (const n of node) qualifiers(n, out)
    return out
  }
  const n = node as Node
  if (n.kind === 'ReferenceNode') {
    const q = tableName(n.table)
    if (q) out.add(q)
  }
  for (const [key, value] of Object.entries(n)) if (key !== 'kind') qualifiers(value, out)
  return out
}

/**
 * Checks one query and, recursively, the queries inside it: each query's own tenant tables
 * (FROM, JOIN, UPDATE, DELETE, USING) need a party key in its WHERE, a join's ON, or HAVING.
 * A correlated subquery (its WHERE names a column of the query around it, `s.product_id =
 * p.id`) reads only rows of the outer row, which its own query guards.
 */
function check(node: unknown, out: Set<string>, nested = false): void {
  if (node === null || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const n of node) check(n, out, nested)
    return
  }
  const n = node as Node
  if (n.kind === 'SelectQueryNode' || n.kind === 'UpdateQueryNode' || n.kind === 'DeleteQueryNode') {
    const joins = (n.joins as Node[] | undefined) ?? []
    const direct = [
      ...(((n.from as Node | undefined)?.froms as unknown[] | undefined) ?? []),
      ...(((n.using as Node | undefined)?.tables as unknown[] | undefined) ?? []),
      ...(n.kind === 'UpdateQueryNode' ? [n.table] : []),
      ...joins.map((j) => j.table),
    ]
      .map(tableName)
      .filter((t): t is string => t !== undefined && TENANT_TABLES.has(t))
    const own = new Set(
      [
        ...(((n.from as Node | undefined)?.froms as unknown[] | undefined) ?? []),
        ...(n.kind === 'UpdateQueryNode' ? [n.table] : []),
        ...joins.map((j) => j.table),
      ]
        .map(aliasOf)
        .filter((a): a is string => a !== undefined),
    )
    const correlated = nested && [...qualifiers(n.where, new Set())].some((q) => !own.has(q))
    const filtered =
      correlated ||
      namesPartyKey(n.where) ||
      namesPartyKey(n.having) ||
      joins.some((j) => namesPartyKey(j.on))
    if (!filtered) for (const t of direct) out.add(t)
    for (const [key, value] of Object.entries(n)) if (key !== 'kind') check(value, out, true)
    return
  }
  for (const [key, value] of Object.entries(n)) if (key !== 'kind') check(value, out, nested)
}

const RAW_TABLE = /\b(?:from|join|update)\s+"?([a-z_]+)"?/gi
const RAW_UNCHECKED =
  /^\s*(insert|create|drop|alter|pragma|set|begin|commit|rollback|savepoint|release|vacuum|analyze|lock|select\s+set_config)\b/i

/** The text of a raw node and of the raw nodes nested in it. */
function rawText(node: unknown): string {
  if (node === null || typeof node !== 'object') return ''
  if (Array.isArray(node)) return node.map(rawText).join(' ')
  const n = node as Node
  const own = n.kind === 'RawNode' ? (n.sqlFragments as readonly string[]).join(' ') : ''
  return [
    own,
    ...Object.entries(n)
      .filter(([k]) => k !== 'kind' && k !== 'sqlFragments')
      .map(([, v]) => rawText(v)),
  ]
    .filter(Boolean)
    .join(' ')
}

/** The tenant tables a statement reads or changes without filtering by a party key, if any. */
export function unguardedTables(node: RootOperationNode | OperationNode): string[] {
  if (node.kind === 'InsertQueryNode' || node.kind === 'CreateTableNode') return []
  if (node.kind === 'RawNode') {
    // Raw SQL (sql`...`, with its nested fragments): its text says which tables it reads and
    // whether a party key is named.
    const text = rawText(node)
    if (RAW_UNCHECKED.test(text) || PARTY_KEY.test(text)) return []
    return [...new Set([...text.matchAll(RAW_TABLE)].map((m) => (m[1] as string).toLowerCase()))].filter(
      (t) => TENANT_TABLES.has(t),
    )
  }
  const out = new Set<string>()
  check(node, out)
  return [...out]
}

/** The app's own frames (server/) that sent the statement, innermost first. */
function callerOf(stack: string | undefined): string {
  const frames = (stack ?? '').split('\n').slice(1)
  const own = frames.filter((f) => f.includes('/server/') && !f.includes('node_modules')).slice(0, 3)
  return (own.length > 0 ? own : frames.slice(0, 1)).map((f) => f.trim()).join(' < ')
}

export function tenantGuardPlugin(violations: TenantViolation[]): KyselyPlugin {
  return {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      const tables = unguardedTables(node)
      if (tables.length > 0) {
        const caller = callerOf(new Error().stack)
        const unexplained = tables.filter(
          (t) => !TENANT_GUARD_EXEMPT.some((e) => e.table === t && e.caller.test(caller)),
        )
        if (unexplained.length > 0) violations.push({ kind: node.kind, tables: unexplained, caller })
      }
      return node
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return result
    },
  }
}
