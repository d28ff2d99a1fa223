import { describe, expect, it } from "vitest";
import { ApiError, apiErrorMessage, CLIENT_ERROR_TEXT } from "../../client/api/api-error.ts";
import { eventLinkProblem } from "../../client/form/event-link.ts";
import { say } from "../../client/i18n/translator.ts";
import type { ToastMessage } from "../../client/messages.ts";
import { fieldErrorMessage, fieldErrorsOf, fieldErrorText } from "../../client/state/field-errors.ts";
import { createKitPageStore, formFieldErrors } from "../../client/state/kit-page-store.ts";
import { STUDIO_FIELDS } from "../../client/state/studio-store.ts";
import { interfaceWordsOf } from "../../routes/interface-catalogs.ts";
import { SAMPLE_KIT, scriptedApi } from "../support/sample-kit.ts";

const english = interfaceWordsOf("en").t;
const german = interfaceWordsOf("de").t;
const arabic = interfaceWordsOf("ar").t;

const HIEROGLYPH = "customEventName has a character no font can draw: '𓀀' (U+13000)";
const refused = new ApiError(
  400,
  "UNSUPPORTED_CHARACTER",
  `${HIEROGLYPH}. Remove or replace it and try again.`,
  undefined,
  [{ path: "customEventName", message: HIEROGLYPH }],
);

describe("formFieldErrors()", () => {
  it("names the form's field the way the page does", () => {
    expect(formFieldErrors(refused)).toEqual({
      customEventName: "The event name has a character no font can draw: '𓀀' (U+13000)",
    });
  });

  it("has nothing for a refusal of no form field, or for another kind of error", () => {
    expect(
      formFieldErrors(
        new ApiError(400, "VALIDATION_ERROR", "bad", undefined, [{ path: "seed", message: "x" }]),
      ),
    )
      .toBeNull();
    expect(formFieldErrors(new ApiError(502, "AI_ERROR", "down"))).toBeNull();
  });
});

describe("a request the server refuses for one of the form's fields", () => {
  function setup() {
    const api = scriptedApi();
    const toasts: ToastMessage[] = [];
    const store = createKitPageStore({ api, notify: (toast) => toasts.push(toast), now: () => 0 });
    return { api, toasts, store };
  }

  it("keeps the form, shows the field's error and no toast", async () => {
    const { api, store, toasts } = setup();
    api.kits.push(() => Promise.reject(refused));
    await store.submit({ customEventName: "Pharaoh 𓀀 Night" });
    expect(store.getState()).toMatchObject({
      busy: false,
      result: null,
      fieldErrors: { customEventName: "The event name has a character no font can draw: '𓀀' (U+13000)" },
    });
    expect(toasts).toEqual([]);
  });

  it("forgets the error once the field changes, and on the next submit", async () => {
    const { api, store } = setup();
    api.kits.push(() => Promise.reject(refused));
    await store.submit({ customEventName: "Pharaoh 𓀀 Night" });
    store.clearFieldError("customEventName");
    expect(store.getState().fieldErrors).toBeNull();
    api.kits.push(() => Promise.reject(refused), SAMPLE_KIT);
    await store.submit({ customEventName: "Pharaoh 𓀀 Night" });
    await store.submit({ customEventName: "Pharaoh Night" });
    expect(store.getState().fieldErrors).toBeNull();
    expect(store.getState().result).toEqual(SAMPLE_KIT);
  });
});

/** A refusal of `path` whose issue says `text`. */
const refusal = (code: string, path: string, text: string) =>
  new ApiError(400, code, `Invalid request: ${path}: ${text}`, undefined, [{ path, message: text }]);

