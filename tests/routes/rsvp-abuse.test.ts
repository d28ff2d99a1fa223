/**
 * Guests' answers under faults, abuse and odd input (issue 35): cookies within the browsers' 400 days, forms
 * from other sites refused, junk that never shuts an event's RSVP, answers sent twice kept once, a guest going
 * who never loses their place by asking for more, a honeypot that answers like a real answer, and ids that are
 * never more than ids.
 */
import { describe, expect, it } from "vitest";
import { GuestEntrySchema, GuestListSchema, RsvpAnsweredSchema } from "../../brandkit/rsvp/mod.ts";
import { MS_PER_DAY } from "../../brandkit/time.ts";
import { MAX_COOKIE_AGE_S } from "../../routes/rsvp-form.ts";
import { answered, appWithKit, bearer, errorOf, from, json, rsvp } from "./_rsvp.ts";

type Test = Awaited<ReturnType<typeof appWithKit>>;

let clients = 0;
const nextAddress = () => `10.35.${Math.floor(++clients / 250)}.${clients % 250}`;

/** Posts the page's form with `fields`, from `address` (a new client by default), with `headers`. */
function postForm(
  test: Test,
  fields: Record<string, string>,
  options: { headers?: Record<string, string>; address?: string; path?: string } = {},
) {
  return test.app.request(
    options.path ?? `/k/${test.id}/rsvp`,
    {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...options.headers },
      body: new URLSearchParams(fields).toString(),
    },
    from(options.address ?? nextAddress()),
  );
}

/** The `name=value` of a response's Set-Cookie, and its Max-Age in seconds. */
function cookieOf(response: Response) {
  const header = response.headers.get("Set-Cookie") ?? "";
  const maxAge = /Max-Age=(\d+)/i.exec(header)?.[1];
  return { pair: header.split(";")[0].trim(), maxAgeS: maxAge === undefined ? undefined : Number(maxAge) };
}

async function guestsOf(test: Test) {
  const response = await test.app.request(`/api/kits/${test.id}/guests`, {
    headers: bearer(test.ownerToken),
  });
  expect(response.status).toBe(200);
  return GuestListSchema.parse(await response.json()).guests;
}

async function settle(test: Test, settings: Record<string, unknown>) {
  const response = await test.app.request(
    `/api/kits/${test.id}/rsvp-settings`,
    json("PATCH", settings, bearer(test.ownerToken)),
  );
  expect(response.status).toBe(200);
}

const AMARA = { name: "Amara Okafor", answer: "going", party: "2" };

describe("the answer's cookie", () => {
  it("lives at most 400 days, for an event more than a year away, and the answer is kept once", async () => {
    // The test clock is 2026-01-01: an event in 2027-09 keeps its answers for about 640 days.
    const test = await appWithKit({}, { eventDate: "2027-09-18" });
    const response = await postForm(test, AMARA);
    expect(response.status).toBe(303);
    expect(cookieOf(response).maxAgeS).toBe(MAX_COOKIE_AGE_S);
    expect(MAX_COOKIE_AGE_S).toBe(400 * 24 * 60 * 60);
    const changed = await postForm(test, { ...AMARA, party: "3" }, {
      headers: { Cookie: cookieOf(response).pair },
    });
    expect(changed.status).toBe(303);
    expect((await guestsOf(test)).map((guest) => guest.party)).toEqual([3]);
  });

  it("lives at most 400 days for a kit kept longer by its owner", async () => {
    const test = await appWithKit();
    for (let index = 0; index < 20; index++) {
      await test.app.request(`/api/kits/${test.id}/extend`, {
        method: "POST",
        headers: bearer(test.ownerToken),
      });
    }
    const response = await postForm(test, AMARA);
    expect(response.status).toBe(303);
    expect(cookieOf(response).maxAgeS).toBeLessThanOrEqual(MAX_COOKIE_AGE_S);
  });
});

