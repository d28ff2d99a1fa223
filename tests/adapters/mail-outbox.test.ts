/**
 * The outbox against a real SMTP server on loopback (tests/support/smtp-server.ts, npm smtp-server): the
 * confirmation arrives through the composition (adapters/kit-pipeline.ts) with the private link and a calendar
 * file ical.js reads, in the kit's language; nothing of mail without BRANDKIT_SMTP_URL; a mail queued while the
 * server refuses, then is gone, is delivered once it is back, by a new worker on the same SQLite file (a
 * restart); and two workers on one Postgres send each mail once.
 */
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseSync } from "node:sqlite";
import {
  createGuestMail,
  createMailWorker,
  FIRST_RETRY_MS,
  type KitStore,
  type LogEntry,
} from "../../brandkit/mod.ts";
import { createKitPipeline } from "../../adapters/kit-pipeline.ts";
import { openSqliteKitStore } from "../../adapters/kit-store-sqlite.ts";
import { openPostgresKitStore } from "../../adapters/kit-store-postgres.ts";
import { createSmtpTransport } from "../../adapters/mail-transport-smtp.ts";
import { startSmtp, type TestSmtp } from "../support/smtp-server.ts";
import { startPostgres, type TestPostgres } from "../support/postgres-server.ts";
import { createTestApp } from "../support/test-app.ts";
import { answered, makeKit } from "../routes/_rsvp.ts";

const PUBLIC_URL = "https://kits.example";
const FROM = "events@kits.example";

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

/** The mails received since `from`. */
const receivedSince = (from: number) => smtp.received.slice(from);

