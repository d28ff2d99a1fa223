import { describe, expect, test } from "vitest";
import { z } from "zod";
import { formatFilter, quoteListItem } from "../../platform/db/query-builder.ts";
import { countFromContentRange } from "../../platform/db/table.ts";
import { parseList } from "./support/local-platform/postgrest.ts";
import { rejection, setup } from "./support/setup.ts";

describe("filter encoding", () => {
  const table = () => setup().client.db.table("events");
  test.each([
    ["eq with a word", (q: any) => q.eq("city", "Lisbon"), "city=eq.Lisbon"],
    [
      "eq with spaces and an ampersand",
      (q: any) => q.eq("name", "Rock & Roll Night"),
      "name=eq.Rock%20%26%20Roll%20Night",
    ],
    [
      "eq with a dot and comma (kept verbatim after the operator)",
      (q: any) => q.eq("v", "1.5,2"),
      "v=eq.1.5%2C2",
    ],
    ["neq with a number", (q: any) => q.neq("seats", 0), "seats=neq.0"],
    ["gt", (q: any) => q.gt("price", 9.5), "price=gt.9.5"],
    ["gte", (q: any) => q.gte("date", "2026-12-31"), "date=gte.2026-12-31"],
    ["lt", (q: any) => q.lt("age", 18), "age=lt.18"],
    ["lte", (q: any) => q.lte("age", 65), "age=lte.65"],
    ["like with a wildcard", (q: any) => q.like("title", "*Fest*"), "title=like.*Fest*"],
    ["ilike with a percent wildcard", (q: any) => q.ilike("title", "%glow%"), "title=ilike.%25glow%25"],
    ["in with plain numbers", (q: any) => q.in("id", [1, 2, 3]), "id=in.(1%2C2%2C3)"],
    [
      "in with a comma inside a value (quoted)",
      (q: any) => q.in("tag", ["a,b", "c"]),
      "tag=in.(%22a%2Cb%22%2Cc)",
    ],
    [
      "in with a quote and a backslash (escaped)",
      (q: any) => q.in("t", ['say "hi"', "c:\\x"]),
      "t=in.(%22say%20%5C%22hi%5C%22%22%2C%22c%3A%5C%5Cx%22)",
    ],
    ["in with parentheses and null", (q: any) => q.in("t", ["(x)", null]), "t=in.(%22(x)%22%2Cnull)"],
    ["in with an empty string", (q: any) => q.in("t", [""]), "t=in.(%22%22)"],
    ["is null", (q: any) => q.is("deleted_at", null), "deleted_at=is.null"],
    ["is true", (q: any) => q.is("published", true), "published=is.true"],
    ["unicode", (q: any) => q.eq("name", "Zürich ✨"), "name=eq.Z%C3%BCrich%20%E2%9C%A8"],
    ["a column name that needs escaping", (q: any) => q.eq("a b", 1), "a%20b=eq.1"],
    [
      "select, order, limit, offset",
      (q: any) =>
        q.select(["id", "title"]).order("date", { ascending: false }).order("id").limit(10).offset(20),
      "select=id%2Ctitle&order=date.desc%2Cid.asc&limit=10&offset=20",
    ],
    [
      "order with nulls first",
      (q: any) => q.order("date", { nullsFirst: true }),
      "order=date.asc.nullsfirst",
    ],
    ["cursor", (q: any) => q.cursor("abc/def=="), "cursor=abc%2Fdef%3D%3D"],
  ])("%s", (_case, build, expected) => {
    expect(build(table()).toQueryString()).toBe(expected);
  });

  test("builders are immutable: a shared base query is not changed by what is built on it", () => {
    const base = table().eq("city", "Lisbon");
    const upcoming = base.gte("date", "2026-01-01");
    expect(base.toQueryString()).toBe("city=eq.Lisbon");
    expect(upcoming.toQueryString()).toBe("city=eq.Lisbon&date=gte.2026-01-01");
  });

  test.each([
    ["plain", "plain"],
    ["with space", '"with space"'],
    ["a.b", '"a.b"'],
    ["k:v", '"k:v"'],
    ['q"uote', '"q\\"uote"'],
    ["back\\slash", '"back\\\\slash"'],
  ])("quoteListItem(%j) is %s, and the platform reads it back", (value, quoted) => {
    expect(quoteListItem(value)).toBe(quoted);
    expect(parseList(`(${quoted})`)).toEqual([value]);
  });

  test.each([
    [() => formatFilter("is", "maybe"), "is() accepts only null, true or false"],
    [() => formatFilter("in", "x"), "in() needs a list of values"],
    [() => formatFilter("eq", ["x"]), "eq() needs a single value"],
    [() => table().limit(-1), "limit must be a whole number of at least 0"],
    [() => table().offset(1.5), "offset must be a whole number of at least 0"],
    [() => table().eq("", 1), "A filter needs a column name"],
  ])("misuse is a validation error: %s", (run, message) => {
    expect(run).toThrow(expect.objectContaining({ kind: "validation", message }));
  });
});