describe("forms from other sites", () => {
  it.each([
    ["an Origin of another site", { Origin: "https://evil.example" }],
    ["an Origin of another port", { Origin: "http://localhost:8081" }],
    ["the opaque Origin null", { Origin: "null" }],
    ["Sec-Fetch-Site cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site cross-site with the page's own Origin", {
      "Sec-Fetch-Site": "cross-site",
      Origin: "http://localhost",
    }],
  ])("are refused with 403 when they come with %s: nothing kept, no cookie set", async (_what, headers) => {
    const test = await appWithKit();
    const response = await postForm(test, AMARA, { headers });
    expect(response.status).toBe(403);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.text()).toContain("This form came from another website");
    expect(await guestsOf(test)).toEqual([]);
  });

  it("cannot withdraw a guest's answer: the answer stays and its cookie is not cleared", async () => {
    const test = await appWithKit();
    const first = await postForm(test, AMARA);
    const cookie = cookieOf(first).pair;
    const withdrawal = await postForm(test, { intent: "withdraw" }, {
      headers: { Cookie: cookie, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(withdrawal.status).toBe(403);
    expect(withdrawal.headers.get("Set-Cookie")).toBeNull();
    expect(await guestsOf(test)).toHaveLength(1);
  });

  it("are taken from the page's own origin, and from clients that send neither header", async () => {
    const test = await appWithKit();
    const own = await postForm(test, AMARA, {
      headers: { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    });
    expect(own.status).toBe(303);
    const bare = await postForm(test, { ...AMARA, name: "Tobi" });
    expect(bare.status).toBe(303);
    expect((await guestsOf(test)).map((guest) => guest.name)).toEqual(["Amara Okafor", "Tobi"]);
  });
});

describe("junk and the event's allowance", () => {
  it("does not count refused bodies or honeypot hits against the event: a real guest still answers", async () => {
    const test = await appWithKit({ env: { BRANDKIT_RSVP_RATE_LIMIT_PER_MINUTE: "3" } });
    for (let index = 0; index < 6; index++) {
      expect((await rsvp(test, test.id, { name: "", answer: "yes" })).status).toBe(400);
      expect((await rsvp(test, test.id, "{not json")).status).toBe(400);
      expect((await postForm(test, { name: "x", answer: "perhaps" })).status).toBe(303);
      expect((await rsvp(test, test.id, { name: "Bot", answer: "going", website: "spam" })).status).toBe(201);
    }
    await answered(test, test.id, { name: "Amara", answer: "going" });
    await answered(test, test.id, { name: "Tobi", answer: "maybe" });
    expect((await postForm(test, AMARA)).status).toBe(303);
    expect(await guestsOf(test)).toHaveLength(3);
    // The allowance is there for real answers: the fourth in the minute waits.
    expect((await rsvp(test, test.id, { name: "Chidi", answer: "going" })).status).toBe(429);
  });

  it("still counts junk against the client that sends it", async () => {
    const test = await appWithKit();
    for (let index = 0; index < 10; index++) {
      expect((await rsvp(test, test.id, { name: "" }, "10.36.0.1")).status).toBe(400);
    }
    expect((await rsvp(test, test.id, { name: "Amara", answer: "going" }, "10.36.0.1")).status).toBe(429);
  });

  it("never refuses a withdrawal for the event's allowance, through the API or the form", async () => {
    const test = await appWithKit({ env: { BRANDKIT_RSVP_RATE_LIMIT_PER_MINUTE: "2" } });
    const viaApi = await answered(test, test.id, { name: "Amara", answer: "going" });
    const viaForm = await postForm(test, { ...AMARA, name: "Tobi" });
    expect((await rsvp(test, test.id, { name: "Chidi", answer: "going" })).status).toBe(429);
    const deleted = await test.app.request(`/api/kits/${test.id}/rsvp/${viaApi.guestId}`, {
      method: "DELETE",
      headers: bearer(viaApi.guestToken),
    });
    expect(deleted.status).toBe(204);
    const withdrawn = await postForm(test, { intent: "withdraw" }, {
      headers: { Cookie: cookieOf(viaForm).pair },
    });
    expect(withdrawn.headers.get("Location")).toBe(`/k/${test.id}?rsvp=withdrawn#rsvp`);
    expect(await guestsOf(test)).toEqual([]);
  });
});

describe("an answer sent twice (Idempotency-Key)", () => {
  const KEY = "0b6e7c7a-3c1e-4f4f-9d55-2b8f1f0c1a11";
  const post = (test: Test, body: unknown, key: string, address = nextAddress()) =>
    test.app.request(
      `/api/kits/${test.id}/rsvp`,
      json("POST", body, { "Idempotency-Key": key }),
      from(address),
    );

  it("answers the same key within 24 hours with the first answer's guest, and adds nothing", async () => {
    const test = await appWithKit();
    const body = { name: "Amara Okafor", answer: "going", party: 2 };
    const first = RsvpAnsweredSchema.parse(await (await post(test, body, KEY)).json());
    test.clock.now += 23 * 60 * 60 * 1_000;
    const retry = await post(test, body, KEY, nextAddress());
    expect(retry.status).toBe(201);
    const again = RsvpAnsweredSchema.parse(await retry.json());
    expect(again.guestId).toBe(first.guestId);
    expect(again.status).toBe("going");
    expect(await guestsOf(test)).toHaveLength(1);
    // The retry's token is the one that works now: whoever holds the key and the answer holds the answer.
    const read = await test.app.request(`/api/kits/${test.id}/rsvp/${again.guestId}`, {
      headers: bearer(again.guestToken),
    });
    expect(GuestEntrySchema.parse(await read.json()).name).toBe("Amara Okafor");
    const stale = await test.app.request(`/api/kits/${test.id}/rsvp/${first.guestId}`, {
      headers: bearer(first.guestToken),
    });
    expect(stale.status).toBe(403);
  });

  it("takes the same key after 24 hours, or with another answer, as a new answer", async () => {
    const test = await appWithKit();
    const body = { name: "Amara Okafor", answer: "going" };
    const first = RsvpAnsweredSchema.parse(await (await post(test, body, KEY)).json());
    const other = RsvpAnsweredSchema.parse(await (await post(test, { ...body, name: "Tobi" }, KEY)).json());
    expect(other.guestId).not.toBe(first.guestId);
    test.clock.now += MS_PER_DAY + 1;
    const late = RsvpAnsweredSchema.parse(await (await post(test, body, KEY)).json());
    expect(late.guestId).not.toBe(first.guestId);
    expect(await guestsOf(test)).toHaveLength(3);
  });

  it("refuses a key that cannot be one with 400 naming Idempotency-Key, keeping nothing", async () => {
    const test = await appWithKit();
    for (
      const key of [
        "short",
        "x".repeat(201),
        "has spaces in it, see",
        "caf\u00e9-caf\u00e9-caf\u00e9-caf\u00e9",
      ]
    ) {
      const response = await post(test, { name: "Amara", answer: "going" }, key);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).issues?.[0].path).toBe("Idempotency-Key");
    }
    expect(await guestsOf(test)).toEqual([]);
  });

  it("keeps a form posted twice from one page once, while another guest's post from it is their own", async () => {
    const test = await appWithKit();
    const page = await test.app.request(`/k/${test.id}`);
    const answerKey = /name="answer-key" value="([^"]+)"/.exec(await page.text())?.[1];
    expect(answerKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const fields = { ...AMARA, "answer-key": answerKey! };
    const first = await postForm(test, fields, { address: "10.37.0.1" });
    const second = await postForm(test, fields, { address: "10.37.0.1" });
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(cookieOf(second).pair).not.toBe(cookieOf(first).pair);
    const neighbour = await postForm(test, fields, { address: "10.37.0.2" });
    expect(neighbour.headers.get("Location")).not.toBe(first.headers.get("Location"));
    expect(await guestsOf(test)).toHaveLength(2);
  });

  it("gives each rendering of the event page a new answer key", async () => {
    const test = await appWithKit();
    const keyOf = async () =>
      /name="answer-key" value="([^"]+)"/.exec(await (await test.app.request(`/k/${test.id}`)).text())?.[1];
    const before = await keyOf();
    await answered(test, test.id, { name: "Amara", answer: "going" });
    test.clock.now += 2_000; // the counts are read again, so the page is rendered again
    expect(await keyOf()).not.toBe(before);
  });
});

