/**
 * RSVP's API (issue 28) in-process on SQLite: each route with and without its token, each bad input, the
 * capacity and its waitlist, RSVP closed, the guest limit, the rate limits, names and notes kept out of the kit's
 * JSON and the log, and a kit's guests gone with it.
 */
import { describe, expect, it } from "vitest";
import { SharedKitSchema } from "../../brandkit/web.ts";
import {
  GuestEntrySchema,
  GuestListSchema,
  RsvpSettingsSchema,
  RsvpSummarySchema,
} from "../../brandkit/rsvp/mod.ts";
import { MS_PER_DAY, MS_PER_S } from "../../brandkit/time.ts";
import { answered, appWithKit, bearer, errorOf, EVENT_DATE, from, json, makeKit, rsvp } from "./_rsvp.ts";

const SCRIPT = "<script>alert(1)</script>";

async function summaryOf(
  test: { app: { request: (path: string) => Response | Promise<Response> } },
  id: string,
) {
  const response = await test.app.request(`/api/kits/${id}/rsvp`);
  expect(response.status).toBe(200);
  return RsvpSummarySchema.parse(await response.json());
}

async function listOf(test: Awaited<ReturnType<typeof appWithKit>>) {
  const response = await test.app.request(`/api/kits/${test.id}/guests`, {
    headers: bearer(test.ownerToken),
  });
  expect(response.status).toBe(200);
  return GuestListSchema.parse(await response.json());
}

async function settle(test: Awaited<ReturnType<typeof appWithKit>>, settings: Record<string, unknown>) {
  const response = await test.app.request(
    `/api/kits/${test.id}/rsvp-settings`,
    json("PATCH", settings, bearer(test.ownerToken)),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return RsvpSettingsSchema.parse(await response.json());
}

describe("POST /api/kits/{id}/rsvp", () => {
  it("answers 201 with the guest's id, private token, status and how long the answer is kept", async () => {
    const test = await appWithKit();
    const response = await rsvp(test, test.id, { name: "Amara Okafor", answer: "going", party: 2 });
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.json();
    expect(body).toEqual({
      guestId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      guestToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      status: "going",
      keptUntil:
        SharedKitSchema.parse(await (await test.app.request(`/api/kits/${test.id}`)).json()).expiresAt,
    });
  });

  it.each([
    ["no name", { answer: "going" }, "name", "Invalid RSVP: name: name is required"],
    ["a blank name", { name: "  ", answer: "going" }, "name", "Invalid RSVP: name: name is required"],
    [
      "a name of 81 characters",
      { name: "x".repeat(81), answer: "going" },
      "name",
      "Invalid RSVP: name: name must be at most 80 characters",
    ],
    [
      "a name of two lines",
      { name: "A\nB", answer: "going" },
      "name",
      "Invalid RSVP: name: must not contain control characters (other than tab, and line breaks in text of several lines), lone surrogates, U+FFFE or U+FFFF",
    ],
    ["no answer", { name: "A" }, "answer", "Invalid RSVP: answer: answer must be going, maybe or no"],
    [
      "the answer 'yes'",
      { name: "A", answer: "yes" },
      "answer",
      "Invalid RSVP: answer: answer must be going, maybe or no",
    ],
    [
      "a party of 0",
      { name: "A", answer: "going", party: 0 },
      "party",
      "Invalid RSVP: party: party must be a whole number from 1 to 10",
    ],
    [
      "a party of 11",
      { name: "A", answer: "going", party: 11 },
      "party",
      "Invalid RSVP: party: party must be a whole number from 1 to 10",
    ],
    [
      "a party of 2.5",
      { name: "A", answer: "going", party: 2.5 },
      "party",
      "Invalid RSVP: party: party must be a whole number from 1 to 10",
    ],
    [
      "a note of 281 characters",
      { name: "A", answer: "going", note: "n".repeat(281) },
      "note",
      "Invalid RSVP: note: note must be at most 280 characters",
    ],
    [
      "an unknown field",
      { name: "A", answer: "going", phone: "555-0100" },
      "",
      'Invalid RSVP: Unrecognized key: "phone"',
    ],
  ])("refuses %s with 400 VALIDATION_ERROR naming the field", async (_case, body, path, message) => {
    const test = await appWithKit();
    const response = await rsvp(test, test.id, body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error).toMatchObject({ code: "VALIDATION_ERROR", message });
    expect(error.issues?.[0].path).toBe(path);
    expect((await listOf(test)).guests).toEqual([]);
  });

  it("refuses a body that is not JSON, or not sent as JSON, or too large", async () => {
    const test = await appWithKit();
    const url = `/api/kits/${test.id}/rsvp`;
    const notJson = await test.app.request(url, json("POST", "{name:"), from("10.9.0.1"));
    expect(await errorOf(notJson)).toEqual({
      code: "VALIDATION_ERROR",
      message: "The request body is not valid JSON.",
    });
    const form = await test.app.request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=A&answer=going",
    }, from("10.9.0.2"));
    expect(form.status).toBe(400);
    expect((await errorOf(form)).message).toBe(
      "Send the request body as JSON, with Content-Type: application/json.",
    );
    const huge = await rsvp(test, test.id, { name: "A", answer: "going", note: "x".repeat(50_000) });
    expect(huge.status).toBe(413);
    expect(await errorOf(huge)).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "The request body must be at most 48 KB.",
    });
  });

  it("takes a full answer in any script, sent as escapes, within its bound", async () => {
    const test = await appWithKit();
    const name = "👩‍👩‍👧".repeat(80);
    const note = "🎉".repeat(280);
    const body = JSON.stringify({ name, answer: "maybe", note }).replace(
      /[\u0080-\uffff]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    expect(body.length).toBeGreaterThan(4_096);
    const response = await rsvp(test, test.id, body);
    expect(response.status).toBe(201);
    expect((await listOf(test)).guests[0]).toMatchObject({ name, note });
  });

  it("keeps a name like <script>alert(1)</script> as the text it is", async () => {
    const test = await appWithKit();
    await answered(test, test.id, { name: SCRIPT, answer: "going", note: `${SCRIPT} & "quotes"` });
    const response = await test.app.request(`/api/kits/${test.id}/guests`, {
      headers: bearer(test.ownerToken),
    });
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const list = GuestListSchema.parse(await response.json());
    expect(list.guests[0]).toMatchObject({ name: SCRIPT, note: `${SCRIPT} & "quotes"` });
    await settle(test, { showNames: true });
    expect((await summaryOf(test, test.id)).names).toEqual([SCRIPT]);
  });

  it("is 404 KIT_NOT_FOUND for a kit that does not exist, and for a malformed id", async () => {
    const test = await appWithKit();
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "nope"]) {
      const response = await rsvp(test, id, { name: "A", answer: "going" });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe("KIT_NOT_FOUND");
    }
  });
});

