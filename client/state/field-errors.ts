/**
 * A refusal of the server (400 VALIDATION_ERROR or UNSUPPORTED_CHARACTER) as messages under the fields it is
 * about: each issue's path names a field, and its message starts with the page's name for it ("The event name
 * has a character no font can draw: '𓀀' (U+13000)"). The form and the studio's Design section both show them.
 */
import type { ApiError } from "../api/api-error.ts";

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
