/**
 * What the door keeps on the phone (issue 39): its list and the check-ins waiting to be sent, checked when read
 * back. Like every zod schema of the pages, these live in the extras (client/extras.ts), loaded after hydration:
 * zod in the pages' own build would join the chunk every page loads first (docs/web-app.md).
 */
import { z } from "zod";
import { CHECK_IN_CODE_PATTERN } from "../../brandkit/web.ts";

/** A guest as the phone keeps them (door-roster.ts). */
const KeptGuestSchema = z.strictObject({
  guestId: z.string().min(1).max(100),
  name: z.string().max(2_000),
  party: z.number().int().min(1).max(1_000),
  companions: z.array(z.string().max(2_000)).max(100),
  code: z.string().regex(CHECK_IN_CODE_PATTERN),
  checkedInAt: z.iso.datetime().optional(),
});

/** The list as the phone keeps it. */
export const KeptRosterSchema = z.strictObject({
  guests: z.array(KeptGuestSchema),
  readAt: z.iso.datetime(),
});

/** The check-ins and undos waiting to be sent (check-in-queue.ts), in order. */
export const KeptQueueSchema = z.array(z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("check-in"),
    id: z.string().min(1).max(100),
    code: z.string().regex(CHECK_IN_CODE_PATTERN),
    guestId: z.string().min(1).max(100),
    at: z.iso.datetime(),
    sentAt: z.iso.datetime().optional(),
  }),
  z.strictObject({
    kind: z.literal("undo"),
    id: z.string().min(1).max(100),
    guestId: z.string().min(1).max(100),
    at: z.iso.datetime(),
  }),
]));
