/**
 * A PostgREST-style query builder: filters (eq, neq, gt, gte, lt, lte, like, ilike, in, is), select, order,
 * limit, offset, cursor and count, encoded into a query string with PostgREST's quoting for lists. Immutable:
 * every method returns a new builder, so a base query can be shared.
 */
import { validationError } from "../errors.ts";

/** A value a filter compares with. */
export type FilterValue = string | number | boolean | null;
export type FilterOperator = "eq" | "neq" | "gt" | "gte" | "lt" | "lte" | "like" | "ilike" | "in" | "is";
/** How the platform counts matching rows (sent as `Prefer: count=...`). */
export type CountMode = "exact" | "planned" | "estimated";

type Filter = { column: string; operator: FilterOperator; value: string };
type Order = { column: string; ascending: boolean; nullsFirst?: boolean };

/** Everything a query says; builders copy it on each call. */
export type QueryState = {
  readonly select?: string;
  readonly filters: readonly Filter[];
  readonly order: readonly Order[];
  readonly limit?: number;
  readonly offset?: number;
  readonly cursor?: string;
  readonly count?: CountMode;
};

/** Characters that make PostgREST read a list item as syntax unless it is double-quoted. */
const RESERVED_IN_LIST = /[,.:()"\\\s]/;

/** One item of an `in.(...)` list, double-quoted (with `"` and `\` escaped) when it has reserved characters. */
export function quoteListItem(value: FilterValue): string {
  if (value === null) return "null";
  const text = String(value);
  if (text !== "" && !RESERVED_IN_LIST.test(text)) return text;
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** The right-hand side of a filter, before URL encoding: "eq.5", "in.(1,2)", "is.null". */
export function formatFilter(operator: FilterOperator, value: FilterValue | readonly FilterValue[]): string {
  if (operator === "in") {
    if (!Array.isArray(value)) throw validationError("in() needs a list of values");
    return `in.(${value.map(quoteListItem).join(",")})`;
  }
  if (Array.isArray(value)) throw validationError(`${operator}() needs a single value`);
  if (operator === "is") {
    if (value !== null && typeof value !== "boolean") {
      throw validationError("is() accepts only null, true or false");
    }
    return `is.${String(value)}`;
  }
  return `${operator}.${String(value)}`;
}

function requireCount(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) {
    throw validationError(`${name} must be a whole number of at least 0`);
  }
  return value;
}

const enc = encodeURIComponent;

/** The query string of a state: every key and value percent-encoded, filters in the order they were added. */
export function encodeQueryState(state: QueryState): string {
  const parts: string[] = [];
  if (state.select !== undefined) parts.push(`select=${enc(state.select)}`);
  for (const filter of state.filters) parts.push(`${enc(filter.column)}=${enc(filter.value)}`);
  if (state.order.length > 0) {
    const order = state.order.map((entry) =>
      `${entry.column}.${entry.ascending ? "asc" : "desc"}${
        entry.nullsFirst === undefined ? "" : entry.nullsFirst ? ".nullsfirst" : ".nullslast"
      }`
    );
    parts.push(`order=${enc(order.join(","))}`);
  }
  if (state.limit !== undefined) parts.push(`limit=${state.limit}`);
  if (state.offset !== undefined) parts.push(`offset=${state.offset}`);
  if (state.cursor !== undefined) parts.push(`cursor=${enc(state.cursor)}`);
  return parts.join("&");
}

/** The filter and shaping methods; `Self` is the concrete builder type they return. */
export class QueryBuilder<Self> {
  constructor(
    readonly state: QueryState,
    private readonly make: (state: QueryState) => Self,
  ) {}

  private with(change: Partial<QueryState>): Self {
    return this.make({ ...this.state, ...change });
  }

  private filter(
    column: string,
    operator: FilterOperator,
    value: FilterValue | readonly FilterValue[],
  ): Self {
    if (!column) throw validationError("A filter needs a column name");
    return this.with({
      filters: [...this.state.filters, { column, operator, value: formatFilter(operator, value) }],
    });
  }

  /** Columns to return, as a list or PostgREST's select syntax. @default all columns */
  select(columns: string | readonly string[]): Self {
    return this.with({ select: typeof columns === "string" ? columns : columns.join(",") });
  }
  eq(column: string, value: FilterValue): Self {
    return this.filter(column, "eq", value);
  }
  neq(column: string, value: FilterValue): Self {
    return this.filter(column, "neq", value);
  }
  gt(column: string, value: FilterValue): Self {
    return this.filter(column, "gt", value);
  }
  gte(column: string, value: FilterValue): Self {
    return this.filter(column, "gte", value);
  }
  lt(column: string, value: FilterValue): Self {
    return this.filter(column, "lt", value);
  }
  lte(column: string, value: FilterValue): Self {
    return this.filter(column, "lte", value);
  }
  /** Case-sensitive pattern; `*` or `%` match any run of characters. */
  like(column: string, pattern: string): Self {
    return this.filter(column, "like", pattern);
  }
  /** Case-insensitive pattern. */
  ilike(column: string, pattern: string): Self {
    return this.filter(column, "ilike", pattern);
  }
  in(column: string, values: readonly FilterValue[]): Self {
    return this.filter(column, "in", values);
  }
  /** `is null`, `is true`, `is false`. */
  is(column: string, value: null | boolean): Self {
    return this.filter(column, "is", value);
  }
  /** Adds a sort key; earlier keys sort first. */
  order(column: string, options: { ascending?: boolean; nullsFirst?: boolean } = {}): Self {
    const entry: Order = { column, ascending: options.ascending ?? true, nullsFirst: options.nullsFirst };
    return this.with({ order: [...this.state.order, entry] });
  }
  limit(count: number): Self {
    return this.with({ limit: requireCount("limit", count) });
  }
  offset(count: number): Self {
    return this.with({ offset: requireCount("offset", count) });
  }
  /** Continues after the page a previous list() ended with (its `nextCursor`). */
  cursor(cursor: string): Self {
    return this.with({ cursor });
  }
  /** Asks the platform to count the matching rows too. @default "exact" */
  count(mode: CountMode = "exact"): Self {
    return this.with({ count: mode });
  }
  /** The encoded query string. */
  toQueryString(): string {
    return encodeQueryState(this.state);
  }
}

/** An empty query. */
export const EMPTY_QUERY: QueryState = { filters: [], order: [] };
