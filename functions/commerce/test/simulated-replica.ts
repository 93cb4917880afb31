/**
 * A D1 binding with one read replica that lags, for the read-your-writes tests (ADR 175). Local
 * D1 is a single database, so `withSession` never reads anything stale there; this stands in for
 * production's replication with two local databases:
 *
 * - the primary (env.DB) takes every write; each write (a statement, or a batch, D1's
 *   transaction) moves its position on by one;
 * - the replica is a copy of the primary taken by `replicate()`, at the primary's position then,
 *   and receives nothing until the next `replicate()`.
 *
 * A session keeps the position it has seen, as D1's does, and hands it out as a bookmark of
 * D1's shape (positions sort as the strings do). A read goes to the replica when the replica
 * holds at least what the session has seen, else to the primary (a real replica would first wait
 * to catch up; the primary is what it would then hold). So a session started "first-unconstrained"
 * reads the stale copy, and one started from the bookmark a write answered reads that write.
 */

/** D1's bookmark shape (functions/contract/d1-bookmark.ts), the position in its first part. */
const bookmarkOf = (position: number) =>
  `${position.toString(16).padStart(8, "0")}-00000000-00000000-${"0".repeat(32)}`;
const positionOf = (bookmark: string) => Number.parseInt(bookmark.slice(0, 8), 16);

const WRITE = /^\s*(?:with\b[\s\S]*\)\s*)?(?:insert|update|delete|replace)\b/i;

type Run = (statement: D1PreparedStatement) => Promise<unknown>;

export type ReplicatedDatabase = {
  /** Hand this to the service as env.DB. */
  db: D1Database;
  /** The replica catches up with everything the primary holds now. */
  replicate(): Promise<void>;
  /** Where each query of the sessions went, newest last. */
  served: ("primary" | "replica")[];
};

export function replicatedDatabase(primary: D1Database, replica: D1Database): ReplicatedDatabase {
  let primaryAt = 1;
  let replicaAt = 0;
  const served: ("primary" | "replica")[] = [];

  function openSession(start: string = "first-unconstrained"): D1DatabaseSession {
    let seen = start === "first-primary" ? primaryAt : start === "first-unconstrained" ? 0 : positionOf(start);
    /** The database this query goes to, moving the session's position on as D1's would. */
    const databaseFor = (writes: boolean): D1Database => {
      if (writes) {
        primaryAt += 1;
        seen = primaryAt;
      } else if (seen <= replicaAt) {
        seen = replicaAt;
        served.push("replica");
        return replica;
      } else {
        seen = primaryAt;
      }
      served.push("primary");
      return primary;
    };

    class Statement {
      constructor(
        readonly sql: string,
        readonly values: unknown[] = [],
      ) {}
      bind(...values: unknown[]) {
        return new Statement(this.sql, values);
      }
      on(db: D1Database): D1PreparedStatement {
        return db.prepare(this.sql).bind(...this.values);
      }
      private once(run: Run) {
        return run(this.on(databaseFor(WRITE.test(this.sql))));
      }
      first(column?: string) {
        return this.once((statement) => (column === undefined ? statement.first() : statement.first(column)));
      }
      run() {
        return this.once((statement) => statement.run());
      }
      all() {
        return this.once((statement) => statement.all());
      }
      raw(options?: { columnNames?: boolean }) {
        return this.once((statement) => statement.raw(options as { columnNames: true }));
      }
    }

    return {
      prepare: (sql: string) => new Statement(sql) as unknown as D1PreparedStatement,
      batch: (statements: D1PreparedStatement[]) => {
        const mine = statements as unknown as Statement[];
        // A batch is one transaction: with a write in it, all of it runs on the primary.
        const db = databaseFor(mine.some((statement) => WRITE.test(statement.sql)));
        return db.batch(mine.map((statement) => statement.on(db)));
      },
      getBookmark: () => bookmarkOf(seen),
    } as unknown as D1DatabaseSession;
  }

  // Queries on the binding itself (the dev outbox's INSERT) have no session: D1 sends them to the primary.
  const db = {
    withSession: openSession,
    prepare: (sql: string) => openSession("first-primary").prepare(sql),
    batch: (statements: D1PreparedStatement[]) => openSession("first-primary").batch(statements),
  } as unknown as D1Database;
  return {
    db,
    served,
    async replicate() {
      await copyTables(primary, replica);
      replicaAt = primaryAt;
    },
  };
}

/** Every table's rows from one database into the other (FTS tables through their columns, not their shadow tables). */
async function copyTables(from: D1Database, to: D1Database): Promise<void> {
  const { results } = await from
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
    )
    .all<{ name: string; sql: string }>();
  const virtual = results.filter((table) => /^create virtual table/i.test(table.sql)).map((table) => table.name);
  const tables = results
    .map((table) => table.name)
    .filter((name) => !virtual.some((owner) => name.startsWith(`${owner}_`)));
  const statements: D1PreparedStatement[] = [to.prepare("PRAGMA defer_foreign_keys = on")];
  for (const table of tables) {
    statements.push(to.prepare(`DELETE FROM "${table}"`));
    const rows = (await from.prepare(`SELECT * FROM "${table}"`).all<Record<string, unknown>>()).results;
    for (const row of rows) {
      const columns = Object.keys(row);
      statements.push(
        to
          .prepare(
            `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
          )
          .bind(...columns.map((column) => row[column])),
      );
    }
  }
  await to.batch(statements);
}
