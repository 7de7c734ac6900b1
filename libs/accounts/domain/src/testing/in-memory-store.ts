/** A table of plain snapshots. Entities are rebuilt on every read, as a database would. */
export class InMemoryTable<Row> {
  rows = new Map<string, Row>();

  values(): Row[] {
    return [...this.rows.values()];
  }
}

/** The tables behind the in-memory repositories, with snapshot/restore for transactions. */
export class InMemoryAccountsStore {
  readonly tables = new Set<InMemoryTable<unknown>>();

  table<Row>(): InMemoryTable<Row> {
    const table = new InMemoryTable<Row>();
    this.tables.add(table as InMemoryTable<unknown>);
    return table;
  }

  snapshot(): Map<InMemoryTable<unknown>, Map<string, unknown>> {
    return new Map([...this.tables].map((table) => [table, new Map(table.rows)]));
  }

  restore(saved: Map<InMemoryTable<unknown>, Map<string, unknown>>): void {
    for (const [table, rows] of saved) table.rows = new Map(rows);
  }
}
