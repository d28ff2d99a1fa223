/**
 * The database service (docs/behaviour.md#platform-services): tables through the REST query builder, raw SQL
 * with parameters, and batches of statements.
 */
import { z } from "zod";
import type { ClientContext } from "../context.ts";
import { ErrorKind, validationError } from "../errors.ts";
import { TableQuery } from "./table.ts";

/** A row when the table has no schema of its own. */
export type AnyRow = Record<string, unknown>;
const AnyRowSchema: z.ZodType<AnyRow> = z.record(z.string(), z.unknown());

const SqlResultSchema = z.looseObject({
  rows: z.array(AnyRowSchema).default([]),
  columns: z.array(z.string()).optional(),
  rowCount: z.number().optional(),
});
export type SqlResult = z.infer<typeof SqlResultSchema>;

const BatchResultSchema = z.looseObject({
  results: z.array(z.looseObject({ rows: z.array(AnyRowSchema).default([]) })),
  executionTime: z.number().optional(),
  success: z.boolean().optional(),
});
export type BatchResult = z.infer<typeof BatchResultSchema>;

/** A value bound to a `?` or `$1` placeholder. */
export type SqlParam = string | number | boolean | null;
/**
 * One statement of a batch: SQL text, `{sql, args}` as the platform takes it, or `{query, params}` like sql().
 */
export type SqlStatement =
  | string
  | { sql: string; args?: readonly SqlParam[] }
  | { query: string; params?: readonly SqlParam[] };
/** "write": one transaction; "read": read-only; "deferred": constraints checked at the end. */
export type BatchMode = "write" | "read" | "deferred";

/** A statement as the platform's batch endpoint takes it. */
export function toBatchStatement(statement: SqlStatement): { sql: string; args: SqlParam[] } {
  if (typeof statement === "string") return { sql: statement, args: [] };
  if ("sql" in statement) return { sql: statement.sql, args: [...(statement.args ?? [])] };
  return { sql: statement.query, args: [...(statement.params ?? [])] };
}

export type DbApi = {
  /** A query on `table`; rows are checked against `schema` when one is given. */
  table<Row = AnyRow>(table: string, schema?: z.ZodType<Row>): TableQuery<Row>;
  sql(query: string, params?: readonly SqlParam[]): Promise<SqlResult>;
  /** @param mode @default "write" */
  batch(statements: readonly SqlStatement[], mode?: BatchMode): Promise<BatchResult>;
};

export function createDb(context: ClientContext): DbApi {
  const base = `/api/db/${context.projectPath}`;
  return {
    table<Row = AnyRow>(table: string, schema?: z.ZodType<Row>) {
      if (!table) throw validationError("A table name is required");
      return new TableQuery<Row>(context, table, schema ?? (AnyRowSchema as z.ZodType<Row>));
    },
    async sql(query, params = []) {
      if (!query.trim()) throw validationError("An SQL query is required");
      return await context.http.json({
        path: `${base}/sql`,
        json: { query, params },
        kind: ErrorKind.DATABASE,
      }, SqlResultSchema);
    },
    async batch(statements, mode = "write") {
      if (statements.length === 0) throw validationError("A batch needs at least one statement");
      const normalized = statements.map(toBatchStatement);
      if (normalized.some((statement) => !statement.sql.trim())) {
        throw validationError("An SQL query is required");
      }
      return await context.http.json(
        { path: `${base}/batch`, json: { statements: normalized, mode }, kind: ErrorKind.DATABASE },
        BatchResultSchema,
      );
    },
  };
}
