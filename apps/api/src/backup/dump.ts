// The database as rows, read in one snapshot so the backup is consistent while the server keeps writing, and
// written back into an empty database of the same version. Works the same on PGlite and PostgreSQL: every
// table of the public schema, parents before children, through the app's own connection.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';

/** The rows of a raw query's result: both drivers answer an object with `rows`. */
function rowsOf<T extends z.ZodType>(schema: T, result: unknown): z.infer<T>[] {
  return z.object({ rows: z.array(schema) }).parse(result).rows;
}

const tableRow = z.object({ name: z.string(), parent: z.string().nullable() });

/** The public schema's tables, each after every table it refers to. */
export async function tablesInOrder(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select t.table_name as name, p.relname as parent
    from information_schema.tables t
    left join pg_constraint c
      on c.conrelid = (quote_ident(t.table_schema) || '.' || quote_ident(t.table_name))::regclass and c.contype = 'f'
    left join pg_class p on p.oid = c.confrelid
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`);
  const edges = rowsOf(tableRow, result);
  const parents = new Map<string, Set<string>>();
  for (const { name, parent } of edges) {
    const set = parents.get(name) ?? new Set<string>();
    if (parent && parent !== name) set.add(parent);
    parents.set(name, set);
  }
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of [...(parents.get(name) ?? [])].sort()) visit(parent, path);
    ordered.push(name);
  };
  for (const name of [...parents.keys()].sort()) visit(name, new Set());
  return ordered;
}

const jsonRow = z.object({ row: z.record(z.string(), z.unknown()) });

/** Every row of every table, as JSON, in `tables`' order; run inside the snapshot's transaction. */
export async function readRows(db: Database, tables: readonly string[]): Promise<Map<string, unknown[]>> {
  const rows = new Map<string, unknown[]>();
  for (const table of tables) {
    const result = await db.execute(sql`select row_to_json(t) as row from ${sql.identifier(table)} t`);
    rows.set(
      table,
      rowsOf(jsonRow, result).map((entry) => entry.row),
    );
  }
  return rows;
}

/** Replaces the table's rows with these, then moves every serial column's sequence past the highest id restored. */
export async function writeRows(db: Database, table: string, rows: readonly unknown[]): Promise<void> {
  // Written into a database just migrated, whose tables hold only what the migrations seeded (主題's tree): the
  // rows replace them, as the department had edited them.
  await db.execute(sql`delete from ${sql.identifier(table)}`);
  const batch = 500;
  for (let start = 0; start < rows.length; start += batch) {
    const json = JSON.stringify(rows.slice(start, start + batch));
    await db.execute(
      sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
    );
  }
  const serials = await db.execute(sql`
    select column_name as name from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and column_default like 'nextval(%'`);
  for (const { name } of rowsOf(z.object({ name: z.string() }), serials)) {
    await db.execute(sql`
      select setval(pg_get_serial_sequence(${table}, ${name}), coalesce(max(${sql.identifier(name)}), 1), max(${sql.identifier(name)}) is not null)
      from ${sql.identifier(table)}`);
  }
}