describe("a guest going who asks for more places than are left", () => {
  it("keeps their answer and party as they were, and is told how many places are left", async () => {
    const test = await appWithKit();
    await settle(test, { capacity: 4 });
    const amara = await answered(test, test.id, { name: "Amara", answer: "going", party: 2 });
    await answered(test, test.id, { name: "Tobi", answer: "going", party: 1 });
    const response = await test.app.request(
      `/api/kits/${test.id}/rsvp/${amara.guestId}`,
      json("PATCH", { party: 4, note: "bringing my cousins" }, bearer(amara.guestToken)),
    );
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toEqual({
      code: "NOT_ENOUGH_PLACES",
      message:
        "Only 1 more place is left: your party can be at most 3. Your answer is unchanged, and you keep your place.",
      placesLeft: 1,
    });
    const [kept] = await guestsOf(test);
    expect(kept).toMatchObject({ name: "Amara", status: "going", party: 2, note: "" });
  });

  it("may take the places that are left", async () => {
    const test = await appWithKit();
    await settle(test, { capacity: 4 });
    const amara = await answered(test, test.id, { name: "Amara", answer: "going", party: 2 });
    const response = await test.app.request(
      `/api/kits/${test.id}/rsvp/${amara.guestId}`,
      json("PATCH", { party: 4 }, bearer(amara.guestToken)),
    );
    expect(GuestEntrySchema.parse(await response.json())).toMatchObject({ status: "going", party: 4 });
  });

  it("is sent back to the page with the places left when the form asks", async () => {
    const test = await appWithKit();
    await settle(test, { capacity: 3 });
    const first = await postForm(test, AMARA);
    await answered(test, test.id, { name: "Tobi", answer: "going" });
    const more = await postForm(test, { ...AMARA, party: "5" }, {
      headers: { Cookie: cookieOf(first).pair },
    });
    expect(more.headers.get("Location")).toBe(
      `/k/${test.id}?rsvp-error=NOT_ENOUGH_PLACES&places-left=0#rsvp`,
    );
    const page = await test.app.request(more.headers.get("Location")!.replace("#rsvp", ""), {
      headers: { Cookie: cookieOf(first).pair },
    });
    expect(await page.text()).toContain("No places are left, so your party cannot grow.");
    expect((await guestsOf(test)).map((guest) => [guest.name, guest.party])).toEqual([
      ["Amara Okafor", 2],
      ["Tobi", 1],
    ]);
  });

  it("lets a waitlisted guest ask for more: they stay on the waitlist", async () => {
    const test = await appWithKit();
    await settle(test, { capacity: 1 });
    await answered(test, test.id, { name: "Amara", answer: "going" });
    const tobi = await answered(test, test.id, { name: "Tobi", answer: "going" });
    expect(tobi.status).toBe("waitlist");
    const response = await test.app.request(
      `/api/kits/${test.id}/rsvp/${tobi.guestId}`,
      json("PATCH", { party: 3 }, bearer(tobi.guestToken)),
    );
    expect(GuestEntrySchema.parse(await response.json())).toMatchObject({ status: "waitlist", party: 3 });
  });
});

