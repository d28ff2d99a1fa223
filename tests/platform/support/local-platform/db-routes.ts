/**
 * The local platform's database service: PostgREST-style REST over in-memory tables (an insert with
 * `on_conflict=<column>` is an upsert on that column, as the SDK sends it), plus sql (`{query, params}`) and
 * batch (`{statements: [{sql, args}], mode}`), which echo what they ran as rows.
 */
import { Hono } from "hono";
import { errorBody, type PlatformEnv } from "./env.ts";
import { matchesFilter, parseFilters, selectColumns, sortRows } from "./postgrest.ts";
import type { PlatformState } from "./state.ts";

type Row = Record<string, unknown>;

export function dbRoutes(state: PlatformState) {
  const app = new Hono<PlatformEnv>();
  const query = (url: string) => new URL(url).searchParams;
  const rowsOf = (table: string) => {
    if (!state.tables.has(table)) state.tables.set(table, []);
    return state.tables.get(table)!;
  };
  const matching = (table: string, params: URLSearchParams) => {
    const filters = parseFilters(params);
    return rowsOf(table).filter((row) => filters.every((filter) => matchesFilter(row, filter)));
  };

  app.get("/:project/rest/v1/:table", (c) => {
    const params = query(c.req.url);
    let rows: Row[];
    try {
      rows = sortRows(matching(c.req.param("table"), params), params.get("order"));
    } catch (error) {
      return c.json(errorBody("PGRST100", (error as Error).message), 400);
    }
    const total = rows.length;
    const start = Number(params.get("cursor") ?? params.get("offset") ?? 0);
    const limit = params.has("limit") ? Number(params.get("limit")) : total;
    const page = selectColumns(rows.slice(start, start + limit), params.get("select"));
    const headers: Record<string, string> = {};
    if (c.req.header("prefer")?.includes("count=exact")) {
      headers["Content-Range"] = `${start}-${start + page.length - 1}/${total}`;
    }
    if (start + page.length < total) headers["X-Next-Cursor"] = String(start + page.length);
    return c.json(page, 200, headers);
  });
  app.post("/:project/rest/v1/:table", async (c) => {
    const body = await c.req.json();
    const rows = rowsOf(c.req.param("table"));
    const conflict = query(c.req.url).get("on_conflict");
    const stored = (Array.isArray(body) ? body : [body]).map((input: Row) => {
      const existing = conflict && input[conflict] !== undefined
        ? rows.find((row) => row[conflict] === input[conflict])
        : undefined;
      if (existing) return Object.assign(existing, input);
      const row = { id: state.next("row_"), ...input };
      rows.push(row);
      return row;
    });
    return c.json(stored, 201);
  });
  app.patch("/:project/rest/v1/:table", async (c) => {
    const patch = await c.req.json();
    const changed = matching(c.req.param("table"), query(c.req.url)).map((row) => Object.assign(row, patch));
    return c.json(changed);
  });
  app.delete("/:project/rest/v1/:table", (c) => {
    const table = c.req.param("table");
    const doomed = matching(table, query(c.req.url));
    state.tables.set(table, rowsOf(table).filter((row) => !doomed.includes(row)));
    return c.json(doomed);
  });
  const run = (sql: unknown, args: unknown) => {
    const rows = String(sql).trim().toLowerCase().startsWith("select") ? [{ sql, args }] : [];
    return { rows, columns: rows.length > 0 ? ["sql", "args"] : [], rowCount: rows.length };
  };
  app.post("/:project/sql", async (c) => {
    const { query: sql, params } = await c.req.json();
    if (typeof sql !== "string" || !sql.trim()) {
      return c.json(errorBody("VALIDATION_ERROR", "query required"), 400);
    }
    return c.json({ ...run(sql, params), executionTime: 1 });
  });
  app.post("/:project/batch", async (c) => {
    const { statements, mode } = await c.req.json();
    if (!Array.isArray(statements) || statements.some((statement) => typeof statement?.sql !== "string")) {
      return c.json(errorBody("VALIDATION_ERROR", "statements must be a list of {sql, args}"), 400);
    }
    const results = statements.map((statement: { sql: string; args?: unknown[] }) =>
      run(statement.sql, statement.args ?? [])
    );
    return c.json({ results, mode, executionTime: 1, success: true });
  });
  return app;
}
