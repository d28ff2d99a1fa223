/**
 * RSVP without JavaScript (issue 28, item 6): the event page's plain form posts to POST /k/{id}/rsvp and is
 * answered 303 to the page, with the answer's cookie scoped to it; the same browser's next post changes its
 * answer, `intent=withdraw` removes it, and a refusal goes back to the page with its code.
 */
import { describe, expect, it } from "vitest";
import { GuestEntrySchema, GuestListSchema } from "../../brandkit/rsvp/mod.ts";
import type { KitStore } from "../../brandkit/kept/kept-kits.ts";
import { openSqliteKitStore } from "../../adapters/kit-store-sqlite.ts";
import { scanSvg } from "../brandkit/render/_scan.ts";
import { appWithKit, bearer, from } from "./_rsvp.ts";

type Test = Awaited<ReturnType<typeof appWithKit>>;

let clients = 0;

/** Posts the form's `fields` to the kit's page, with `cookie` when given. */
function postForm(
  test: Test,
  fields: Record<string, string>,
  options: { cookie?: string; id?: string } = {},
) {
  return test.app.request(
    `/k/${options.id ?? test.id}/rsvp`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...options.cookie ? { Cookie: options.cookie } : {},
      },
      body: new URLSearchParams(fields).toString(),
    },
    from(`10.20.${++clients}.1`),
  );
}

/** The `name=value` of a response's Set-Cookie, and its attributes. */
function cookieOf(response: Response) {
  const header = response.headers.get("Set-Cookie") ?? "";
  const [pair, ...attributes] = header.split(";").map((part) => part.trim());
  return { pair, attributes };
}

async function guestsOf(test: Test) {
  const response = await test.app.request(`/api/kits/${test.id}/guests`, {
    headers: bearer(test.ownerToken),
  });
  return GuestListSchema.parse(await response.json()).guests;
}

