/**
 * What the door says of a code (issue 39): welcome, already in, not on the list, or not a code at all. Decided by
 * the server when the network answers, else from the list kept on the phone (with the check-ins waiting to be sent
 * laid over it). Pure, so both ways say the same.
 */
import { CHECK_IN_CODE_PATTERN, normalizeCheckInCode } from "../../brandkit/web.ts";
import type { DoorGuestView } from "./check-in-queue.ts";

/** Who a result is about. */
export type DoorPerson = { guestId: string; name: string; party: number; companions: readonly string[] };

/** What the door shows after a code or a name. */
export type DoorResult =
  /** Checked in now; `waiting` when decided from the kept list, to be sent when the network is back. */
  | { kind: "welcome"; guest: DoorPerson; at: string; waiting: boolean }
  /** Checked in before, at `at` (ISO 8601); who, when the kept list knows them. */
  | { kind: "already"; guest?: DoorPerson; at: string }
  /** A code no guest going has. */
  | { kind: "unknown"; code: string }
  /** Text that is no check-in code (a mistyped code, another QR code). */
  | { kind: "invalid" }
  /** A check-in taken back. */
  | { kind: "undone"; guest: DoorPerson };

/** The code in `text` as kept (normalizeCheckInCode), or null when it cannot be a check-in code. */
export function codeOf(text: string): string | null {
  const code = normalizeCheckInCode(text.slice(0, 64));
  return CHECK_IN_CODE_PATTERN.test(code) ? code : null;
}

/** The person of a guest, for a result. */
export function personOf(guest: DoorPerson): DoorPerson {
  return { guestId: guest.guestId, name: guest.name, party: guest.party, companions: guest.companions };
}

/** What the kept list says of `code` (already normalised): the guest to welcome, already in, or not on it. */
export function decideFromList(
  guests: readonly DoorGuestView[],
  code: string,
): { kind: "welcome"; guest: DoorGuestView } | { kind: "already"; guest: DoorGuestView; at: string } | {
  kind: "unknown";
} {
  const guest = guests.find((candidate) => candidate.code === code);
  if (!guest) return { kind: "unknown" };
  return guest.checkedInAt ? { kind: "already", guest, at: guest.checkedInAt } : { kind: "welcome", guest };
}