describe("RSVP's opening and closing", () => {
  it("is closed for a kit without a date, saying so", async () => {
    const test = await appWithKit({}, { eventDate: "" });
    const response = await rsvp(test, test.id, { name: "A", answer: "going" });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: "RSVP_CLOSED",
      message: "RSVP is off for this event: it has no date yet. Its organiser can add one.",
    });
    expect(await summaryOf(test, test.id)).toMatchObject({ open: false, closedReason: "no-date" });
  });

  it("closes when the owner closes it, and at the owner's deadline; guests may still withdraw", async () => {
    const test = await appWithKit();
    const early = await answered(test, test.id, { name: "Early", answer: "going" });
    expect(await settle(test, { open: false })).toEqual({
      open: false,
      closesAt: null,
      capacity: null,
      showNames: false,
      questions: [],
      listed: false,
    });
    const closed = await rsvp(test, test.id, { name: "Late", answer: "going" });
    expect(closed.status).toBe(409);
    expect(await errorOf(closed)).toEqual({
      code: "RSVP_CLOSED",
      message: "RSVP is closed: the organiser is not taking answers any more.",
    });
    const change = await test.app.request(
      `/api/kits/${test.id}/rsvp/${early.guestId}`,
      json("PATCH", { answer: "no" }, bearer(early.guestToken)),
      from("10.8.0.1"),
    );
    expect(change.status).toBe(409);

    const deadline = new Date(test.clock.now + MS_PER_DAY).toISOString();
    expect(await settle(test, { open: true, closesAt: deadline })).toMatchObject({
      open: true,
      closesAt: deadline,
    });
    expect((await rsvp(test, test.id, { name: "Before", answer: "maybe" })).status).toBe(201);
    test.clock.now += MS_PER_DAY;
    const late = await rsvp(test, test.id, { name: "After", answer: "maybe" });
    expect(await errorOf(late)).toEqual({
      code: "RSVP_CLOSED",
      message: "RSVP is closed: the deadline for answers has passed.",
    });
    expect(await summaryOf(test, test.id)).toMatchObject({ open: false, closedReason: "deadline-passed" });

    const withdrawn = await test.app.request(`/api/kits/${test.id}/rsvp/${early.guestId}`, {
      method: "DELETE",
      headers: bearer(early.guestToken),
    });
    expect(withdrawn.status).toBe(204);
  });

  it("closes once the event is over", async () => {
    const test = await appWithKit();
    test.clock.now = Date.UTC(2026, 5, 21, 12);
    const response = await rsvp(test, test.id, { name: "A", answer: "going" });
    expect(await errorOf(response)).toEqual({
      code: "RSVP_CLOSED",
      message: "RSVP has closed: this event is over.",
    });
  });

  it("waitlists 'going' past the capacity, tells the guest, and moves the waitlist up when a place frees", async () => {
    const test = await appWithKit();
    await settle(test, { capacity: 3 });
    const first = await answered(test, test.id, { name: "First", answer: "going", party: 2 });
    const second = await answered(test, test.id, { name: "Second", answer: "going", party: 2 });
    const third = await answered(test, test.id, { name: "Third", answer: "going" });
    expect([first.status, second.status, third.status]).toEqual(["going", "waitlist", "going"]);
    expect(await summaryOf(test, test.id)).toMatchObject({ full: true, counts: { going: 3, maybe: 0 } });
    const list = await listOf(test);
    expect(list.counts).toEqual({ going: 3, waitlist: 2, maybe: 0, no: 0, arrived: 0 });
    expect(list.responses).toEqual({ going: 2, waitlist: 1, maybe: 0, no: 0, arrived: 0 });

    const gone = await test.app.request(`/api/kits/${test.id}/rsvp/${first.guestId}`, {
      method: "DELETE",
      headers: bearer(first.guestToken),
    });
    expect(gone.status).toBe(204);
    const moved = await test.app.request(`/api/kits/${test.id}/rsvp/${second.guestId}`, {
      headers: bearer(second.guestToken),
    });
    expect(GuestEntrySchema.parse(await moved.json())).toMatchObject({ name: "Second", status: "going" });
  });

  it("refuses an answer past BRANDKIT_MAX_GUESTS with 409 GUEST_LIMIT", async () => {
    const test = await appWithKit({ env: { BRANDKIT_MAX_GUESTS: "2" } });
    await answered(test, test.id, { name: "A", answer: "no" });
    await answered(test, test.id, { name: "B", answer: "maybe" });
    const response = await rsvp(test, test.id, { name: "C", answer: "going" });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: "GUEST_LIMIT",
      message: "This event's guest list is full: it takes at most 2 answers. Please contact the organiser.",
    });
  });
});