describe("mail over SMTP", () => {
  it("delivers the confirmation with the private link and the event's calendar, in the kit's language", async () => {
    const dataDir = await Deno.makeTempDir({ prefix: "brandkit-mail-" });
    const logs: LogEntry[] = [];
    const pipeline = createKitPipeline({
      env: {
        BRANDKIT_DATA_DIR: dataDir,
        BRANDKIT_SMTP_URL: smtp.url,
        BRANDKIT_MAIL_FROM: `BrandKit <${FROM}>`,
        BRANDKIT_PUBLIC_URL: PUBLIC_URL,
      },
      readFile: Deno.readFile,
      log: (entry) => logs.push(entry),
    });
    closers.push(() => pipeline.close());
    const parts = (await pipeline.mail())!;
    expect(parts).not.toBeNull();
    const test = await createTestApp({ kitStore: await pipeline.kitStore(), mail: parts.guestMail });
    const kit = await makeKit(test, {
      language: "de",
      customEventName: "Sommerfest",
      eventLocation: "Stadtpark",
    });
    const before = smtp.received.length;
    const guest = await answered(test, kit.id, {
      name: "Amara Okafor",
      answer: "going",
      email: "amara@example.org",
    });
    expect(await parts.worker.runOnce()).toBe(1);
    const [mail] = await smtp.waitFor(before + 1).then(() => receivedSince(before));

    expect(mail.to).toEqual(["amara@example.org"]);
    expect(mail.parsed.from?.text).toContain(FROM);
    expect(mail.parsed.subject).toBe("Deine Antwort zu Sommerfest");
    expect(mail.parsed.headers.has("list-unsubscribe")).toBe(false);
    const link = `${PUBLIC_URL}/k/${kit.id}?guest=${guest.guestId}#t=${guest.guestToken}`;
    expect(mail.parsed.text).toContain(link);
    expect(mail.parsed.text).toContain("Du kommst zu Sommerfest");
    expect(mail.parsed.html).toContain("Meine Antwort ändern oder zurückziehen");
    const ics = mail.parsed.attachments.find((attachment) => attachment.filename === "event.ics")!;
    expect(ics.contentType).toBe("text/calendar");
    const event = new ICAL.Component(ICAL.parse(ics.content.toString("utf-8"))).getFirstSubcomponent(
      "vevent",
    )!;
    expect(event.getFirstPropertyValue("uid")).toBe(`${kit.id}@brandkit.invalid`);
    expect(event.getFirstPropertyValue("location")).toBe("Stadtpark");
    // The log names the mail and the kit, never the address or the SMTP password.
    expect(logs.some((entry) => entry.event === "mail-sent")).toBe(true);
    expect(JSON.stringify(logs)).not.toMatch(/amara@|secret/);
  });

  it("runs nothing of mail without BRANDKIT_SMTP_URL", async () => {
    const pipeline = createKitPipeline({
      env: { BRANDKIT_DATA_DIR: await Deno.makeTempDir({ prefix: "brandkit-mail-" }) },
      readFile: Deno.readFile,
    });
    closers.push(() => pipeline.close());
    expect(await pipeline.mail()).toBeNull();
  });

  it("delivers a mail queued while the server refused, then was gone, after it is back and the worker restarted", async () => {
    const dir = await Deno.makeTempDir({ prefix: "brandkit-mail-" });
    const path = `${dir}/kits.sqlite`;
    const clock = { now: Date.UTC(2026, 0, 1) };
    const now = () => clock.now;
    const first: KitStore = openSqliteKitStore(path);
    const transport = createSmtpTransport(smtp.url);
    const worker = createMailWorker({ store: first.mail!, transport, from: FROM, pollMs: 1_000, now });
    const test = await createTestApp({
      kitStore: first,
      mail: createGuestMail({ store: first.mail!, publicUrl: PUBLIC_URL, now }),
    });
    test.clock.now = clock.now;
    const kit = await makeKit(test);
    const before = smtp.received.length;
    await answered(test, kit.id, { name: "Tobi", answer: "maybe", email: "tobi@example.org" });

    smtp.refusing = true;
    expect(await worker.runOnce()).toBe(0);
    smtp.refusing = false;
    const row = () =>
      new DatabaseSync(path).prepare("SELECT attempts, next_attempt_at, last_error, sent_at FROM mail_outbox")
        .get() as { attempts: number; next_attempt_at: number; last_error: string; sent_at: number | null };
    expect(row()).toMatchObject({ attempts: 1, next_attempt_at: clock.now + FIRST_RETRY_MS, sent_at: null });
    expect(row().last_error).not.toContain("tobi@");
    // Not due before its backoff.
    expect(await worker.runOnce()).toBe(0);

    await smtp.stop();
    clock.now += FIRST_RETRY_MS;
    expect(await worker.runOnce()).toBe(0);
    expect(row()).toMatchObject({ attempts: 2, next_attempt_at: clock.now + 2 * FIRST_RETRY_MS });
    await worker.stop();
    await transport.close();
    await first.close();

    // A restart: the server is back, a new worker on the same file.
    await smtp.restart();
    clock.now += 2 * FIRST_RETRY_MS;
    const second = openSqliteKitStore(path);
    closers.push(() => second.close());
    const again = createSmtpTransport(smtp.url);
    closers.push(() => again.close());
    const next = createMailWorker({ store: second.mail!, transport: again, from: FROM, pollMs: 1_000, now });
    expect(await next.runOnce()).toBe(1);
    expect(await next.runOnce()).toBe(0);
    await smtp.waitFor(before + 1);
    expect(receivedSince(before).map((mail) => mail.to)).toEqual([["tobi@example.org"]]);
    expect(row()).toMatchObject({ attempts: 2, last_error: null });
    expect(row().sent_at).toBe(clock.now);
  });

  it("sends each mail once with two workers on one Postgres", async () => {
    postgres ??= await startPostgres();
    const url = await postgres.createDatabase();
    const [a, b] = await Promise.all([openPostgresKitStore(url), openPostgresKitStore(url)]);
    closers.push(() => a.close(), () => b.close());
    const test = await createTestApp({
      kitStore: a,
      mail: createGuestMail({ store: a.mail!, publicUrl: PUBLIC_URL, now: Date.now }),
    });
    const kit = await makeKit(test);
    const before = smtp.received.length;
    const addresses = Array.from({ length: 8 }, (_, index) => `guest${index}@example.org`);
    for (const [index, email] of addresses.entries()) {
      await answered(test, kit.id, { name: `Guest ${index}`, answer: "going", email });
    }
    const workers = [a, b].map((store) => {
      const transport = createSmtpTransport(smtp.url);
      closers.push(() => transport.close());
      return createMailWorker({ store: store.mail!, transport, from: FROM, pollMs: 1_000, now: Date.now });
    });
    const sent = await Promise.all([...workers, ...workers].map((worker) => worker.runOnce()));
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(addresses.length);
    expect(await Promise.all(workers.map((worker) => worker.runOnce()))).toEqual([0, 0]);
    await smtp.waitFor(before + addresses.length);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const to = receivedSince(before).flatMap((mail) => mail.to).sort();
    expect(to).toEqual([...addresses].sort());
  });
});
