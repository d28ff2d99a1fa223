/**
 * Mail through the app (issue 38), with the outbox in an SQLite database in memory and a transport that keeps
 * what it is given (the real SMTP server is tests/adapters/mail-outbox.test.ts's): the address field only with
 * mail, the confirmation queued once and composed in the kit's language with the private link and the .ics, the
 * address never in public JSON, HTML or the log, and the one-click unsubscribe.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  answerPrivateLink,
  createGuestMail,
  createMailWorker,
  createPromotions,
  type KitStore,
  type MailTransport,
  type OutgoingMail,
  unsubscribeToken,
} from "../../brandkit/mod.ts";
import { formatCheckInCode, GuestEntrySchema, GuestListSchema } from "../../brandkit/web.ts";
import { openSqliteKitStore } from "../../adapters/kit-store-sqlite.ts";
import { privateLink } from "../../client/event/guest-answer.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { answered, bearer, json, makeKit } from "./_rsvp.ts";

const PUBLIC_URL = "https://kits.example";
const ADDRESS = "amara.okafor@example.org";

/** A transport that keeps every mail. */
function keptTransport(): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    send(mail) {
      sent.push(mail);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/** A test app that sends mail through a kept transport, and its worker. */
async function mailApp() {
  const kitStore: KitStore = openSqliteKitStore(":memory:");
  const clock = { now: Date.UTC(2026, 0, 1) };
  const now = () => clock.now;
  const mail = createGuestMail({ store: kitStore.mail!, publicUrl: PUBLIC_URL, now });
  const test = await createTestApp({ kitStore, mail });
  test.clock.now = clock.now;
  const transport = keptTransport();
  const worker = createMailWorker({
    store: kitStore.mail!,
    transport,
    from: "BrandKit <events@kits.example>",
    pollMs: 1_000,
    now: () => test.clock.now,
    log: (entry) => test.logs.push(entry),
    remind: createPromotions({ store: kitStore.mail!, kits: test.keeper, mail, now: () => test.clock.now }),
  });
  return { ...test, transport, worker, kitStore };
}

/** Everything anyone with the link sees of kit `id`: its JSON, its event page, its RSVP summary. */
async function publicTexts(test: TestApp, id: string): Promise<string> {
  const paths = [`/api/kits/${id}`, `/k/${id}`, `/api/kits/${id}/rsvp`, `/k/${id}/kit`];
  const texts = await Promise.all(paths.map(async (path) => (await test.app.request(path)).text()));
  return texts.join("\n");
}

describe("mail through the app", () => {
  it("asks for no address and keeps none without mail", async () => {
    const test = await createTestApp();
    const kit = await makeKit(test);
    const page = await (await test.app.request(`/k/${kit.id}`)).text();
    expect(page).not.toContain('name="email"');
    await answered(test, kit.id, { name: "Amara Okafor", answer: "going", email: ADDRESS });
    const list = GuestListSchema.parse(
      await (await test.app.request(`/api/kits/${kit.id}/guests`, { headers: bearer(kit.ownerToken) }))
        .json(),
    );
    expect(list.guests[0].email).toBeUndefined();
    expect(JSON.stringify(list)).not.toContain(ADDRESS);
    expect((await test.app.request(`/k/${kit.id}/unsubscribe?guest=x&token=y`)).status).toBe(404);
  });

  it("asks for an address with mail, and sends one confirmation in the kit's language", async () => {
    const test = await mailApp();
    const kit = await makeKit(test, {
      language: "ja",
      customEventName: "夏祭り",
      eventLocation: "代々木公園",
    });
    const page = await (await test.app.request(`/k/${kit.id}`)).text();
    expect(page).toContain('name="email"');
    expect(page).toContain('type="email"');

    const guest = await answered(test, kit.id, {
      name: "Amara Okafor",
      answer: "going",
      party: 2,
      email: ADDRESS,
    });
    const { checkInCode: code } = GuestEntrySchema.parse(
      await (await test.app.request(`/api/kits/${kit.id}/rsvp/${guest.guestId}`, {
        headers: bearer(guest.guestToken),
      })).json(),
    );
    // The same address again with a change: never a second confirmation.
    const changed = await test.app.request(
      `/api/kits/${kit.id}/rsvp/${guest.guestId}`,
      json("PATCH", { answer: "maybe", email: ADDRESS }, bearer(guest.guestToken)),
    );
    expect(changed.status).toBe(200);
    expect(await test.worker.runOnce()).toBe(1);
    expect(await test.worker.runOnce()).toBe(0);

    expect(test.transport.sent).toHaveLength(1);
    const [mail] = test.transport.sent;
    expect(mail.to).toBe(ADDRESS);
    expect(mail.from).toBe("BrandKit <events@kits.example>");
    expect(mail.subject).toBe("夏祭りへのご回答");
    expect(mail.headers ?? {}).not.toHaveProperty("List-Unsubscribe");
    const link = answerPrivateLink(`${PUBLIC_URL}/k/${kit.id}`, guest.guestId, guest.guestToken);
    expect(link).toBe(privateLink(`${PUBLIC_URL}/k/${kit.id}`, guest));
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("参加のご回答");
    expect(mail.text).toContain("代々木公園");
    // The guest's ticket (issue 39): the code their answer carried, to show at the door.
    expect(mail.text).toContain(`受付コード: ${formatCheckInCode(code!)}`);
    expect(mail.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    expect(mail.html).toContain('lang="ja"');
    expect(mail.html).not.toMatch(/<img|<script|src=/i);
    // The only links are the guest's own.
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) =>
      match[1].replaceAll("&amp;", "&")
    );
    expect(new Set(hrefs)).toEqual(new Set([link]));

    const [ics] = mail.attachments ?? [];
    expect(ics.filename).toBe("event.ics");
    const event = new ICAL.Component(ICAL.parse(ics.content)).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("uid")).toBe(`${kit.id}@brandkit.invalid`);
    expect(event.getFirstPropertyValue("summary")).toBe("夏祭り");
  });

  it("sends a confirmation when a change adds an address", async () => {
    const test = await mailApp();
    const kit = await makeKit(test);
    const guest = await answered(test, kit.id, { name: "Tobi", answer: "no" });
    expect(await test.worker.runOnce()).toBe(0);
    const changed = await test.app.request(
      `/api/kits/${kit.id}/rsvp/${guest.guestId}`,
      json("PATCH", { email: ADDRESS }, bearer(guest.guestToken)),
    );
    expect(changed.status).toBe(200);
    expect(await test.worker.runOnce()).toBe(1);
    expect(test.transport.sent[0].text).toContain(`?guest=${guest.guestId}#t=${guest.guestToken}`);
  });

  it("takes the address from the no-JavaScript form", async () => {
    const test = await mailApp();
    const kit = await makeKit(test);
    const form = new URLSearchParams({ name: "Ada", answer: "going", party: "1", email: ADDRESS });
    const response = await test.app.request(`/k/${kit.id}/rsvp`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    expect(response.status).toBe(303);
    expect(await test.worker.runOnce()).toBe(1);
    expect(test.transport.sent[0].to).toBe(ADDRESS);
  });

  it("refuses an address that is not one", async () => {
    const test = await mailApp();
    const kit = await makeKit(test);
    for (const email of ["not an address", `${"a".repeat(250)}@example.org`, "a@b\u0000.org"]) {
      const response = await test.app.request(
        `/api/kits/${kit.id}/rsvp`,
        json("POST", { name: "Ada", answer: "going", email }),
      );
      expect(response.status, email).toBe(400);
      expect(JSON.stringify(await response.json())).toContain("email");
    }
  });

  it("shows the address to the owner alone: never in public JSON, HTML or the log", async () => {
    const test = await mailApp();
    const kit = await makeKit(test);
    const guest = await answered(test, kit.id, { name: "Amara Okafor", answer: "going", email: ADDRESS });
    await test.worker.runOnce();

    const list = GuestListSchema.parse(
      await (await test.app.request(`/api/kits/${kit.id}/guests`, { headers: bearer(kit.ownerToken) }))
        .json(),
    );
    expect(list.guests[0].email).toBe(ADDRESS);
    const own = await test.app.request(`/api/kits/${kit.id}/rsvp/${guest.guestId}`, {
      headers: bearer(guest.guestToken),
    });
    expect(await own.text()).not.toContain(ADDRESS);
    expect(await publicTexts(test, kit.id)).not.toContain(ADDRESS);
    // The guest's own page (the no-JavaScript cookie's) neither.
    const cookiePage = await test.app.request(`/k/${kit.id}?rsvp=${guest.guestId}`, {
      headers: { Cookie: `brandkit_rsvp=${guest.guestId}.${guest.guestToken}` },
    });
    expect(await cookiePage.text()).not.toContain(ADDRESS);
    expect(test.logs.some((entry) => entry.event === "mail-sent")).toBe(true);
    expect(JSON.stringify(test.logs)).not.toContain(ADDRESS);
    expect(JSON.stringify(test.logs)).not.toContain("amara.okafor");
  });

  it("unsubscribes in one click with the unsubscribe token, never with another", async () => {
    const test = await mailApp();
    const kit = await makeKit(test);
    const guest = await answered(test, kit.id, { name: "Amara Okafor", answer: "going", email: ADDRESS });
    const url = await test.kitStore.mail!.guestMailState(kit.id, guest.guestId, test.clock.now);
    const token = await unsubscribeToken(kit.id, guest.guestId, url!.tokenHash);
    expect(token).not.toContain(guest.guestToken);
    const path = `/k/${kit.id}/unsubscribe?guest=${guest.guestId}&token=${token}`;
    const oneClick = (target: string) =>
      test.app.request(target, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });

    const page = await test.app.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain('name="List-Unsubscribe" value="One-Click"');
    expect((await test.kitStore.mail!.guestMailState(kit.id, guest.guestId, test.clock.now))!.unsubscribed)
      .toBe(false);

    const wrong = `/k/${kit.id}/unsubscribe?guest=${guest.guestId}&token=${"A".repeat(43)}`;
    expect((await oneClick(wrong)).status).toBe(404);
    expect(
      (await oneClick(`/k/${kit.id}/unsubscribe?guest=${guest.guestId}&token=${guest.guestToken}`)).status,
    )
      .toBe(404);
    expect((await oneClick(path)).status).toBe(200);
    expect((await test.kitStore.mail!.guestMailState(kit.id, guest.guestId, test.clock.now))!.unsubscribed)
      .toBe(true);
    const list = GuestListSchema.parse(
      await (await test.app.request(`/api/kits/${kit.id}/guests`, { headers: bearer(kit.ownerToken) }))
        .json(),
    );
    expect(list.guests[0].unsubscribed).toBe(true);
    expect((await test.app.request(path, { method: "POST", body: "x=y" })).status).toBe(400);
  });

  it("tells a guest moved up from the waitlist that a place is theirs, with their ticket, once", async () => {
    const test = await mailApp();
    const kit = await makeKit(test, { customEventName: "Summer Gala" });
    await test.app.request(
      `/api/kits/${kit.id}/rsvp-settings`,
      json("PATCH", { capacity: 1 }, bearer(kit.ownerToken)),
    );
    const first = await answered(test, kit.id, { name: "Ana", answer: "going" });
    const waiting = await answered(test, kit.id, { name: "Bea", answer: "going", email: ADDRESS });
    const quiet = await answered(test, kit.id, { name: "Cy", answer: "going" });
    expect(waiting.status).toBe("waitlist");
    expect(await test.worker.runOnce()).toBe(1); // Bea's confirmation: she is on the waitlist
    test.transport.sent.length = 0;

    const withdrawn = await test.app.request(`/api/kits/${kit.id}/rsvp/${first.guestId}`, {
      method: "DELETE",
      headers: bearer(first.guestToken),
    });
    expect(withdrawn.status).toBe(204);
    expect(await test.worker.runOnce()).toBe(1);
    expect(await test.worker.runOnce()).toBe(0);

    const [mail] = test.transport.sent;
    expect(mail.to).toBe(ADDRESS);
    expect(mail.subject).toBe("A place is yours: Summer Gala");
    const { checkInCode } = GuestEntrySchema.parse(
      await (await test.app.request(`/api/kits/${kit.id}/rsvp/${waiting.guestId}`, {
        headers: bearer(waiting.guestToken),
      })).json(),
    );
    expect(mail.text).toContain(`Your check-in code: ${formatCheckInCode(checkInCode!)}`);
    expect(mail.headers?.["List-Unsubscribe"]).toBeDefined();
    // Cy, moved up after Bea without an address, is told nothing, and nothing stays marked.
    const cy = await test.app.request(
      `/api/kits/${kit.id}/rsvp-settings`,
      json("PATCH", { capacity: 5 }, bearer(kit.ownerToken)),
    );
    expect(cy.status).toBe(200);
    expect(quiet.status).toBe("waitlist");
    expect(await test.worker.runOnce()).toBe(0);
    expect(await test.kitStore.mail!.promotedGuests(test.clock.now, 10)).toEqual([]);
  });

  it("mails an update to the waitlist too, who may be moved up on the day, but not to a guest not coming", async () => {
    const test = await mailApp();
    const kit = await makeKit(test);
    await test.app.request(
      `/api/kits/${kit.id}/rsvp-settings`,
      json("PATCH", { capacity: 1 }, bearer(kit.ownerToken)),
    );
    await answered(test, kit.id, { name: "Ana", answer: "going", email: "ana@example.org" });
    await answered(test, kit.id, { name: "Bea", answer: "going", email: "bea@example.org" });
    await answered(test, kit.id, { name: "Cy", answer: "no", email: "cy@example.org" });
    expect(await test.worker.runOnce()).toBe(3); // the confirmations
    test.transport.sent.length = 0;

    const posted = await test.app.request(
      `/api/kits/${kit.id}/updates`,
      json("POST", { text: "Doors at 7." }, bearer(kit.ownerToken)),
    );
    expect(posted.status).toBe(201);
    expect(await test.worker.runOnce()).toBe(2);
    expect(test.transport.sent.map((mail) => mail.to).sort()).toEqual(["ana@example.org", "bea@example.org"]);
  });

  it("takes the queued mail with the kit when it is deleted", async () => {
    const test = await mailApp();
    const kit = await makeKit(test);
    await answered(test, kit.id, { name: "Amara Okafor", answer: "going", email: ADDRESS });
    const deleted = await test.app.request(`/api/kits/${kit.id}`, {
      method: "DELETE",
      headers: bearer(kit.ownerToken),
    });
    expect(deleted.status).toBe(204);
    expect(await test.worker.runOnce()).toBe(0);
    expect(test.transport.sent).toHaveLength(0);
  });
});