describe("the honeypot", () => {
  const BOT = { name: "Bot", answer: "going", website: "http://spam.example" };

  it("gets the waitlist when the event is full, as a real answer would, and counts nowhere", async () => {
    const test = await appWithKit();
    await settle(test, { capacity: 1 });
    await answered(test, test.id, { name: "Amara", answer: "going" });
    const bot = await rsvp(test, test.id, BOT);
    expect(bot.status).toBe(201);
    expect(RsvpAnsweredSchema.parse(await bot.json()).status).toBe("waitlist");
    expect((await guestsOf(test)).map((guest) => guest.name)).toEqual(["Amara"]);
  });

  it("is refused when RSVP is closed, as a real answer is", async () => {
    const test = await appWithKit();
    await settle(test, { open: false });
    const bot = await rsvp(test, test.id, BOT);
    expect(bot.status).toBe(409);
    expect((await errorOf(bot)).code).toBe("RSVP_CLOSED");
  });

  it("reads, changes and withdraws its answer with its token, as a real one does", async () => {
    const test = await appWithKit();
    const bot = RsvpAnsweredSchema.parse(await (await rsvp(test, test.id, BOT)).json());
    const path = `/api/kits/${test.id}/rsvp/${bot.guestId}`;
    const read = await test.app.request(path, { headers: bearer(bot.guestToken) });
    const entry = GuestEntrySchema.parse(await read.json());
    expect(entry).toMatchObject({ name: "Bot", status: "going" });
    // A ticket while going, as a real answer has (issue 39), and none once it is maybe.
    expect(entry.checkInCode).toMatch(/^[2-9A-HJKMNP-TV-Z]{10}$/);
    expect((await test.app.request(path, { headers: bearer("t".repeat(43)) })).status).toBe(403);
    const changed = await test.app.request(path, json("PATCH", { answer: "maybe" }, bearer(bot.guestToken)));
    const maybe = GuestEntrySchema.parse(await changed.json());
    expect(maybe.status).toBe("maybe");
    expect(maybe.checkInCode).toBeUndefined();
    const withdrawn = await test.app.request(path, { method: "DELETE", headers: bearer(bot.guestToken) });
    expect(withdrawn.status).toBe(204);
    expect((await test.app.request(path, { headers: bearer(bot.guestToken) })).status).toBe(404);
    expect(await guestsOf(test)).toEqual([]);
  });

  it("shows the form's bot the page's 'Your answer' view, as a real guest sees it", async () => {
    const test = await appWithKit();
    const posted = await postForm(test, { ...AMARA, name: "Spambot", website: "http://spam.example" });
    expect(posted.status).toBe(303);
    const page = await test.app.request(posted.headers.get("Location")!.replace("#rsvp", ""), {
      headers: { Cookie: cookieOf(posted).pair },
    });
    const html = await page.text();
    expect(html).toContain("Your answer");
    expect(html).toContain("Spambot");
    expect(await guestsOf(test)).toEqual([]);
  });
});

describe("ids", () => {
  it.each([
    ["POST", "/k/{id}%00/rsvp"],
    ["POST", "/k/%0d%0aSet-Cookie:%20x=1/rsvp"],
    ["POST", "/api/kits/{id}%00/rsvp"],
    ["GET", "/api/kits/{id}%0a/rsvp"],
    ["GET", "/api/kits/{id}/rsvp/abc%00"],
    ["DELETE", "/api/kits/{id}/rsvp/%0d%0a"],
    ["GET", "/api/kits/{id}%00/guests"],
  ])("are 404 when they hold bytes outside their alphabet: %s %s", async (method, template) => {
    const test = await appWithKit();
    const response = await test.app.request(template.replace("{id}", test.id), {
      method,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: "brandkit_rsvp=x",
        Authorization: "Bearer " + "t".repeat(43),
      },
      body: method === "POST" ? new URLSearchParams(AMARA).toString() : undefined,
    });
    expect(response.status).toBe(404);
    for (const [name, value] of response.headers) {
      expect(`${name}: ${value}`).not.toMatch(/[\0\r\n]|Set-Cookie: x/);
    }
    expect(await guestsOf(test)).toEqual([]);
  });
});