describe("a field's error in the interface's language", () => {
  // Each: the field, the server's issue, and what the page has always shown for it (its English).
  const FORM_CASES: Array<[string, string, string, string]> = [
    [
      "UNSUPPORTED_CHARACTER",
      "customEventName",
      HIEROGLYPH,
      "The event name has a character no font can draw: '𓀀' (U+13000)",
    ],
    [
      "UNSUPPORTED_CHARACTER",
      "eventLocation",
      "eventLocation has characters no font can draw: '𓀀' (U+13000), '𓀁' (U+13001)",
      "The location has characters no font can draw: '𓀀' (U+13000), '𓀁' (U+13001)",
    ],
    [
      "VALIDATION_ERROR",
      "customEventName",
      "customEventName must be at most 80 characters (Chinese, Japanese and Korean characters and emoji count as two)",
      "The event name must be at most 80 characters (Chinese, Japanese and Korean characters and emoji count as two)",
    ],
    [
      "VALIDATION_ERROR",
      "eventLocation",
      "eventLocation must be at most 120 characters",
      "The location must be at most 120 characters",
    ],
    [
      "VALIDATION_ERROR",
      "eventDate",
      "eventDate must be from 1900-01-01 to 2036-05-01 (at most 10 years from today)",
      "The date must be from 1900-01-01 to 2036-05-01 (at most 10 years from today)",
    ],
    [
      "VALIDATION_ERROR",
      "eventDate",
      "eventDate '31/31/2026' is not a date in YYYY-MM-DD form, e.g. 2026-12-31",
      "The date '31/31/2026' is not a date in YYYY-MM-DD form, e.g. 2026-12-31",
    ],
    [
      "VALIDATION_ERROR",
      "eventLink",
      "eventLink 'http://x.test' is not an https:// URL, e.g. https://tickets.example.com/night",
      "The link 'http://x.test' is not an https:// URL, e.g. https://tickets.example.com/night",
    ],
    [
      "VALIDATION_ERROR",
      "customEventName",
      "must not contain control characters (other than tab, and line breaks in text of several lines), lone surrogates, U+FFFE or U+FFFF",
      "must not contain control characters (other than tab, and line breaks in text of several lines), lone surrogates, U+FFFE or U+FFFF",
    ],
    [
      "VALIDATION_ERROR",
      "eventDate",
      "eventDate is odd in a way nobody foresaw",
      "The date is odd in a way nobody foresaw",
    ],
  ];

  it.each(FORM_CASES)("says %s of %s in English as the page always has", (code, path, issue, shown) => {
    const errors = formFieldErrors(refusal(code, path, issue))!;
    expect(errors[path]).toBe(shown);
    expect(fieldErrorText(english, errors[path])).toBe(shown);
  });

  it.each(FORM_CASES.slice(0, -1))("says %s of %s in German, in German words", (code, path, issue) => {
    const said = fieldErrorText(german, formFieldErrors(refusal(code, path, issue))![path])!;
    expect(said).not.toContain(" must ");
    expect(said).not.toContain(" has ");
    expect(said).not.toContain("form.");
  });

  it("keeps the characters and the numbers the server named", () => {
    const errors = formFieldErrors(refused)!;
    expect(fieldErrorText(german, errors.customEventName)).toContain("'𓀀' (U+13000)");
    const long = formFieldErrors(
      refusal("VALIDATION_ERROR", "customEventName", "customEventName must be at most 80 characters"),
    )!;
    expect(fieldErrorText(german, long.customEventName)).toContain("80");
    expect(fieldErrorMessage(long.customEventName)).toMatchObject({
      id: "form.fieldError.tooLong",
      values: { max: 80 },
      field: { id: "form.fieldName.eventName" },
    });
  });

  it("isolates the values of a sentence in an Arabic interface", () => {
    const said = fieldErrorText(arabic, formFieldErrors(refused)!.customEventName)!;
    expect(said).toContain("\u2068'𓀀' (U+13000)\u2069");
  });

  it("says a sentence it does not know as the server wrote it, introduced in the interface's words", () => {
    const shown = "The date is odd in a way nobody foresaw";
    expect(fieldErrorMessage(shown)).toEqual({ id: "form.fieldError.other", values: { text: shown } });
    expect(fieldErrorText(german, shown)).toContain(shown);
    expect(fieldErrorText(german, shown)).not.toBe(shown);
    expect(fieldErrorText(english, null)).toBeNull();
  });

  it.each<[string, string, string]>([
    ["design.topLine", "topLine must be at most 60 characters", "The top line must be at most 60 characters"],
    [
      "design.details",
      "design.details has a character no font can draw: '𓀀' (U+13000)",
      "The details line has a character no font can draw: '𓀀' (U+13000)",
    ],
    [
      "event.time",
      "eventTime '25:00' is not a time in HH:MM form (24 hours), e.g. 08:00 or 19:30",
      "eventTime '25:00' is not a time in HH:MM form (24 hours), e.g. 08:00 or 19:30",
    ],
    [
      "event.endTime",
      "eventEndTime needs eventTime: give the start time too",
      "eventEndTime needs eventTime: give the start time too",
    ],
    [
      "event.location",
      "eventLocation must be at most 120 characters (Chinese, Japanese and Korean characters and emoji count as two)",
      "eventLocation must be at most 120 characters (Chinese, Japanese and Korean characters and emoji count as two)",
    ],
    [
      "event.timeZone",
      "timeZone 'Mars/Base' is not a time zone, e.g. America/Los_Angeles or Europe/Lisbon",
      "The time zone 'Mars/Base' is not a time zone, e.g. America/Los_Angeles or Europe/Lisbon",
    ],
  ])("says the studio's refusal of %s in English as it always has, and in German", (path, issue, shown) => {
    const errors = fieldErrorsOf(refusal("VALIDATION_ERROR", path, issue), STUDIO_FIELDS)!;
    expect(errors[path]).toBe(shown);
    expect(fieldErrorText(english, errors[path])).toBe(shown);
    expect(fieldErrorMessage(shown).id).not.toBe("form.fieldError.other");
    expect(fieldErrorText(german, errors[path])).not.toContain(issue.slice(-20));
  });
});

