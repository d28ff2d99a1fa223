/**
 * The door's shapes as they cross the wire (issue 39): a check-in, and the co-hosts who help at the door.
 * Browser-safe, so the door page and the owner's panel parse the server's answers with the schemas the routes use.
 */
import { z } from "zod";
import { KIT_ID_PATTERN } from "../schemas.ts";
import { typedText } from "../typed-text.ts";
import { CHECK_IN_CODE_PATTERN, normalizeCheckInCode } from "./check-in-code.ts";
import { MAX_COHOST_LABEL_LENGTH } from "./door-limits.ts";
import { lineOf } from "./_text-fields.ts";

/** A co-host's id: the shape of a kit id. */
export const COHOST_ID_PATTERN = KIT_ID_PATTERN;

const notACode = { error: "code must be a check-in code such as 7KQ4M-X2HPA" };

/** POST /api/kits/{id}/check-ins: the code scanned or typed, and when it was scanned when that was offline. */
export const CheckInBodySchema = z.strictObject({
  /** As typed: case, spaces and hyphens do not matter (normalizeCheckInCode). */
  code: typedText("one", notACode).max(64, notACode).transform(normalizeCheckInCode).pipe(
    z.string().regex(CHECK_IN_CODE_PATTERN, notACode),
  ),
  /**
   * ISO 8601: when the guest was checked in, for a check-in made offline and sent later. The server keeps the
   * earlier of it and now; one older than MAX_CHECK_IN_AGE_MS is kept as now. @default now
   */
  at: z.iso.datetime({ offset: true, error: "at must be an ISO 8601 time such as 2026-11-29T19:02:00Z" })
    .optional(),
});
export type CheckInBody = z.output<typeof CheckInBodySchema>;

/** 200 of POST /api/kits/{id}/check-ins: who arrived. */
export const CheckInSchema = z.strictObject({
  guestId: z.string(),
  name: z.string(),
  /** People with this answer, the guest included. */
  party: z.number().int(),
  /** The others in the party, by name. */
  companions: z.array(z.string()),
  /** ISO 8601. */
  checkedInAt: z.iso.datetime(),
});
export type CheckIn = z.output<typeof CheckInSchema>;

/** POST /api/kits/{id}/cohosts: who the co-host is, as the owner names them (text of one line, as a guest's name). */
export const CohostBodySchema = z.strictObject({
  label: lineOf("label", MAX_COHOST_LABEL_LENGTH, "label is required"),
});
export type CohostBody = z.output<typeof CohostBodySchema>;

/** A co-host as the owner's list shows them (never their token). */
export const CohostSchema = z.strictObject({
  cohostId: z.string().regex(COHOST_ID_PATTERN),
  label: z.string(),
  /** ISO 8601. */
  createdAt: z.iso.datetime(),
});
export type Cohost = z.output<typeof CohostSchema>;

/** 201 of POST /api/kits/{id}/cohosts. The token and link are given once: keep or share the link. */
export const CohostCreatedSchema = CohostSchema.extend({
  token: z.string(),
  /** The door page with the token in its fragment. */
  link: z.string(),
});
export type CohostCreated = z.output<typeof CohostCreatedSchema>;

/** 200 of GET /api/kits/{id}/cohosts (the owner's). */
export const CohostListSchema = z.strictObject({ cohosts: z.array(CohostSchema) });
export type CohostList = z.output<typeof CohostListSchema>;
