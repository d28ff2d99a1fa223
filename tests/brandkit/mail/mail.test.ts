/**
 * The core of mail (issue 38) on its own: the List-Unsubscribe headers of the later mails, the unsubscribe
 * token, the backoff, what a failure keeps of its error, the configuration, the confirmation in each of the 13
 * languages (escaped, with no remote content), and the worker's handling of a refusal for good.
 */
import { describe, expect, it } from "vitest";
import {
  type AddressedAnswer,
  type ClaimedMail,
  confirmationMail,
  createMailWorker,
  escapeHtml,
  hashOwnerToken,
  isUnsubscribeToken,
  type KeptKitRecord,
  listUnsubscribeHeaders,
  mailAddressOf,
  mailErrorText,
  MailSendError,
  type MailStore,
  readConfig,
  retryDelayMs,
  smtpUrlSecrets,
  unsubscribeToken,
  unsubscribeUrl,
} from "../../../brandkit/mod.ts";
import { COPY_LANGUAGES } from "../../../brandkit/languages/registry.ts";
import { mailWords } from "../../../brandkit/languages/mail-words/mod.ts";
import { MS_PER_HOUR, MS_PER_MINUTE } from "../../../brandkit/web.ts";
import { openSqliteKitStore } from "../../../adapters/kit-store-sqlite.ts";
import { createTestApp } from "../../support/test-app.ts";
import { makeKit } from "../../routes/_rsvp.ts";

describe("List-Unsubscribe of the later mails", () => {
  it("gives RFC 8058's two headers for an https URL", () => {
    const url = unsubscribeUrl("https://kits.example/", "KIT", "GUEST", "TOKEN");
    expect(url).toBe("https://kits.example/k/KIT/unsubscribe?guest=GUEST&token=TOKEN");
    expect(listUnsubscribeHeaders(url)).toEqual({
      "List-Unsubscribe": "<https://kits.example/k/KIT/unsubscribe?guest=GUEST&token=TOKEN>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("refuses a URL that is not absolute or would break the header", () => {
    for (const url of ["/k/x/unsubscribe", "mailto:a@b.c", "https://a.example/x>y", "https://a.example/ x"]) {
      expect(() => listUnsubscribeHeaders(url), url).toThrow(TypeError);
    }
  });
});

describe("the unsubscribe token", () => {
  it("is the guest's own, checked against the kept hash, and never the guest's token", async () => {
    const guestToken = "a".repeat(43);
    const hash = await hashOwnerToken(guestToken);
    const token = await unsubscribeToken("KIT", "GUEST", hash);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(guestToken);
    expect(token).not.toContain(hash);
    expect(await isUnsubscribeToken(token, "KIT", "GUEST", hash)).toBe(true);
    expect(await isUnsubscribeToken(token, "KIT", "OTHER", hash)).toBe(false);
    expect(await isUnsubscribeToken(token, "OTHER", "GUEST", hash)).toBe(false);
    expect(await isUnsubscribeToken(token, "KIT", "GUEST", await hashOwnerToken("b".repeat(43)))).toBe(false);
    expect(await isUnsubscribeToken(guestToken, "KIT", "GUEST", hash)).toBe(false);
  });
});

describe("retries", () => {
  it("waits a minute, doubling up to an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 100].map(retryDelayMs)).toEqual([
      MS_PER_MINUTE,
      2 * MS_PER_MINUTE,
      4 * MS_PER_MINUTE,
      8 * MS_PER_MINUTE,
      16 * MS_PER_MINUTE,
      32 * MS_PER_MINUTE,
      MS_PER_HOUR,
      MS_PER_HOUR,
      MS_PER_HOUR,
    ]);
  });

  it("keeps no address and no secret of an error", () => {
    const error = new Error("550 <amara@example.org>: Recipient rejected; login user:hunter22 failed");
    const text = mailErrorText(error, (text) => text.replaceAll("hunter22", "[redacted]"));
    expect(text).not.toContain("amara@example.org");
    expect(text).not.toContain("hunter22");
    expect(text).toContain("[address]");
    expect(mailErrorText(new Error("x".repeat(2_000))).length).toBeLessThanOrEqual(500);
  });

  it("never tries again a mail the server refused for good, and tries again one it could not take", async () => {
    const failures: Array<{ mailId: string; next: number | null }> = [];
    const due: ClaimedMail[] = ["refused", "busy"].map((mailId) => ({
      mailId,
      kitId: "KIT",
      guestId: null,
      kind: "confirmation",
      dedupeKey: mailId,
      attempts: 2,
      message: { to: `${mailId}@example.org`, subject: "s", text: "t", html: "h" },
    }));
    const store = {
      claimDue: () => Promise.resolve(due.splice(0)),
      markSent: () => Promise.reject(new Error("not sent")),
      markFailed: (mailId: string, _error: string, next: number | null) => {
        failures.push({ mailId, next });
        return Promise.resolve();
      },
    } as unknown as MailStore;
    const worker = createMailWorker({
      store,
      transport: {
        send: (mail) => Promise.reject(new MailSendError("refused", mail.to.startsWith("refused"))),
        close: () => Promise.resolve(),
      },
      from: "events@kits.example",
      pollMs: 1_000,
      now: () => 1_000,
    });
    expect(await worker.runOnce()).toBe(0);
    expect(failures).toEqual([
      { mailId: "refused", next: null },
      { mailId: "busy", next: 1_000 + 4 * MS_PER_MINUTE },
    ]);
  });
});

