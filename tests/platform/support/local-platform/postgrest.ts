/**
 * A small PostgREST filter interpreter for the local platform, written independently of the client's encoder so
 * the tests check the encoding round trip: query string -> filters -> rows.
 */

type Row = Record<string, unknown>;
export type ParsedFilter = { column: string; operator: string; value: string };

const RESERVED_PARAMS = new Set(["select", "order", "limit", "offset", "cursor"]);

/** Splits an `in` list "(a,"b,c",null)" into its items, honouring double quotes and backslash escapes. */
export function parseList(text: string): (string | null)[] {
  if (!text.startsWith("(") || !text.endsWith(")")) throw new Error(`Bad list: ${text}`);
  const body = text.slice(1, -1);
  const items: (string | null)[] = [];
  let index = 0;
  while (index <= body.length) {
    if (body[index] === '"') {
      let item = "";
      index++;
      while (index < body.length && body[index] !== '"') {
        if (body[index] === "\\") index++;
        item += body[index++];
      }
      if (body[index] !== '"') throw new Error(`Unterminated quote in ${text}`);
      items.push(item);
      index += 2; // the closing quote and the comma
    } else {
      const end = body.indexOf(",", index);
      const raw = body.slice(index, end === -1 ? body.length : end);
      if (raw.includes('"') || raw.includes("(") || raw.includes(")")) {
        throw new Error(`Unquoted reserved character: ${raw}`);
      }
      items.push(raw === "null" ? null : raw);
      index = end === -1 ? body.length + 1 : end + 1;
    }
  }
  return items;
}

/** The filters of a decoded query. */
export function parseFilters(params: URLSearchParams): ParsedFilter[] {
  const filters: ParsedFilter[] = [];
  for (const [column, raw] of params) {
    if (RESERVED_PARAMS.has(column)) continue;
    const dot = raw.indexOf(".");
    if (dot === -1) throw new Error(`Bad filter ${column}=${raw}`);
    filters.push({ column, operator: raw.slice(0, dot), value: raw.slice(dot + 1) });
  }
  return filters;
}

function same(cell: unknown, value: string | null): boolean {
  if (value === null) return cell === null || cell === undefined;
  if (typeof cell === "number") return cell === Number(value);
  if (typeof cell === "boolean") return String(cell) === value;
  return cell === value;
}

function compare(cell: unknown, value: string): number {
  if (typeof cell === "number") return cell - Number(value);
  return String(cell).localeCompare(value);
}

function pattern(value: string, flags: string): RegExp {
  const escaped = value.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/[*%]/g, ".*").replace(/_/g, ".");
  return new RegExp(`^${escaped}$`, flags);
}

export function matchesFilter(row: Row, filter: ParsedFilter): boolean {
  const cell = row[filter.column];
  switch (filter.operator) {
    case "eq":
      return same(cell, filter.value);
    case "neq":
      return !same(cell, filter.value);
    case "gt":
      return compare(cell, filter.value) > 0;
    case "gte":
      return compare(cell, filter.value) >= 0;
    case "lt":
      return compare(cell, filter.value) < 0;
    case "lte":
      return compare(cell, filter.value) <= 0;
    case "like":
      return pattern(filter.value, "").test(String(cell));
    case "ilike":
      return pattern(filter.value, "i").test(String(cell));
    case "in":
      return parseList(filter.value).some((item) => same(cell, item));
    case "is":
      return filter.value === "null" ? cell === null || cell === undefined : String(cell) === filter.value;
    default:
      throw new Error(`Unknown operator ${filter.operator}`);
  }
}

/** Sorts by "a.desc,b.asc" keys. */
export function sortRows(rows: Row[], order: string | null): Row[] {
  if (!order) return rows;
  const keys = order.split(",").map((key) => {
    const [column, direction] = key.split(".");
    return { column, sign: direction === "desc" ? -1 : 1 };
  });
  return [...rows].sort((a, b) => {
    for (const key of keys) {
      const left = a[key.column];
      const right = b[key.column];
      const diff = typeof left === "number" && typeof right === "number"
        ? left - right
        : String(left).localeCompare(String(right));
      if (diff !== 0) return diff * key.sign;
    }
    return 0;
  });
}

/** Keeps only the selected columns. */
export function selectColumns(rows: Row[], select: string | null): Row[] {
  if (!select || select === "*") return rows;
  const columns = select.split(",");
  return rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])));
}