describe("the event link's problems", () => {
  it.each<[string, string]>([
    ["tickets.example.com", "Enter a link that starts with https://, e.g. https://tickets.example.com/night"],
    [
      "http://tickets.example.com",
      "Enter a link that starts with https://, e.g. https://tickets.example.com/night",
    ],
    [`https://x.test/${"a".repeat(600)}`, "Use a link of at most 500 characters."],
  ])("refuses %s, saying so as the page always has", (link, said) => {
    const problem = eventLinkProblem(link);
    expect(problem && say(english, problem)).toBe(said);
    expect(problem && say(german, problem)).not.toBe(said);
  });

  it("takes an https link, and no link", () => {
    expect(eventLinkProblem("https://tickets.example.com/night")).toBeNull();
    expect(eventLinkProblem("  ")).toBeNull();
  });
});

describe("apiErrorMessage()", () => {
  it.each<[string, string]>([
    ["NETWORK_ERROR", CLIENT_ERROR_TEXT.network],
    ["INTERNAL", CLIENT_ERROR_TEXT.unexpected],
    ["INTERNAL", CLIENT_ERROR_TEXT.stopped],
    ["RATE_LIMIT_EXCEEDED", "Rate limit exceeded. Please wait 42s before trying again."],
    ["SERVER_BUSY", "The server is busy making other kits. Please try again in 12 seconds."],
    ["SERVER_BUSY", "The server is restarting. Please try again in a moment."],
    ["STORE_UNAVAILABLE", "Kept kits are unavailable right now. Please try again soon."],
    ["KIT_NOT_FOUND", "There is no kit with this id. It may have expired or been deleted by its maker."],
    ["INTERNAL", "Something went wrong on our side. Please try again. (Error id: 1a2b3c4d)"],
    ["AI_ERROR", "The AI service ran into a problem. Please try again in a moment. (Error id: 1a2b3c4d)"],
    ["CANCELLED", "Generation was cancelled."],
  ])("says %s's '%s' by its code: in English as it is, in German in German", (code, text) => {
    const said = apiErrorMessage({ code, message: text });
    expect(said.id).not.toBe("form.apiError.other");
    expect(say(english, said)).toBe(text);
    expect(say(german, said)).not.toBe(text);
    for (const number of text.match(/\d+s?\b|[0-9a-f]{8}/g) ?? []) {
      expect(say(german, said)).toContain(number.replace(/s$/, ""));
    }
  });

  it("says a message it does not know as it is, introduced in the interface's words", () => {
    const said = apiErrorMessage({
      code: "AI_TIMEOUT",
      message: "The AI service did not answer within 1 min.",
    });
    expect(say(english, said)).toBe("The AI service did not answer within 1 min.");
    expect(say(german, said)).toContain("The AI service did not answer within 1 min.");
  });
});