describe("mail's configuration", () => {
  const mail = {
    BRANDKIT_SMTP_URL: "smtps://user:p%40ss@smtp.example:465",
    BRANDKIT_MAIL_FROM: "BrandKit <events@kits.example>",
    BRANDKIT_PUBLIC_URL: "https://kits.example",
  };

  it("is off by default, polling every 30 seconds when on", () => {
    const config = readConfig({});
    expect(config.BRANDKIT_SMTP_URL).toBeUndefined();
    expect(config.BRANDKIT_MAIL_POLL_SECONDS).toBe(30);
    expect(readConfig(mail).BRANDKIT_SMTP_URL).toBe(mail.BRANDKIT_SMTP_URL);
    expect(readConfig({ ...mail, BRANDKIT_MAIL_FROM: "events@kits.example" }).BRANDKIT_MAIL_FROM)
      .toBe("events@kits.example");
  });

  it("says clearly what is missing or wrong", () => {
    expect(() => readConfig({ ...mail, BRANDKIT_MAIL_FROM: "" })).toThrow(/BRANDKIT_MAIL_FROM is required/);
    expect(() => readConfig({ ...mail, BRANDKIT_PUBLIC_URL: "" })).toThrow(/BRANDKIT_PUBLIC_URL is required/);
    expect(() => readConfig({ ...mail, BRANDKIT_SMTP_URL: "http://smtp.example" })).toThrow(
      /BRANDKIT_SMTP_URL must be an smtp/,
    );
    expect(() => readConfig({ ...mail, BRANDKIT_MAIL_FROM: "not an address" })).toThrow(/BRANDKIT_MAIL_FROM/);
    expect(() => readConfig({ ...mail, BRANDKIT_MAIL_POLL_SECONDS: "0" })).toThrow(
      /BRANDKIT_MAIL_POLL_SECONDS/,
    );
  });

  it("names the SMTP URL and its password as secrets to redact", () => {
    expect(smtpUrlSecrets(mail.BRANDKIT_SMTP_URL)).toEqual([mail.BRANDKIT_SMTP_URL, "p%40ss", "p@ss"]);
    expect(smtpUrlSecrets(undefined)).toEqual([]);
  });
});

describe("the address mails come from", () => {
  it("is read from BRANDKIT_MAIL_FROM with or without a display name", () => {
    expect(mailAddressOf("BrandKit <events@kits.example>")).toBe("events@kits.example");
    expect(mailAddressOf(" events@kits.example ")).toBe("events@kits.example");
  });
});

describe("the confirmation", () => {
  it("is written in each of the 13 languages, escaped, with no remote content", async () => {
    const test = await createTestApp({
      kitStore: openSqliteKitStore(":memory:"),
      env: { BRANDKIT_RATE_LIMIT_PER_MINUTE: "100" },
    });
    for (const language of COPY_LANGUAGES) {
      const name = `<b>Fête & "Co"</b> ${language}`;
      const kit = await makeKit(test, { language, customEventName: name });
      const record = (await test.keeper.find(kit.id)) as KeptKitRecord;
      const words = mailWords(language);
      const mail = confirmationMail(
        record,
        {
          guestId: "GUEST",
          guestToken: "TOKEN",
          email: "ada@example.org",
          name: "Ada <script>",
          status: "waitlist",
          party: 3,
        },
        `https://kits.example/k/${kit.id}`,
        () => Date.UTC(2026, 0, 1),
      );
      const event = record.content.kit.selectedName;
      expect(mail.subject, language).toContain(event);
      expect(mail.text, language).toContain(words.answered.waitlist.replace("{event}", event));
      expect(mail.text, language).toContain(`https://kits.example/k/${kit.id}?guest=GUEST#t=TOKEN`);
      expect(mail.html, language).toContain(escapeHtml(event));
      expect(mail.html, language).not.toContain("<script>");
      expect(mail.html, language).not.toContain("<b>");
      expect(mail.html, language).not.toMatch(/<img|src=|url\(/i);
      expect(mail.html, language).toContain(`lang="${record.content.kit.language}"`);
      expect(mail.html, language).toContain(language === "ar" ? 'dir="rtl"' : 'dir="ltr"');
      expect(mail.headers, language).toBeUndefined();
      expect(mail.attachments?.map((file) => file.filename), language).toEqual(["event.ics"]);
    }
  });

  it("carries a going guest's check-in code, in text and HTML, and none for a guest not going", async () => {
    const test = await createTestApp({ kitStore: openSqliteKitStore(":memory:") });
    const kit = await makeKit(test, { language: "de" });
    const record = (await test.keeper.find(kit.id)) as KeptKitRecord;
    const answer = {
      guestId: "GUEST",
      guestToken: "TOKEN",
      email: "ada@example.org",
      name: "Ada",
      party: 1,
    };
    const confirm = (extra: Partial<AddressedAnswer>) =>
      confirmationMail(
        record,
        { ...answer, status: "going", ...extra },
        `https://kits.example/k/${kit.id}`,
        () => 0,
      );
    const words = mailWords("de");

    const going = confirm({ checkInCode: "7KQ4MX2HPA" });
    expect(going.text).toContain(`${words.ticketLabel}: 7KQ4M-X2HPA`);
    expect(going.html).toContain("7KQ4M-X2HPA");
    expect(going.html).toContain(escapeHtml(words.ticketNote));
    const maybe = confirm({ status: "maybe" });
    expect(maybe.text).not.toContain(words.ticketLabel);
    expect(maybe.html).not.toContain(escapeHtml(words.ticketLabel));
  });
});
