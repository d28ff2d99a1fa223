/**
 * A refusal of the server (400 VALIDATION_ERROR or UNSUPPORTED_CHARACTER) as messages under the fields it is
 * about: each issue's path names a field, and its message starts with the page's name for it ("The event name
 * has a character no font can draw: '𓀀' (U+13000)"). The form and the studio's Design section both show them,
 * in the interface's language: fieldErrorMessage reads which problem it is (the server's sentences are English
 * and few) and gives the catalog's message for it, whose English is the sentence itself.
 */
import type { ApiError } from "../api/api-error.ts";
import { type Message, message, type Translate } from "../i18n/translator.ts";

/** How the page names each field a refusal can point at, by the issue's path ("customEventName"). */
export type FieldNames = Readonly<Record<string, string>>;

/** The form's fields. */
export const FORM_FIELDS: FieldNames = {
  customEventName: "The event name",
  eventLocation: "The location",
  eventDate: "The date",
  eventLink: "The link",
};

/**
 * The refusal's messages by the path of each field in `names`, or null when the refusal is not about them. A
 * message that starts with the path, or with its last part ("topLine must be ..."), starts with the field's name.
 */
export function fieldErrorsOf(error: ApiError, names: FieldNames): Record<string, string> | null {
  if (error.code !== "UNSUPPORTED_CHARACTER" && error.code !== "VALIDATION_ERROR") return null;
  const entries = (error.issues ?? []).filter((issue) => issue.path in names).map((issue) => {
    const last = issue.path.slice(issue.path.lastIndexOf(".") + 1);
    const prefix = [issue.path, last].find((start) => issue.message.startsWith(`${start} `));
    const message = prefix ? names[issue.path] + issue.message.slice(prefix.length) : issue.message;
    return [issue.path, message] as const;
  });
  return entries.length ? Object.fromEntries(entries) : null;
}

/** The refusal's messages by form field, or null when the refusal is not about the form's fields. */
export function formFieldErrors(error: ApiError): Record<string, string> | null {
  return fieldErrorsOf(error, FORM_FIELDS);
}

/** A field's error as the interface says it: the sentence, and the field's name said inside it. */
export type FieldErrorMessage = Message & { readonly field?: Message };

/**
 * The names a field error can start with: the page's (FORM_FIELDS, and the studio's), and the request's own
 * field names, which a refusal of an owner's edit of the event keeps ("eventTime '25:00' is not a time ...").
 */
const FIELD_NAMES: Readonly<Record<string, Message>> = {
  "The event name": message("form.fieldName.eventName"),
  "The location": message("form.fieldName.location"),
  "The date": message("form.fieldName.date"),
  "The link": message("form.fieldName.link"),
  "The top line": message("form.fieldName.topLine"),
  "The details line": message("form.fieldName.details"),
  "The time": message("form.fieldName.time"),
  "The end time": message("form.fieldName.endTime"),
  "The time zone": message("form.fieldName.timeZone"),
  "The place": message("form.fieldName.place"),
  eventLocation: message("form.fieldName.eventLocation"),
  eventTime: message("form.fieldName.eventTime"),
  eventEndTime: message("form.fieldName.eventEndTime"),
};

/**
 * The server's sentences after a field's name: each problem, and the values its message takes (numbers as numbers,
 * so plurals read them; a string would be isolated as a name is in a right-to-left interface).
 */
const PROBLEMS: ReadonlyArray<
  { pattern: RegExp; id: string; values: (match: RegExpExecArray) => Message["values"] }
> = [
  {
    pattern: /^ has (a character|characters) no font can draw: (.+)$/s,
    id: "form.fieldError.undrawable",
    values: ([, amount, characters]) => ({
      count: amount === "a character" ? 1 : Math.max(2, characters.match(/\(U\+/g)?.length ?? 2),
      characters,
    }),
  },
  {
    pattern:
      /^ must be at most (\d+) characters \(Chinese, Japanese and Korean characters and emoji count as two\)$/,
    id: "form.fieldError.tooLongWide",
    values: ([, max]) => ({ max: Number(max) }),
  },
  {
    pattern: /^ must be at most (\d+) characters$/,
    id: "form.fieldError.tooLong",
    values: ([, max]) => ({ max: Number(max) }),
  },
  {
    pattern: /^ must be from (\S+) to (\S+) \(at most (\d+) years from today\)$/,
    id: "form.fieldError.dateRange",
    values: ([, earliest, latest, years]) => ({ earliest, latest, years: Number(years) }),
  },
  {
    pattern: /^ '(.*)' is not a date in YYYY-MM-DD form, e\.g\. 2026-12-31$/s,
    id: "form.fieldError.notDate",
    values: ([, input]) => ({ input }),
  },
  {
    pattern: /^ '(.*)' is not an https:\/\/ URL, e\.g\. (\S+)$/s,
    id: "form.fieldError.notHttps",
    values: ([, input, example]) => ({ input, example }),
  },
  {
    pattern: /^ '(.*)' is not a time in HH:MM form \(24 hours\), e\.g\. 08:00 or 19:30$/s,
    id: "form.fieldError.notTime",
    values: ([, input]) => ({ input }),
  },
  {
    pattern: /^ '(.*)' is not a time zone, e\.g\. America\/Los_Angeles or Europe\/Lisbon$/s,
    id: "form.fieldError.notTimeZone",
    values: ([, input]) => ({ input }),
  },
];

/** The server's sentences that name no field. */
const WHOLE_PROBLEMS: Readonly<Record<string, string>> = {
  "eventEndTime needs eventTime: give the start time too": "form.fieldError.endNeedsStart",
  "must not contain control characters (other than tab, and line breaks in text of several lines), lone surrogates, U+FFFE or U+FFFF":
    "form.fieldError.notText",
};

/**
 * `shown` (a field's error, as fieldErrorsOf wrote it) as the interface says it. A sentence it does not know is
 * said as it is, introduced in the interface's language.
 */
export function fieldErrorMessage(shown: string): FieldErrorMessage {
  const whole = WHOLE_PROBLEMS[shown];
  if (whole) return message(whole);
  // The longest name first: "The time zone" before "The time".
  const names = Object.keys(FIELD_NAMES).filter((name) => shown.startsWith(`${name} `));
  const name = names.sort((a, b) => b.length - a.length)[0];
  if (name) {
    const rest = shown.slice(name.length);
    for (const problem of PROBLEMS) {
      const match = problem.pattern.exec(rest);
      if (match) return { ...message(problem.id, problem.values(match)), field: FIELD_NAMES[name] };
    }
  }
  return message("form.fieldError.other", { text: shown });
}

/** A field error said in the interface's words. */
export function sayFieldError(t: Translate, said: FieldErrorMessage): string {
  return t(said.id, said.field ? { ...said.values, field: t(said.field.id) } : said.values);
}

/** `shown` (a field's error as the store holds it) said in the interface's words; null for none. */
export function fieldErrorText(t: Translate, shown: string | null | undefined): string | null {
  return shown ? sayFieldError(t, fieldErrorMessage(shown)) : null;
}
