/**
 * A table's checksum that both dialects agree on: each row's values normalised (instants as ISO-8601
 * in UTC, numbers as numbers, bytes as hex), the rows' hashes sorted (SQLite and PostgreSQL order
 * text keys by different collations) and hashed together.
 */
import { createHash } from "node:crypto";
import type { ColumnInfo } from "../../db/data-copy";

export function normalise(value: unknown, kind: ColumnInfo["kind"]): unknown {
  if (value === null || value === undefined) return null;
  if (kind === "timestamp") {
    const at = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(at.getTime())) throw new Error(`not an instant: ${JSON.stringify(value)}`);
    return at.toISOString();
  }
  if (typeof value === "bigint") return Number(value);
  if (Buffer.isBuffer(value)) return `hex:${value.toString("hex")}`;
  if (value instanceof Date) return value.toISOString();
  return value;
}

export class TableChecksum {
  private readonly hashes: string[] = [];
  constructor(private readonly columns: ColumnInfo[]) {}

  add(row: Record<string, unknown>): void {
    const values = this.columns.map((c) => normalise(row[c.name], c.kind));
    this.hashes.push(createHash("sha256").update(JSON.stringify(values)).digest("hex"));
  }

  get count(): number {
    return this.hashes.length;
  }

  digest(): string {
    const all = createHash("sha256");
    for (const h of this.hashes.sort()) all.update(h);
    return all.digest("hex");
  }
}
