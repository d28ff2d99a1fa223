/**
 * The later mails (issue 38) against a real SMTP server on loopback (tests/support/smtp-server.ts): an owner's
 * update reaches the going and maybe guests with an address once each (not "no", not unsubscribed, not without
 * an address), with List-Unsubscribe and one-click List-Unsubscribe-Post, and a one-click unsubscribe stops the
 * next; an edit that moves the event sends its new calendar (the same UID, a higher SEQUENCE, METHOD:REQUEST); a
 * reminder is sent once across a restart on the same SQLite file, a guest answering inside the window gets the
 * confirmation and then the reminder; and two workers on one Postgres send each reminder once, and tell each
 * guest moved up from the waitlist once (issue 39).
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGuestMail,
  createMailWorker,
  createPromotions,
  createReminders,
  type KitStore,
  type MailWorker,
  unsubscribeToken,
} from "../../brandkit/mod.ts";
import { openSqliteKitStore } from "../../adapters/kit-store-sqlite.ts";
import { openPostgresKitStore } from "../../adapters/kit-store-postgres.ts";
import { createSmtpTransport } from "../../adapters/mail-transport-smtp.ts";
import { type ReceivedMail, startSmtp, type TestSmtp } from "../support/smtp-server.ts";
import { startPostgres, type TestPostgres } from "../support/postgres-server.ts";
import { createTestApp, ownerEdit, type TestApp } from "../support/test-app.ts";
import { answered, bearer, json, makeKit } from "../routes/_rsvp.ts";

const PUBLIC_URL = "https://kits.example";
const FROM = "events@kits.example";
const HOUR_MS = 3_600_000;

let smtp: TestSmtp;
let postgres: TestPostgres | undefined;
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {});
  await smtp?.stop();
  await postgres?.stop({ removeData: true });
});

/** A test app over `kitStore` whose mail goes out through the real SMTP server, its worker with reminders. */
async function smtpApp(kitStore: KitStore, options: { hours?: number } = {}) {
  const clockRef: { test?: TestApp } = {};
  const now = () => clockRef.test!.clock.now;
  const guestMail = createGuestMail({ store: kitStore.mail!, publicUrl: PUBLIC_URL, from: FROM, now });
  const test = await createTestApp({ kitStore, mail: guestMail });
  clockRef.test = test;
  const workerOf = (store: KitStore): MailWorker => {
    const transport = createSmtpTransport(smtp.url);
    closers.push(() => transport.close());
    const mail = store === kitStore
      ? guestMail
      : createGuestMail({ store: store.mail!, publicUrl: PUBLIC_URL, from: FROM, now });
    return createMailWorker({
      store: store.mail!,
      transport,
      from: FROM,
      pollMs: 1_000,
      now,
      remind: async () => {
        const reminders = createReminders({
          store: store.mail!,
          kits: test.keeper,
          mail,
          hours: options.hours ?? 24,
          now,
        });
        const promotions = createPromotions({ store: store.mail!, kits: test.keeper, mail, now });
        return await reminders() + await promotions();
      },
    });
  };
  return { ...test, worker: workerOf(kitStore), workerOf };
}

/** The mails the server received from mail number `from` on, once there are `count` of them. */
async function received(from: number, count: number): Promise<ReceivedMail[]> {
  await smtp.waitFor(from + count);
  await new Promise((resolve) => setTimeout(resolve, 100));
  return smtp.received.slice(from);
}

