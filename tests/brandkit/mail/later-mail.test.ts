/**
 * The later mails (issue 38) on their own: each kind in the 13 languages, escaped, with no remote content, their
 * List-Unsubscribe headers and only the page's and the unsubscribe link; the moved event's calendar as an iTIP
 * REQUEST; the event's start in its zone; the reminder step's window; and an edit told only when it moves the
 * event, never failing for it.
 */
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  CHANGE_CALENDAR_TYPE,
  createReminders,
  escapeHtml,
  eventStartMs,
  keeperTellingChanges,
  type KeptKitRecord,
  type KitKeeper,
  laterMail,
  laterMailKey,
  type LaterMailSubject,
} from "../../../brandkit/mod.ts";
import { COPY_LANGUAGES } from "../../../brandkit/languages/registry.ts";
import { mailWords } from "../../../brandkit/languages/mail-words/mod.ts";
import { openSqliteKitStore } from "../../../adapters/kit-store-sqlite.ts";
import { createTestApp } from "../../support/test-app.ts";
import { makeKit } from "../../routes/_rsvp.ts";

const links = {
  pageUrl: "https://kits.example/k/KIT",
  unsubscribeUrl: "https://kits.example/k/KIT/unsubscribe?guest=G&token=T",
};

describe("the later mails", () => {
  it("are written in each of the 13 languages, escaped, with List-Unsubscribe and no remote content", async () => {
    const test = await createTestApp({
      kitStore: openSqliteKitStore(":memory:"),
      env: { BRANDKIT_RATE_LIMIT_PER_MINUTE: "100" },
    });
    const kinds: LaterMailSubject[] = [
      { kind: "update", text: "Doors <open> at 6 & bring a coat" },
      { kind: "change" },
      { kind: "reminder" },
    ];
    for (const language of COPY_LANGUAGES) {
      const name = `<b>Fête & "Co"</b> ${language}`;
      const kit = await makeKit(test, { language, customEventName: name, eventLocation: "Park" });
      const record = (await test.keeper.find(kit.id)) as KeptKitRecord;
      const words = mailWords(language);
      const event = record.content.kit.selectedName;
      for (const about of kinds) {
        const mail = laterMail(
          record,
          { email: "ada@example.org", name: "Ada <script>" },
          about,
          links,
          () => 0,
        );
        const label = `${language} ${about.kind}`;
        const subject = about.kind === "update"
          ? words.updateSubject
          : about.kind === "change"
          ? words.changedSubject
          : words.reminderSubject;
        expect(mail.subject, label).toBe(subject.replace("{event}", event));
        expect(mail.headers, label).toEqual({
          "List-Unsubscribe": `<${links.unsubscribeUrl}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        });
        expect(mail.text, label).toContain(links.unsubscribeUrl);
        expect(mail.text, label).toContain(words.laterWhy);
        expect(mail.html, label).toContain(escapeHtml(event));
        expect(mail.html, label).not.toMatch(/<script>|<b>|<open>|<img|src=|url\(/i);
        expect(mail.html, label).toContain(language === "ar" ? 'dir="rtl"' : 'dir="ltr"');
        const hrefs = new Set([...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]));
        expect(hrefs, label).toEqual(new Set([links.pageUrl, escapeHtml(links.unsubscribeUrl)]));
        if (about.kind === "update") expect(mail.text, label).toContain(about.text);
        expect(mail.attachments?.length ?? 0, label).toBe(about.kind === "change" ? 1 : 0);
      }
    }
  });

  it("carries a going guest's ticket in the reminder and the change, never in an update (issue 39)", async () => {
    const test = await createTestApp({ kitStore: openSqliteKitStore(":memory:") });
    const kit = await makeKit(test);
    const record = (await test.keeper.find(kit.id))!;
    const words = mailWords("en");
    const going = { email: "a@b.example", name: "A", checkInCode: "7KQ4MX2HPA" };
    for (const about of [{ kind: "reminder" }, { kind: "change" }] as const) {
      const mail = laterMail(record, going, about, links, () => 0);
      expect(mail.text, about.kind).toContain(`${words.ticketLabel}: 7KQ4M-X2HPA`);
      expect(mail.html, about.kind).toContain("7KQ4M-X2HPA");
      // A later mail holds no private link: its note sends the guest to the confirmation's for the QR code.
      expect(mail.text, about.kind).toContain(words.ticketNoteLater);
      expect(mail.text, about.kind).not.toContain(words.ticketNote);
    }
    const update = laterMail(record, going, { kind: "update", text: "Doors at 7" }, links, () => 0);
    expect(update.text).not.toContain("7KQ4M-X2HPA");
    const maybe = laterMail(
      record,
      { email: "a@b.example", name: "A" },
      { kind: "reminder" },
      links,
      () => 0,
    );
    expect(maybe.text).not.toContain(words.ticketLabel);
  });

  it("attach the moved event's calendar as a REQUEST with the kit's UID and SEQUENCE, organizer and attendee", async () => {
    const test = await createTestApp({ kitStore: openSqliteKitStore(":memory:") });
    const kit = await makeKit(test, {
      eventTime: "19:30",
      timeZone: "Europe/Lisbon",
      customEventName: 'The "Big" Night',
    });
    const record = { ...(await test.keeper.find(kit.id))!, calendarSequence: 3 };
    const guest = { email: "a@b.example", name: "Ana; Souza", status: "maybe" };
    const [file] = laterMail(record, guest, { kind: "change" }, {
      ...links,
      organizer: "events@kits.example",
    }, () => 0)
      .attachments!;
    expect(file.contentType).toBe(CHANGE_CALENDAR_TYPE);
    expect(file.contentType).toContain("method=REQUEST");
    const calendar = new ICAL.Component(ICAL.parse(file.content));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = calendar.getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("uid")).toBe(`${kit.id}@brandkit.invalid`);
    expect(event.getFirstPropertyValue("sequence")).toBe(3);
    // RFC 5546 asks a REQUEST for its organizer and attendee; a guest who said maybe is tentative.
    const organizer = event.getFirstProperty("organizer")!;
    expect(organizer.getFirstValue()).toBe("mailto:events@kits.example");
    expect(organizer.getParameter("cn")).toBe("The  Big  Night");
    const attendee = event.getFirstProperty("attendee")!;
    expect(attendee.getFirstValue()).toBe("mailto:a@b.example");
    expect(attendee.getParameter("cn")).toBe("Ana; Souza");
    expect(attendee.getParameter("partstat")).toBe("TENTATIVE");
  });

  it("attach the moved event's calendar as a PUBLISH without an address to send it from", async () => {
    const test = await createTestApp({ kitStore: openSqliteKitStore(":memory:") });
    const kit = await makeKit(test);
    const record = (await test.keeper.find(kit.id))!;
    const [file] = laterMail(record, { email: "a@b.example", name: "A" }, { kind: "change" }, links, () => 0)
      .attachments!;
    expect(file.contentType).toContain("method=PUBLISH");
    const event = new ICAL.Component(ICAL.parse(file.content));
    expect(event.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(event.getFirstSubcomponent("vevent")!.getFirstProperty("organizer")).toBeNull();
  });

  it("have one dedupe key each", () => {
    expect(laterMailKey.update("K", "U", "G")).toBe("update:K:U:G");
    expect(laterMailKey.change("K", 2, "G")).toBe("change:K:2:G");
    expect(laterMailKey.reminder("K", "G")).toBe("reminder:K:G");
  });
});

describe("the event's start", () => {
  it("is its date and time in its zone, the start of its day without a time, UTC without a zone", () => {
    expect(eventStartMs({ eventDate: "2026-06-20", eventTime: "19:30", timeZone: "Europe/Lisbon" }))
      .toBe(Date.UTC(2026, 5, 20, 18, 30));
    expect(eventStartMs({ eventDate: "2026-01-20", eventTime: "08:00", timeZone: "America/Los_Angeles" }))
      .toBe(Date.UTC(2026, 0, 20, 16, 0));
    expect(eventStartMs({ eventDate: "2026-06-20", timeZone: "Asia/Tokyo" })).toBe(Date.UTC(2026, 5, 19, 15));
    expect(eventStartMs({ eventDate: "2026-06-20", eventTime: "10:00" })).toBe(Date.UTC(2026, 5, 20, 10));
    expect(eventStartMs({})).toBeNull();
  });
});

describe("the reminder step", () => {
  it("reminds of the kits that start within the hours, not before and not once started", async () => {
    const now = Date.UTC(2026, 0, 1);
    const starts: Record<string, string | undefined> = {
      soon: "2026-01-01",
      later: "2026-01-03",
      past: "2025-12-31",
    };
    const reminded: string[] = [];
    const asked: string[][] = [];
    const remind = createReminders({
      store: {
        reminderKitIds: (from, to) => {
          asked.push([from, to]);
          return Promise.resolve(Object.keys(starts));
        },
      },
      kits: {
        find: (id) =>
          Promise.resolve(
            {
              id,
              content: { request: { eventDate: starts[id], eventTime: "12:00" } },
            } as unknown as KeptKitRecord,
          ),
      },
      mail: { remind: (kit) => (reminded.push(kit.id), Promise.resolve(1)) },
      hours: 24,
      now: () => now,
    });
    expect(await remind()).toBe(1);
    expect(reminded).toEqual(["soon"]);
    expect(asked).toEqual([["2025-12-31", "2026-01-03"]]);
  });
});

describe("an edit that moves the event", () => {
  const keeperAt = (sequences: [number, number]) =>
    ({
      edit: async (
        _id: string,
        _token: string,
        _revision: number,
        change: (r: KeptKitRecord) => Promise<unknown>,
      ) => {
        await change({ calendarSequence: sequences[0] } as KeptKitRecord);
        return { calendarSequence: sequences[1] } as KeptKitRecord;
      },
    }) as unknown as KitKeeper;

  it("is told once kept, and only when the SEQUENCE rose; a failure to tell never fails the edit", async () => {
    const told: number[] = [];
    const tell = (kit: KeptKitRecord) => (told.push(kit.calendarSequence), Promise.resolve());
    await keeperTellingChanges(keeperAt([0, 0]), tell).edit("K", "T", 0, () => Promise.resolve({} as never));
    await keeperTellingChanges(keeperAt([1, 2]), tell).edit("K", "T", 0, () => Promise.resolve({} as never));
    expect(told).toEqual([2]);
    const logs: unknown[] = [];
    const failing = keeperTellingChanges(
      keeperAt([2, 3]),
      () => Promise.reject(new Error("down")),
      (entry) => {
        logs.push(entry);
      },
    );
    expect((await failing.edit("K", "T", 0, () => Promise.resolve({} as never))).calendarSequence).toBe(3);
    expect(logs).toHaveLength(1);
  });
});