describe("tables through the local platform", () => {
  async function seeded() {
    const env = setup();
    await env.client.db.table("events").insert([
      { id: "e1", name: "Glow Fest", city: "Lisbon", seats: 300, tag: "a,b" },
      { id: "e2", name: 'The "Quoted" Gala', city: "Porto", seats: 120, tag: "c" },
      { id: "e3", name: "Neon Nights", city: "Lisbon", seats: 80, tag: null },
      { id: "e4", name: "glow garden", city: "Faro", seats: 40, tag: "c" },
    ]);
    return env;
  }

  test.each([
    ["eq", (q: any) => q.eq("city", "Lisbon"), ["e1", "e3"]],
    ["neq", (q: any) => q.neq("city", "Lisbon"), ["e2", "e4"]],
    ["gt and lte together", (q: any) => q.gt("seats", 50).lte("seats", 120), ["e2", "e3"]],
    ["like is case-sensitive", (q: any) => q.like("name", "Glow*"), ["e1"]],
    ["ilike is not", (q: any) => q.ilike("name", "glow*"), ["e1", "e4"]],
    ["in with a value holding a comma", (q: any) => q.in("tag", ["a,b"]), ["e1"]],
    ["in with a value holding quotes", (q: any) => q.in("name", ['The "Quoted" Gala', "Neon Nights"]), [
      "e2",
      "e3",
    ]],
    ["is null", (q: any) => q.is("tag", null), ["e3"]],
  ])("%s selects the right rows", async (_case, build, ids) => {
    const { client } = await seeded();
    const { rows } = await build(client.db.table("events")).list();
    expect(rows.map((row: any) => row.id).sort()).toEqual(ids);
  });

  test("select, order, limit, offset, count and cursor page through the rows", async () => {
    const { client, platform } = await seeded();
    const query = client.db.table("events").select("id,seats").order("seats", { ascending: false }).limit(2)
      .count();
    const first = await query.list();
    expect(first).toEqual({
      rows: [{ id: "e1", seats: 300 }, { id: "e2", seats: 120 }],
      count: 4,
      nextCursor: "2",
    });
    expect(platform.state.requests.at(-1)!.headers.prefer).toBe("count=exact");
    const second = await query.cursor(first.nextCursor!).list();
    expect(second.rows.map((row) => row.id)).toEqual(["e3", "e4"]);
    expect(second.nextCursor).toBeUndefined();
    expect((await client.db.table("events").order("id").offset(3).list()).rows.map((row) => row.id)).toEqual([
      "e4",
    ]);
  });

  test("insert, upsert, update and delete change the table and return the rows", async () => {
    const { client } = await seeded();
    const events = client.db.table("events");
    expect(await events.insert({ name: "New" })).toMatchObject([{ id: expect.any(String), name: "New" }]);
    expect(await events.insert({ id: "e1", seats: 301 }, { upsert: true })).toMatchObject([{
      id: "e1",
      name: "Glow Fest",
      seats: 301,
    }]);
    expect(await events.eq("city", "Lisbon").update({ city: "Lisboa" })).toHaveLength(2);
    expect(await events.eq("city", "Lisboa").delete()).toHaveLength(2);
    expect((await events.list()).rows).toHaveLength(3);
    expect(await events.eq("id", "e2").first()).toMatchObject({ name: 'The "Quoted" Gala' });
    expect(await events.eq("id", "missing").first()).toBeNull();
  });

  test("rows are checked against the table's schema", async () => {
    const { client } = await seeded();
    const Event = z.object({ id: z.string(), seats: z.number() });
    expect((await client.db.table("events", Event).eq("id", "e1").list()).rows).toEqual([{
      id: "e1",
      seats: 300,
    }]);
    const Strict = z.object({ id: z.number() });
    expect(await rejection(client.db.table("events", Strict).list())).toMatchObject({
      kind: "database",
      code: "INVALID_RESPONSE",
    });
  });

  test("sql sends {query, params}; batch sends each statement as {sql, args} with a mode", async () => {
    const { client, platform } = setup();
    expect(await client.db.sql("SELECT * FROM events WHERE city = ?", ["Lisbon"])).toMatchObject({
      rowCount: 1,
    });
    expect(platform.state.requestsTo("/api/db/proj_local/sql")[0].body).toEqual({
      query: "SELECT * FROM events WHERE city = ?",
      params: ["Lisbon"],
    });
    const batch = await client.db.batch([
      "DELETE FROM a",
      { sql: "INSERT INTO b VALUES (?)", args: [1] },
      { query: "SELECT ?", params: ["old spelling"] },
    ], "deferred");
    expect(platform.state.requestsTo("/api/db/proj_local/batch")[0].body).toEqual({
      statements: [
        { sql: "DELETE FROM a", args: [] },
        { sql: "INSERT INTO b VALUES (?)", args: [1] },
        { sql: "SELECT ?", args: ["old spelling"] },
      ],
      mode: "deferred",
    });
    expect(batch.results.map((result) => result.rows)).toEqual([[], [], [{
      sql: "SELECT ?",
      args: ["old spelling"],
    }]]);
  });

  test("a filter the platform cannot read is a validation error from its 400", async () => {
    const { client, platform } = setup();
    platform.faults.fail({ path: /\/rest\/v1\/events$/, status: 400, body: { message: "unknown column" } });
    expect(await rejection(client.db.table("events").list())).toMatchObject({
      kind: "validation",
      message: "unknown column",
    });
  });

  test.each([
    ["0-9/42", 42],
    ["*/7", 7],
    ["0-9/*", undefined],
    [null, undefined],
  ])("Content-Range %j counts %j rows", (header, count) => {
    expect(countFromContentRange(header)).toBe(count);
  });
});