describe("POST /k/{id}/rsvp (the page's form without JavaScript)", () => {
  it("keeps the answer and answers 303 to the page, with its cookie scoped to the kit's page", async () => {
    const test = await appWithKit();
    const response = await postForm(test, {
      name: "Amara Okafor",
      answer: "going",
      party: "2",
      note: "See you there",
      website: "",
      submit: "Send",
    });
    expect(response.status).toBe(303);
    const [guest] = await guestsOf(test);
    expect(guest).toMatchObject({ name: "Amara Okafor", answer: "going", party: 2, note: "See you there" });
    expect(response.headers.get("Location")).toBe(`/k/${test.id}?rsvp=${guest.guestId}#rsvp`);
    const { pair, attributes } = cookieOf(response);
    expect(pair).toMatch(new RegExp(`^brandkit_rsvp=${guest.guestId}\\.[A-Za-z0-9_-]{43}$`));
    expect(attributes).toEqual([
      // 30 days past the event (2026-06-21T12:00Z, when it is over everywhere), from the test clock's 2026-01-01.
      `Max-Age=${(Date.UTC(2026, 5, 21, 12) + 30 * 86_400_000 - test.clock.now) / 1_000}`,
      `Path=/k/${test.id}`,
      "HttpOnly",
      "SameSite=Lax",
    ]);
    const token = pair.split(".")[1];
    const shown = await test.app.request(`/api/kits/${test.id}/rsvp/${guest.guestId}`, {
      headers: bearer(token),
    });
    expect(GuestEntrySchema.parse(await shown.json()).name).toBe("Amara Okafor");
  });

  it("sets a Secure cookie and links the page absolutely when the site is served over HTTPS", async () => {
    const test = await appWithKit({ env: { BRANDKIT_PUBLIC_URL: "https://kits.example" } });
    const response = await postForm(test, { name: "Amara", answer: "maybe" });
    expect(response.headers.get("Location")).toMatch(
      new RegExp(`^https://kits\\.example/k/${test.id}\\?rsvp=[A-Za-z0-9_-]{22}#rsvp$`),
    );
    expect(cookieOf(response).attributes).toContain("Secure");
  });

  it("changes the answer this browser gave instead of adding another, and withdraws it", async () => {
    const test = await appWithKit();
    const first = await postForm(test, { name: "Zoë", answer: "going" });
    const cookie = cookieOf(first).pair;
    const again = await postForm(test, { name: "Zoë M.", answer: "maybe", party: "3" }, { cookie });
    expect(again.status).toBe(303);
    const guests = await guestsOf(test);
    expect(guests).toHaveLength(1);
    expect(guests[0]).toMatchObject({ name: "Zoë M.", answer: "maybe", party: 3 });
    expect(again.headers.get("Location")).toBe(`/k/${test.id}?rsvp=${guests[0].guestId}#rsvp`);

    const withdrawn = await postForm(test, { intent: "withdraw" }, { cookie });
    expect(withdrawn.status).toBe(303);
    expect(withdrawn.headers.get("Location")).toBe(`/k/${test.id}?rsvp=withdrawn#rsvp`);
    expect(cookieOf(withdrawn).attributes).toContain("Max-Age=0");
    expect(await guestsOf(test)).toEqual([]);
  });

  it("adds a new answer when the cookie's answer is gone", async () => {
    const test = await appWithKit();
    const first = await postForm(test, { name: "Gone", answer: "going" });
    const [gone] = await guestsOf(test);
    await test.app.request(`/api/kits/${test.id}/rsvp/${gone.guestId}`, {
      method: "DELETE",
      headers: bearer(test.ownerToken),
    });
    const again = await postForm(test, { name: "Back", answer: "going" }, { cookie: cookieOf(first).pair });
    expect(again.status).toBe(303);
    expect((await guestsOf(test)).map((guest) => guest.name)).toEqual(["Back"]);
  });

  it.each([
    ["a missing name", { answer: "going" }, "rsvp-error=VALIDATION_ERROR&field=name"],
    ["a party of 12", { name: "A", answer: "going", party: "12" }, "rsvp-error=VALIDATION_ERROR&field=party"],
    [
      "a party that is not a number",
      { name: "A", answer: "going", party: "two" },
      "rsvp-error=VALIDATION_ERROR&field=party",
    ],
  ])("goes back to the page with the refusal of %s", async (_case, fields, query) => {
    const test = await appWithKit();
    const response = await postForm(test, fields);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/k/${test.id}?${query}#rsvp`);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await guestsOf(test)).toEqual([]);
  });

  it("goes back to the page saying RSVP is closed, or the kit unknown", async () => {
    const test = await appWithKit({}, { eventDate: "" });
    const closed = await postForm(test, { name: "A", answer: "going" });
    expect(closed.headers.get("Location")).toBe(`/k/${test.id}?rsvp-error=RSVP_CLOSED#rsvp`);
    const unknown = await postForm(test, { name: "A", answer: "going" }, { id: "AAAAAAAAAAAAAAAAAAAAAA" });
    expect(unknown.headers.get("Location")).toBe("/k/AAAAAAAAAAAAAAAAAAAAAA?rsvp-error=KIT_NOT_FOUND#rsvp");
  });

  it("goes back to the page saying the answer could not be sent when we fail, and logs the failure", async () => {
    const store = openSqliteKitStore(":memory:");
    const failing: KitStore = { ...store, addGuest: () => Promise.reject(new Error("the disk is on fire")) };
    const test = await appWithKit({
      kitStore: failing,
      env: { BRANDKIT_PUBLIC_URL: "https://kits.example" },
    });
    const response = await postForm(test, { name: "Amara", answer: "going" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(
      `https://kits.example/k/${test.id}?rsvp-error=INTERNAL#rsvp`,
    );
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(test.errors).toEqual([expect.objectContaining({ code: "INTERNAL" })]);
    expect(JSON.stringify(test.errors)).toContain("the disk is on fire");

    const page = await (await test.app.request(`/k/${test.id}?rsvp-error=INTERNAL&lang=de`)).text();
    expect(page).toContain("Deine Antwort konnte nicht gesendet werden");
    expect(page).not.toContain("the disk is on fire");
  });

  it("shows a going guest's ticket as a QR code drawn by the server, for a page without JavaScript", async () => {
    const test = await appWithKit();
    const posted = await postForm(test, { name: "Amara", answer: "going" });
    const { pair } = cookieOf(posted);
    const page = await (await test.app.request(`/k/${test.id}`, { headers: { Cookie: pair } })).text();
    const [entry] = await guestsOf(test);
    const svg = /<svg class="ticket-qr"[^>]*>.*?<\/svg>/s.exec(page)?.[0];
    expect(svg).toBeDefined();
    expect(svg).toContain(`aria-label=`);
    const sized = svg!.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" width="232" height="232" ');
    expect(scanSvg(sized)).toBe(entry.checkInCode);

    const maybe = cookieOf(await postForm(test, { name: "Tobi", answer: "maybe" }));
    const other = await (await test.app.request(`/k/${test.id}`, { headers: { Cookie: maybe.pair } })).text();
    expect(other).not.toContain('class="ticket-qr"');
  });

  it("goes back to the page with the wait when the kit's limit is reached", async () => {
    const test = await appWithKit({ env: { BRANDKIT_RSVP_RATE_LIMIT_PER_MINUTE: "1" } });
    expect((await postForm(test, { name: "A", answer: "going" })).status).toBe(303);
    const refused = await postForm(test, { name: "B", answer: "going" });
    expect(refused.headers.get("Location")).toBe(
      `/k/${test.id}?rsvp-error=RATE_LIMIT_EXCEEDED&retry-after=60#rsvp`,
    );
  });

  it("refuses a form that is not URL-encoded, and keeps nothing a bot put in the honeypot", async () => {
    const test = await appWithKit();
    const multipart = await test.app.request(`/k/${test.id}/rsvp`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "name=A&answer=going",
    }, from("10.21.0.1"));
    expect(multipart.headers.get("Location")).toBe(`/k/${test.id}?rsvp-error=VALIDATION_ERROR#rsvp`);
    const bot = await postForm(test, { name: "Bot", answer: "going", website: "http://spam.example" });
    expect(bot.status).toBe(303);
    expect(bot.headers.get("Location")).toMatch(/\?rsvp=[A-Za-z0-9_-]{22}#rsvp$/);
    expect(await guestsOf(test)).toEqual([]);
  });
});
