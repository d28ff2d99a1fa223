/**
 * One table of the project's database over its REST endpoint (docs/behaviour.md#platform-services): the query
 * builder plus the calls that run it, GET (list), POST (insert), PATCH (update) and DELETE. Rows are
 * validated with the table's schema.
 */
import { z } from "zod";
import type { ClientContext } from "../context.ts";
import { ErrorCode, ErrorKind, PlatformError, validationError } from "../errors.ts";
import { invalidResponse } from "../http-errors.ts";
import { EMPTY_QUERY, QueryBuilder, type QueryState } from "./query-builder.ts";

/** The column an upsert matches rows on when none is named (as the platform's own SDK does). */
export const DEFAULT_CONFLICT_COLUMN = "id";

/** A page of rows; `count` when count() was asked for, `nextCursor` when the platform has more. */
export type ListResult<Row> = { rows: Row[]; count?: number; nextCursor?: string };

const PageSchema = z.union([
  z.array(z.unknown()),
  z.looseObject({
    data: z.array(z.unknown()).optional(),
    rows: z.array(z.unknown()).optional(),
    count: z.number().optional(),
    nextCursor: z.string().nullish(),
  }),
]);

type PageBody = { data?: unknown[]; rows?: unknown[]; count?: number; nextCursor?: string | null };

/** "0-9/42" or "*\/42" -> 42. */
export function countFromContentRange(header: string | null): number | undefined {
  const total = header?.split("/")[1];
  if (total === undefined || total === "*") return undefined;
  const count = Number(total);
  return Number.isInteger(count) ? count : undefined;
}

export class TableQuery<Row> extends QueryBuilder<TableQuery<Row>> {
  constructor(
    private readonly context: ClientContext,
    private readonly table: string,
    private readonly rowSchema: z.ZodType<Row>,
    state: QueryState = EMPTY_QUERY,
  ) {
    super(state, (next) => new TableQuery(context, table, rowSchema, next));
  }

  private get path(): string {
    return `/api/db/${this.context.projectPath}/rest/v1/${encodeURIComponent(this.table)}`;
  }

  private rows(values: unknown[]): Row[] {
    const parsed = z.array(this.rowSchema).safeParse(values);
    if (parsed.success) return parsed.data;
    throw invalidResponse(ErrorKind.DATABASE, this.path, parsed.error);
  }

  private parse(text: string): z.infer<typeof PageSchema> {
    let json: unknown = [];
    try {
      if (text.trim() !== "") json = JSON.parse(text);
    } catch (error) {
      throw new PlatformError(
        ErrorKind.DATABASE,
        ErrorCode.INVALID_RESPONSE,
        `Invalid response format from ${this.path}: not JSON`,
        {
          cause: error,
        },
      );
    }
    const page = PageSchema.safeParse(json);
    if (!page.success) throw invalidResponse(ErrorKind.DATABASE, this.path, page.error);
    return page.data;
  }

  private async call(
    method: string,
    payload: unknown,
    prefer: string[],
    query = this.toQueryString(),
  ): Promise<ListResult<Row>> {
    if (this.state.count) prefer.push(`count=${this.state.count}`);
    const response = await this.context.http.send({
      method,
      path: this.path,
      query,
      json: payload,
      headers: prefer.length > 0 ? { Prefer: prefer.join(",") } : undefined,
      kind: ErrorKind.DATABASE,
    });
    const page = this.parse(await response.text());
    const body: PageBody = Array.isArray(page) ? { data: page } : page;
    const result: ListResult<Row> = { rows: this.rows(body.data ?? body.rows ?? []) };
    const total = body.count ?? countFromContentRange(response.headers.get("content-range"));
    if (total !== undefined) result.count = total;
    const next = body.nextCursor ?? response.headers.get("x-next-cursor");
    if (next) result.nextCursor = next;
    return result;
  }

  private requireFilter(call: string): void {
    if (this.state.filters.length === 0) {
      throw validationError(
        `${call}() needs at least one filter; it would change every row of ${this.table}`,
      );
    }
  }

  /** The matching rows. */
  list(): Promise<ListResult<Row>> {
    return this.call("GET", undefined, []);
  }

  /** The first matching row, or null. */
  async first(): Promise<Row | null> {
    const { rows } = await this.limit(1).list();
    return rows[0] ?? null;
  }

  /**
   * Inserts one row or many; with `upsert`, a row whose `onConflict` column (default "id") matches a stored row
   * is merged into it. Returns the stored rows.
   */
  async insert(
    rows: Partial<Row> | Partial<Row>[],
    options: { upsert?: boolean; onConflict?: string } = {},
  ): Promise<Row[]> {
    const list = Array.isArray(rows) ? rows : [rows];
    if (list.length === 0) throw validationError("insert() needs at least one row");
    const prefer = ["return=representation"];
    let query = this.toQueryString();
    if (options.upsert) {
      // The platform reads the conflict column from on_conflict; PostgREST itself also wants the Prefer.
      prefer.push("resolution=merge-duplicates");
      const column = options.onConflict ?? DEFAULT_CONFLICT_COLUMN;
      if (!column.trim()) throw validationError("onConflict needs a column name");
      query = [query, `on_conflict=${encodeURIComponent(column)}`].filter(Boolean).join("&");
    } else if (options.onConflict !== undefined) {
      throw validationError("onConflict applies only with upsert: true");
    }
    return (await this.call("POST", rows, prefer, query)).rows;
  }

  /** Changes the matching rows (a filter is required). Returns the changed rows. */
  async update(patch: Partial<Row>): Promise<Row[]> {
    this.requireFilter("update");
    return (await this.call("PATCH", patch, ["return=representation"])).rows;
  }

  /** Deletes the matching rows (a filter is required). Returns the deleted rows. */
  async delete(): Promise<Row[]> {
    this.requireFilter("delete");
    return (await this.call("DELETE", undefined, ["return=representation"])).rows;
  }
}
