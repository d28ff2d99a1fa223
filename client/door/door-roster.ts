/**
 * The door's guest list (issue 39): the guests expected at the door (those going, each with a check-in code), as
 * the server last gave them, kept on the phone so the door works with no network. Pure: the store reads and keeps
 * it (door-storage.ts), the queue of check-ins waiting to be sent is laid over it (check-in-queue.ts).
 */
import { type GuestList, normalizeCheckInCode } from "../../brandkit/web.ts";

/** One guest expected at the door. */
export type DoorGuest = {
  guestId: string;
  name: string;
  /** People with this answer, the guest included. */
  party: number;
  companions: readonly string[];
  /** The check-in code, normalised (normalizeCheckInCode). */
  code: string;
  /** ISO 8601: when they were checked in; absent until then. */
  checkedInAt?: string;
};

/** The list as the server last gave it, and when it was read (ISO 8601). */
export type DoorRoster = { guests: readonly DoorGuest[]; readAt: string };

/** The door's list from the server's GuestList: only guests going are expected, and only those with a code. */
export function rosterOf(list: GuestList, readAt: string): DoorRoster {
  const guests = list.guests.flatMap((guest): DoorGuest[] =>
    guest.status === "going" && guest.checkInCode
      ? [{
        guestId: guest.guestId,
        name: guest.name,
        party: guest.party,
        companions: guest.companions,
        code: normalizeCheckInCode(guest.checkInCode),
        ...guest.checkedInAt ? { checkedInAt: guest.checkedInAt } : {},
      }]
      : []
  );
  return { guests, readAt };
}

/** People expected and people arrived: each guest counts their whole party. */
export type DoorCounts = { expected: number; arrived: number };

/** The counts of `guests`. */
export function doorCounts(guests: readonly Pick<DoorGuest, "party" | "checkedInAt">[]): DoorCounts {
  let expected = 0;
  let arrived = 0;
  for (const guest of guests) {
    expected += guest.party;
    if (guest.checkedInAt) arrived += guest.party;
  }
  return { expected, arrived };
}

/** `roster` with one guest changed (by id); the same roster when no guest has that id. */
export function withGuest(
  roster: DoorRoster,
  guestId: string,
  change: (guest: DoorGuest) => DoorGuest,
): DoorRoster {
  if (!roster.guests.some((guest) => guest.guestId === guestId)) return roster;
  return {
    ...roster,
    guests: roster.guests.map((guest) => guest.guestId === guestId ? change(guest) : guest),
  };
}

/** `guest` checked in at `at`, or no longer (undefined). */
export function checkedIn(guest: DoorGuest, at: string | undefined): DoorGuest {
  const { checkedInAt: _was, ...rest } = guest;
  return at ? { ...rest, checkedInAt: at } : rest;
}