/** The raw header `name` of a received mail, unfolded. */
function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((candidate) =>
    candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`)
  );
  return line?.slice(name.length + 1).trim();
}

const postUpdate = async (test: TestApp, id: string, token: string, text: string) => {
  const response = await test.app.request(`/api/kits/${id}/updates`, json("POST", { text }, bearer(token)));
  expect(response.status, await response.clone().text()).toBe(201);
};

describe("later mails over SMTP", () => {
  it("mails an update to the going and maybe guests once each, with one-click unsubscribe that stops the next", async () => {
    const test = await smtpApp(openSqliteKitStore(":memory:"));
    closers.push(() => test.kitStore.close());
    const kit = await makeKit(test, { language: "fr", customEventName: "Fête d'été" });
    await answered(test, kit.id, { name: "Amara", answer: "going", email: "amara@example.org" });
    await answered(test, kit.id, { name: "Tobi", answer: "maybe", email: "tobi@example.org" });
    await answered(test, kit.id, { name: "Noor", answer: "no", email: "noor@example.org" });
    await answered(test, kit.id, { name: "Kai", answer: "going" });
    const gone = await answered(test, kit.id, { name: "Lea", answer: "going", email: "lea@example.org" });
    const leaState = await test.kitStore.mail!.guestMailState(kit.id, gone.guestId, test.clock.now);
    const leaToken = await unsubscribeToken(kit.id, gone.guestId, leaState!.tokenHash);
    expect(
      (await test.app.request(`/k/${kit.id}/unsubscribe?guest=${gone.guestId}&token=${leaToken}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      })).status,
    ).toBeLessThan(400);
    // The confirmations first.
    let before = smtp.received.length;
    expect(await test.worker.runOnce()).toBe(4);
    await received(before, 4);

    before = smtp.received.length;
    await postUpdate(test, kit.id, kit.ownerToken, "Le lieu ouvre à 18 h.\nApportez un pull !");
    expect(await test.worker.runOnce()).toBe(2);
    expect(await test.worker.runOnce()).toBe(0);
    const mails = await received(before, 2);
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual(["amara@example.org", "tobi@example.org"]);
    for (const mail of mails) {
      expect(mail.parsed.subject).toBe("Des nouvelles de Fête d'été");
      expect(mail.parsed.text).toContain("Apportez un pull !");
      expect(mail.parsed.html).toContain('lang="fr"');
      expect(mail.parsed.html).not.toMatch(/<img|<script|src=/i);
      expect(rawHeader(mail, "List-Unsubscribe")).toMatch(
        new RegExp(`^<${PUBLIC_URL}/k/${kit.id}/unsubscribe\\?guest=[\\w-]+&token=[\\w-]+>$`),
      );
      expect(rawHeader(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.raw).not.toMatch(/#t=/);
    }

    // Tobi unsubscribes with the header's link, in one click: the next update reaches Amara alone.
    const tobi = mails.find((mail) => mail.to[0] === "tobi@example.org")!;
    const url = new URL(rawHeader(tobi, "List-Unsubscribe")!.slice(1, -1));
    const oneClick = await test.app.request(`${url.pathname}${url.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBeLessThan(400);
    before = smtp.received.length;
    await postUpdate(test, kit.id, kit.ownerToken, "À ce soir !");
    expect(await test.worker.runOnce()).toBe(1);
    expect((await received(before, 1)).map((mail) => mail.to)).toEqual([["amara@example.org"]]);

    // Amara unsubscribes while an update for her is queued and not yet sent: it does not leave either.
    await postUpdate(test, kit.id, kit.ownerToken, "On commence à 19 h.");
    const amara = mails.find((mail) => mail.to[0] === "amara@example.org")!;
    const amaraUrl = new URL(rawHeader(amara, "List-Unsubscribe")!.slice(1, -1));
    const stopped = await test.app.request(`${amaraUrl.pathname}${amaraUrl.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(stopped.status).toBeLessThan(400);
    expect(await test.worker.runOnce()).toBe(0);
  });

  it("mails the moved event's new calendar: the same UID, a higher SEQUENCE, METHOD:REQUEST", async () => {
    const test = await smtpApp(openSqliteKitStore(":memory:"));
    closers.push(() => test.kitStore.close());
    const kit = await makeKit(test, {
      eventTime: "19:30",
      timeZone: "Europe/Lisbon",
      eventLocation: "Alfama",
    });
    await answered(test, kit.id, { name: "Amara", answer: "going", email: "amara@example.org" });
    await answered(test, kit.id, { name: "Noor", answer: "no", email: "noor@example.org" });
    expect(await test.worker.runOnce()).toBe(2);

    // An edit that does not move the event mails nothing.
    const copy = await test.app.request(
      `/api/kits/${kit.id}`,
      ownerEdit({ copy: { tagline: "Dance with us" } }, kit.ownerToken, 0),
    );
    expect(copy.status).toBe(200);
    expect(await test.worker.runOnce()).toBe(0);

    const before = smtp.received.length;
    const moved = await test.app.request(
      `/api/kits/${kit.id}`,
      ownerEdit({ event: { time: "20:00" } }, kit.ownerToken, 1),
    );
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await test.worker.runOnce()).toBe(1);
    const [mail] = await received(before, 1);
    expect(mail.to).toEqual(["amara@example.org"]);
    expect(rawHeader(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(rawHeader(mail, "List-Unsubscribe")).toMatch(/^<https:\/\/kits\.example\/k\/.+>$/);
    const ics = mail.parsed.attachments.find((attachment) => attachment.filename === "event.ics")!;
    expect(ics.contentType).toBe("text/calendar");
    expect(mail.raw).toMatch(/Content-Type: text\/calendar;[^\r\n]*method=REQUEST/i);
    const calendar = new ICAL.Component(ICAL.parse(ics.content.toString("utf-8")));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = calendar.getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("uid")).toBe(`${kit.id}@brandkit.invalid`);
    expect(event.getFirstPropertyValue("sequence")).toBe(1);
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe("2026-06-20T20:00:00");
    // An iTIP REQUEST names who sends it and to whom (RFC 5546).
    expect(event.getFirstPropertyValue("organizer")).toBe(`mailto:${FROM}`);
    const attendee = event.getFirstProperty("attendee")!;
    expect(attendee.getFirstValue()).toBe("mailto:amara@example.org");
    expect(attendee.getParameter("partstat")).toBe("ACCEPTED");
    // The kit's own calendar agrees.
    const own = new ICAL.Component(
      ICAL.parse(await (await test.app.request(`/k/${kit.id}/files/event.ics`)).text()),
    ).getFirstSubcomponent("vevent")!;
    expect(own.getFirstPropertyValue("sequence")).toBe(1);
  });

  it("sends a reminder once across a restart, and a late guest's reminder after their confirmation", async () => {
    const dir = await Deno.makeTempDir({ prefix: "brandkit-mail-" });
    const path = `${dir}/kits.sqlite`;
    const first = openSqliteKitStore(path);
    const test = await smtpApp(first);
    // Tomorrow 10:00 in Lisbon (UTC+0 in January): 34 hours from the test clock's midnight.
    const kit = await makeKit(test, {
      eventDate: "2026-01-02",
      eventTime: "10:00",
      timeZone: "Europe/Lisbon",
    });
    await answered(test, kit.id, { name: "Amara", answer: "going", email: "amara@example.org" });
    await answered(test, kit.id, { name: "Tobi", answer: "maybe", email: "tobi@example.org" });
    expect(await test.worker.runOnce()).toBe(2);
    // Not yet inside the 24 hours.
    expect(await test.worker.runOnce()).toBe(0);

    test.clock.now += 11 * HOUR_MS;
    let before = smtp.received.length;
    expect(await test.worker.runOnce()).toBe(1);
    const [reminder] = await received(before, 1);
    expect(reminder.to).toEqual(["amara@example.org"]);
    expect(reminder.parsed.subject).toContain("Amara & Tobi's Wedding");
    expect(rawHeader(reminder, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(await test.worker.runOnce()).toBe(0);
    await test.worker.stop();
    first.close();

    // A restart: another worker on the same file sends nothing more.
    const second = openSqliteKitStore(path);
    closers.push(() => second.close());
    const again = await smtpApp(second);
    again.clock.now = test.clock.now + HOUR_MS;
    before = smtp.received.length;
    expect(await again.worker.runOnce()).toBe(0);

    // A guest answering inside the window: the confirmation, then the reminder.
    await answered(again, kit.id, { name: "Noor", answer: "going", email: "noor@example.org" });
    expect(await again.worker.runOnce()).toBe(2);
    expect(await again.worker.runOnce()).toBe(0);
    const mails = await received(before, 2);
    expect(mails.map((mail) => mail.to)).toEqual([["noor@example.org"], ["noor@example.org"]]);
    expect(rawHeader(mails[0], "List-Unsubscribe")).toBeUndefined();
    expect(rawHeader(mails[1], "List-Unsubscribe")).toBeDefined();

    // Past the start: no reminder for a late guest.
    again.clock.now += 30 * HOUR_MS;
    await answered(again, kit.id, { name: "Kai", answer: "going", email: "kai@example.org" });
    expect(await again.worker.runOnce()).toBe(1);
  });

  it("sends each reminder once with two workers on one Postgres", async () => {
    postgres ??= await startPostgres();
    const url = await postgres.createDatabase();
    const [a, b] = await Promise.all([openPostgresKitStore(url), openPostgresKitStore(url)]);
    closers.push(() => a.close(), () => b.close());
    const test = await smtpApp(a);
    const kit = await makeKit(test, { eventDate: "2026-01-02", eventTime: "20:00", timeZone: "UTC" });
    const addresses = Array.from({ length: 6 }, (_, index) => `guest${index}@example.org`);
    for (const [index, email] of addresses.entries()) {
      await answered(test, kit.id, { name: `Guest ${index}`, answer: "going", email });
    }
    const maybe = await answered(test, kit.id, {
      name: "Maybe",
      answer: "maybe",
      email: "maybe@example.org",
    });
    const workers = [test.worker, test.workerOf(b)];
    // The confirmations first, 44 hours before the event.
    const confirmed = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(confirmed[0] + confirmed[1]).toBe(addresses.length + 1);

    test.clock.now += 21 * HOUR_MS;
    const before = smtp.received.length;
    const sent = await Promise.all([...workers, ...workers].map((worker) => worker.runOnce()));
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(addresses.length);
    expect(await Promise.all(workers.map((worker) => worker.runOnce()))).toEqual([0, 0]);
    const to = (await received(before, addresses.length)).flatMap((mail) => mail.to).sort();
    expect(to).toEqual([...addresses].sort());

    // Unsubscribing drops what is queued for that guest and not yet sent: the update reaches the others only.
    await postUpdate(test, kit.id, kit.ownerToken, "Doors at 19:30.");
    expect(await a.mail!.unsubscribe(kit.id, maybe.guestId, test.clock.now)).toBe(true);
    const updates = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(updates[0] + updates[1]).toBe(addresses.length);
  });

  it("tells each guest moved up from the waitlist once, with their ticket, with two workers on one Postgres", async () => {
    postgres ??= await startPostgres();
    const url = await postgres.createDatabase();
    const [a, b] = await Promise.all([openPostgresKitStore(url), openPostgresKitStore(url)]);
    closers.push(() => a.close(), () => b.close());
    const test = await smtpApp(a);
    const kit = await makeKit(test, { eventDate: "2026-03-01" });
    const settle = (capacity: number) =>
      test.app.request(
        `/api/kits/${kit.id}/rsvp-settings`,
        json("PATCH", { capacity }, bearer(kit.ownerToken)),
      );
    expect((await settle(1)).status).toBe(200);
    await answered(test, kit.id, { name: "First", answer: "going" });
    const addresses = ["one@example.org", "two@example.org", "three@example.org"];
    for (const [index, email] of addresses.entries()) {
      expect((await answered(test, kit.id, { name: `Waiting ${index}`, answer: "going", email })).status)
        .toBe("waitlist");
    }
    const workers = [test.worker, test.workerOf(b)];
    const confirmed = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(confirmed[0] + confirmed[1]).toBe(addresses.length);

    expect((await settle(10)).status).toBe(200);
    const before = smtp.received.length;
    const sent = await Promise.all([...workers, ...workers].map((worker) => worker.runOnce()));
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(addresses.length);
    const mails = await received(before, addresses.length);
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual([...addresses].sort());
    for (const mail of mails) {
      expect(mail.parsed.text).toMatch(/Your check-in code: [2-9A-HJKMNP-TV-Z]{5}-[2-9A-HJKMNP-TV-Z]{5}/);
    }
    expect(await a.mail!.promotedGuests(test.clock.now, 10)).toEqual([]);
  });
});
