// Frozen in time: never import app code here. Takes Kysely<any> by design.
// The member list's total counted every member of the merchant on each page: 4 ms at ten times
// the data (issue 37, 100,340 members for one merchant), and 15 µs of the 110 µs the list's
// statements take at 340, on the call the load bench measures (getMemberData). dis_member_tally
// holds, per merchant and status, how many members there are, kept by the database itself as the
// order tallies are (2026_11_27_13_50_00): no write path can forget it. A member is taken out of
// its old (party, status) row and put into its new one on every update that moves one of those
// columns; rows at zero stay (a merchant has at most one per status).
import { type Kysely, sql } from 'kysely'
import { isPostgres } from './dialect-ddl.ts'

const TABLE = 'dis_member_tally'
const MOVING = ['party_id', 'status'] as const

/** Adds the members of `from` (a relation aliased `m`) into their rows, grouped, with `sign`. */
function tallyInto(pg: boolean, from: string, sign: '' | '-1 * '): string {
  const t = pg ? `${TABLE}.` : ''
  // (SQLite needs the WHERE to read ON CONFLICT as the upsert's, not as a join's.)
  return `insert into ${TABLE} (party_id, status, member_count)
    select m.party_id, m.status, ${sign}count(*)
    from ${from} where true
    group by m.party_id, m.status
    on conflict (party_id, status) do update set
      member_count = ${t}member_count + excluded.member_count`
}

/** A one-row relation of a trigger's OLD or NEW row, aliased `m`. */
const rowOf = (row: 'old' | 'new') => `(select ${MOVING.map((c) => `${row}.${c} as ${c}`).join(', ')}) m`

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db)
  await db.schema
    .createTable(TABLE)
    .addColumn('party_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('member_count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${TABLE}_pk`, ['party_id', 'status'])
    .execute()
  // Today's members, so that the table starts true.
  await sql.raw(tallyInto(pg, 'dis_member m', '')).execute(db)

  const add = tallyInto(pg, rowOf('new'), '')
  const remove = tallyInto(pg, rowOf('old'), '-1 * ')
  const differ = pg ? 'is distinct from' : 'is not'
  const moves = MOVING.map((c) => `old.${c} ${differ} new.${c}`).join(' or ')
  const columns = MOVING.join(', ')
  if (pg) {
    // Inserts, by statement: a bulk insert (the seeds) groups its members once.
    await sql
      .raw(`create function ${TABLE}_insert() returns trigger language plpgsql as $$
        begin ${tallyInto(true, 'new_members m', '')}; return null; end $$`)
      .execute(db)
    await sql
      .raw(`create function ${TABLE}_update() returns trigger language plpgsql as $$
        begin ${remove}; ${add}; return null; end $$`)
      .execute(db)
    await sql
      .raw(`create function ${TABLE}_delete() returns trigger language plpgsql as $$
        begin ${remove}; return null; end $$`)
      .execute(db)
    await sql
      .raw(`create trigger ${TABLE}_insert after insert on dis_member
        referencing new table as new_members for each statement execute function ${TABLE}_insert()`)
      .execute(db)
    await sql
      .raw(`create trigger ${TABLE}_update after update of ${columns} on dis_member
        for each row when (${moves}) execute function ${TABLE}_update()`)
      .execute(db)
    await sql
      .raw(`create trigger ${TABLE}_delete after delete on dis_member
        for each row execute function ${TABLE}_delete()`)
      .execute(db)
    return
  }
  await sql.raw(`create trigger ${TABLE}_insert after insert on dis_member begin ${add}; end`).execute(db)
  await sql
    .raw(`create trigger ${TABLE}_update after update of ${columns} on dis_member
      when ${moves}
      begin ${remove}; ${add}; end`)
    .execute(db)
  await sql.raw(`create trigger ${TABLE}_delete after delete on dis_member begin ${remove}; end`).execute(db)
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db)
  for (const trigger of [`${TABLE}_insert`, `${TABLE}_update`, `${TABLE}_delete`]) {
    await sql.raw(pg ? `drop trigger ${trigger} on dis_member` : `drop trigger ${trigger}`).execute(db)
    if (pg) await sql.raw(`drop function ${trigger}()`).execute(db)
  }
  await db.schema.dropTable(TABLE).execute()
}