describe("rate limits", () => {
  it("takes BRANDKIT_RSVP_RATE_LIMIT_PER_MINUTE answers a minute per kit, from any clients", async () => {
    const test = await appWithKit({ env: { BRANDKIT_RSVP_RATE_LIMIT_PER_MINUTE: "3" } });
    const other = await makeKit(test);
    for (let index = 0; index < 3; index++) {
      await answered(test, test.id, { name: `G${index}`, answer: "going" });
    }
    const refused = await rsvp(test, test.id, { name: "G3", answer: "going" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await errorOf(refused)).toEqual({
      code: "RATE_LIMIT_EXCEEDED",
      message: "This event is taking many answers right now. Please wait 60s before trying again.",
      retryAfter: 60,
    });
    expect((await rsvp(test, other.id, { name: "Elsewhere", answer: "going" })).status).toBe(201);
    test.clock.now += 60 * MS_PER_S;
    expect((await rsvp(test, test.id, { name: "G3", answer: "going" })).status).toBe(201);
  });

  it("takes ten answers or changes a minute from one client, counted before the body is read", async () => {
    const test = await appWithKit();
    const other = await makeKit(test);
    for (let index = 0; index < 9; index++) {
      const response = await rsvp(test, index % 2 ? test.id : other.id, { name: `G${index}` }, "10.7.0.1");
      expect(response.status).toBe(400);
    }
    expect((await rsvp(test, test.id, { name: "G9", answer: "going" }, "10.7.0.1")).status).toBe(201);
    const refused = await rsvp(test, other.id, { name: "G10", answer: "going" }, "10.7.0.1");
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe(
      "Rate limit exceeded. Please wait 60s before trying again.",
    );
    expect((await rsvp(test, other.id, { name: "Neighbour", answer: "going" }, "10.7.0.2")).status).toBe(201);
  });
});

describe("a guest's own answer: GET, PATCH and DELETE /api/kits/{id}/rsvp/{guestId}", () => {
  it("is shown, changed and withdrawn with the guest's token, and 401 without it, 403 with another", async () => {
    const test = await appWithKit();
    const mine = await answered(test, test.id, {
      name: "Zoë",
      answer: "going",
      party: 2,
      note: "Vegetarian",
    });
    const theirs = await answered(test, test.id, { name: "Other", answer: "no" });
    const url = `/api/kits/${test.id}/rsvp/${mine.guestId}`;

    const shown = await test.app.request(url, { headers: bearer(mine.guestToken) });
    expect(GuestEntrySchema.parse(await shown.json())).toEqual({
      guestId: mine.guestId,
      name: "Zoë",
      answer: "going",
      status: "going",
      party: 2,
      note: "Vegetarian",
      answers: {},
      companions: [],
      checkInCode: expect.stringMatching(/^[2-9A-HJKMNP-TV-Z]{10}$/),
      at: new Date(test.clock.now).toISOString(),
    });

    const as = (method: string, headers: Record<string, string> = {}): RequestInit =>
      method === "PATCH" ? json(method, { party: 1 }, headers) : { method, headers };
    for (const method of ["GET", "PATCH", "DELETE"]) {
      const bare = await test.app.request(url, as(method), from("10.6.0.1"));
      expect(bare.status, method).toBe(401);
      expect(bare.headers.get("WWW-Authenticate")).toBe('Bearer realm="brandkit"');
      const other = await test.app.request(url, as(method, bearer(theirs.guestToken)), from("10.6.0.2"));
      expect(other.status, method).toBe(403);
    }
    const unauthorized = await test.app.request(url, json("PATCH", { party: 1 }), from("10.6.0.3"));
    expect((await errorOf(unauthorized)).message).toBe(
      "Changing an answer needs its guest token: send it as 'Authorization: Bearer <token>'.",
    );

    test.clock.now += 60_000;
    const changed = await test.app.request(
      url,
      json("PATCH", { answer: "maybe", party: 3, note: "" }, bearer(mine.guestToken)),
      from("10.6.0.4"),
    );
    expect(changed.status).toBe(200);
    expect(GuestEntrySchema.parse(await changed.json())).toMatchObject({
      answer: "maybe",
      status: "maybe",
      party: 3,
      note: "",
      at: new Date(test.clock.now).toISOString(),
    });
    const bad = await test.app.request(
      url,
      json("PATCH", { party: 12 }, bearer(mine.guestToken)),
      from("10.6.0.5"),
    );
    expect(bad.status).toBe(400);
    const empty = await test.app.request(url, json("PATCH", {}, bearer(mine.guestToken)), from("10.6.0.6"));
    expect((await errorOf(empty)).message).toBe(
      "Invalid change of answer: give at least one of name, answer, party, note, answers, companions or email",
    );

    const withdrawn = await test.app.request(url, { method: "DELETE", headers: bearer(mine.guestToken) });
    expect(withdrawn.status).toBe(204);
    const after = await test.app.request(url, { headers: bearer(mine.guestToken) });
    expect(after.status).toBe(404);
    expect(await errorOf(after)).toEqual({
      code: "NOT_FOUND",
      message:
        "There is no such answer for this event: it may have been withdrawn or removed by the organiser.",
    });
  });

  it("lets the owner remove any entry with the owner token", async () => {
    const test = await appWithKit();
    const guest = await answered(test, test.id, { name: "Spam", answer: "going" });
    const removed = await test.app.request(`/api/kits/${test.id}/rsvp/${guest.guestId}`, {
      method: "DELETE",
      headers: bearer(test.ownerToken),
    });
    expect(removed.status).toBe(204);
    expect((await listOf(test)).guests).toEqual([]);
  });

  it("is 404 for an answer id that does not exist or is malformed", async () => {
    const test = await appWithKit();
    const guest = await answered(test, test.id, { name: "A", answer: "going" });
    for (const guestId of ["BBBBBBBBBBBBBBBBBBBBBB", "x"]) {
      const response = await test.app.request(`/api/kits/${test.id}/rsvp/${guestId}`, {
        headers: bearer(guest.guestToken),
      });
      expect(response.status).toBe(404);
      expect((await errorOf(response)).code).toBe("NOT_FOUND");
    }
  });
});

describe("the owner's list: GET /api/kits/{id}/guests[.csv] and PATCH /api/kits/{id}/rsvp-settings", () => {
  it("answers the owner only: 401 without a token, 403 with another", async () => {
    const test = await appWithKit();
    const guest = await answered(test, test.id, { name: "A", answer: "going" });
    for (
      const [path, init] of [
        ["guests", {}],
        ["guests.csv", {}],
        ["rsvp-settings", json("PATCH", { open: false })],
      ] as const
    ) {
      const url = `/api/kits/${test.id}/${path}`;
      const bare = await test.app.request(url, init);
      expect(bare.status, path).toBe(401);
      const guests = await test.app.request(url, {
        ...init,
        headers: { ...(init as RequestInit).headers, ...bearer(guest.guestToken) },
      });
      expect(guests.status, path).toBe(403);
      expect((await errorOf(guests)).message).toBe("This token is not the kit's owner token.");
    }
    expect((await summaryOf(test, test.id)).open).toBe(true);
  });

  it("lists every answer in order, with people and answers counted by status, and the settings", async () => {
    const test = await appWithKit();
    await answered(test, test.id, { name: "Amara Okafor", answer: "going", party: 2, note: "Bringing cake" });
    await answered(test, test.id, { name: "Tobi", answer: "maybe", party: 3 });
    await answered(test, test.id, { name: "山田 太郎", answer: "no" });
    const list = await listOf(test);
    expect(list).toEqual({
      open: true,
      settings: {
        open: true,
        closesAt: null,
        capacity: null,
        showNames: false,
        questions: [],
        listed: false,
      },
      counts: { going: 2, maybe: 3, no: 1, waitlist: 0, arrived: 0 },
      responses: { going: 1, maybe: 1, no: 1, waitlist: 0, arrived: 0 },
      guests: [
        expect.objectContaining({
          name: "Amara Okafor",
          answer: "going",
          status: "going",
          party: 2,
          note: "Bringing cake",
        }),
        expect.objectContaining({ name: "Tobi", status: "maybe", party: 3, note: "" }),
        expect.objectContaining({ name: "山田 太郎", status: "no", party: 1 }),
      ],
    });
  });

  it("exports the list as a CSV attachment in UTF-8 with a BOM, formulas made text", async () => {
    const test = await appWithKit();
    await answered(test, test.id, { name: '=HYPERLINK("http://evil.example","Click")', answer: "going" });
    await answered(test, test.id, { name: SCRIPT, answer: "maybe", note: "+1 (555) 0100" });
    await answered(test, test.id, { name: "Zoë 東京", answer: "no", note: '-"quoted"-' });
    const response = await test.app.request(`/api/kits/${test.id}/guests.csv`, {
      headers: bearer(test.ownerToken),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="guests.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const at = new Date(test.clock.now).toISOString();
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(
      "\uFEFF" +
        '"Name","Answer","Status","Party","Note","Answered at","Companions","Checked in at"\r\n' +
        `"'=HYPERLINK(""http://evil.example"",""Click"")","going","going","1","","${at}","",""\r\n` +
        `"${SCRIPT}","maybe","maybe","1","'+1 (555) 0100","${at}","",""\r\n` +
        `"Zoë 東京","no","no","1","'-""quoted""-","${at}","",""\r\n`,
    );
  });

  it("changes the settings the owner gives and keeps the rest; refuses bad ones", async () => {
    const test = await appWithKit();
    expect(await settle(test, { capacity: 50, closesAt: "2026-06-19T18:00:00+02:00" })).toEqual({
      open: true,
      closesAt: "2026-06-19T16:00:00.000Z",
      capacity: 50,
      showNames: false,
      questions: [],
      listed: false,
    });
    expect(await settle(test, { showNames: true, capacity: null })).toEqual({
      open: true,
      closesAt: "2026-06-19T16:00:00.000Z",
      capacity: null,
      showNames: true,
      questions: [],
      listed: false,
    });
    for (const body of [{}, { capacity: 0 }, { closesAt: "friday" }, { open: "no" }, { colour: "red" }]) {
      const response = await test.app.request(
        `/api/kits/${test.id}/rsvp-settings`,
        json("PATCH", body, bearer(test.ownerToken)),
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).code).toBe("VALIDATION_ERROR");
    }
  });
});

describe("GET /api/kits/{id}/rsvp, the public summary", () => {
  it("shows whether RSVP is open and the people going and maybe, never a note, full name or the waitlist", async () => {
    const test = await appWithKit();
    await settle(test, { capacity: 3 });
    await answered(test, test.id, { name: "Amara Okafor", answer: "going", party: 2, note: "Secret note" });
    await answered(test, test.id, { name: "Tobi Adeyemi", answer: "maybe", party: 2 });
    await answered(test, test.id, { name: "Waiting Person", answer: "going", party: 2 });
    const response = await test.app.request(`/api/kits/${test.id}/rsvp`);
    const text = await response.text();
    expect(RsvpSummarySchema.parse(JSON.parse(text))).toEqual({
      open: true,
      closesAt: null,
      full: false,
      counts: { going: 2, maybe: 2 },
      questions: [],
      listed: false,
      keptUntil: expect.any(String),
    });
    for (const secret of ["Secret", "Okafor", "Amara", "Adeyemi", "Waiting"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("shows the first names of those going only when the owner shows names", async () => {
    const test = await appWithKit();
    await settle(test, { capacity: 2, showNames: true });
    await answered(test, test.id, { name: "Amara Okafor", answer: "going" });
    await answered(test, test.id, { name: "Tobi Adeyemi", answer: "maybe" });
    await answered(test, test.id, { name: "山田 太郎", answer: "going" });
    await answered(test, test.id, { name: "Waiting Person", answer: "going" });
    const summary = await summaryOf(test, test.id);
    expect(summary.names).toEqual(["Amara", "山田"]);
    expect(summary.full).toBe(true);
    expect(JSON.stringify(summary)).not.toContain("Okafor");
  });

  it("is 404 for a kit that does not exist", async () => {
    const test = await appWithKit();
    const response = await test.app.request("/api/kits/AAAAAAAAAAAAAAAAAAAAAA/rsvp");
    expect(response.status).toBe(404);
  });
});

describe("guests' privacy and lifetime", () => {
  it("keeps names, notes and tokens out of the kit's JSON and out of the log", async () => {
    const test = await appWithKit();
    const guest = await answered(test, test.id, {
      name: "Quentin Privé",
      answer: "going",
      note: "Allergic to nuts",
    });
    await test.app.request(`/api/kits/${test.id}/rsvp/${guest.guestId}`, {
      ...json("PATCH", { note: "Still allergic" }, bearer(guest.guestToken)),
    }, from("10.5.0.1"));
    await test.app.request(`/api/kits/${test.id}/guests.csv`, { headers: bearer(test.ownerToken) });
    const kitJson = await (await test.app.request(`/api/kits/${test.id}`)).text();
    const logged = JSON.stringify(test.logs);
    expect(logged).toContain(`/api/kits/${test.id}/rsvp/${guest.guestId}`);
    for (const secret of ["Quentin", "Privé", "allergic", "Allergic", guest.guestToken, test.ownerToken]) {
      expect(kitJson).not.toContain(secret);
      expect(logged).not.toContain(secret);
    }
  });

  it("keeps nothing of an answer that fills the honeypot, though it looks accepted", async () => {
    const test = await appWithKit();
    const response = await rsvp(test, test.id, {
      name: "Bot",
      answer: "going",
      website: "http://spam.example",
    });
    expect(response.status).toBe(201);
    const fake = await response.json();
    expect(fake).toMatchObject({
      status: "going",
      guestId: expect.any(String),
      guestToken: expect.any(String),
    });
    expect((await listOf(test)).guests).toEqual([]);
    expect(await test.kitStore.guestList(test.id, test.clock.now)).toMatchObject({ guests: [] });
    expect(test.logs.find((entry) => entry.event === "rsvp-honeypot")).toEqual({
      level: "info",
      event: "rsvp-honeypot",
      kitId: test.id,
    });
  });

  it("deletes a kit's guests with the kit, whether its owner deletes it or it expires", async () => {
    const test = await appWithKit();
    const guest = await answered(test, test.id, { name: "A", answer: "going" });
    const deleted = await test.app.request(`/api/kits/${test.id}`, {
      method: "DELETE",
      headers: bearer(test.ownerToken),
    });
    expect(deleted.status).toBe(204);
    expect(await test.kitStore.guestList(test.id, test.clock.now)).toBeNull();
    const lookup = await test.app.request(`/api/kits/${test.id}/rsvp/${guest.guestId}`, {
      headers: bearer(guest.guestToken),
    });
    expect((await errorOf(lookup)).code).toBe("KIT_NOT_FOUND");

    const expiring = await makeKit(test);
    await answered(test, expiring.id, { name: "B", answer: "going" });
    test.clock.now = Date.parse(`${EVENT_DATE}T00:00:00Z`) + 60 * MS_PER_DAY;
    await test.keeper.purgeExpired();
    expect(await test.kitStore.guestList(expiring.id, 0)).toBeNull();
  });
});
