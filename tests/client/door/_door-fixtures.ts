/** What the door's tests share: a guest list as the server gives it, and guests as the door keeps them. */
import type { GuestEntry, GuestList } from "../../../brandkit/web.ts";
import type { DoorGuest } from "../../../client/door/door-roster.ts";

export const KIT = "Zx8_kq-3VbN0pLmW2rT5yA";
export const TOKEN = "c".repeat(43);
export const ANA_CODE = "7KQ4MX2HPA";
export const JOSE_CODE = "9RT3NW5ZBC";

/** One answer as the owner's list shows it. */
export function entry(change: Partial<GuestEntry> & Pick<GuestEntry, "guestId" | "name">): GuestEntry {
  return {
    answer: "going",
    status: "going",
    party: 1,
    note: "",
    answers: {},
    companions: [],
    at: "2027-06-01T10:00:00.000Z",
    ...change,
  };
}

/** The owner's (or a co-host's) list of `guests`. */
export function guestList(guests: GuestEntry[]): GuestList {
  const going = guests.filter((guest) => guest.status === "going");
  const arrived = going.filter((guest) => guest.checkedInAt);
  const people = (list: GuestEntry[]) => list.reduce((sum, guest) => sum + guest.party, 0);
  return {
    open: true,
    settings: { open: true, closesAt: null, capacity: null, showNames: false, questions: [], listed: false },
    counts: { going: people(going), maybe: 0, no: 0, waitlist: 0, arrived: people(arrived) },
    responses: { going: going.length, maybe: 0, no: 0, waitlist: 0, arrived: arrived.length },
    guests,
  };
}

export const ANA = entry({
  guestId: "guest-ana",
  name: "Ana Souza",
  party: 3,
  companions: ["Tobi Adeyemi", "Zoë"],
  checkInCode: ANA_CODE,
});
export const JOSE = entry({ guestId: "guest-jose", name: "José Müller", checkInCode: JOSE_CODE });

/** Guests as the door keeps them. */
export const DOOR_ANA: DoorGuest = {
  guestId: "guest-ana",
  name: "Ana Souza",
  party: 3,
  companions: ["Tobi Adeyemi", "Zoë"],
  code: ANA_CODE,
};
export const DOOR_JOSE: DoorGuest = {
  guestId: "guest-jose",
  name: "José Müller",
  party: 1,
  companions: [],
  code: JOSE_CODE,
};

/** localStorage in memory. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
