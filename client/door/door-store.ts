/**
 * The door page's state (issue 39): the door link's token, the guest list kept on the phone, the check-ins
 * waiting to be sent, and what the door says of the last code or name. A check-in goes to the server when the
 * network answers; else it is decided from the kept list, kept in the queue, and sent (with when it was made) once
 * the network is back, in order; a 409 then means another door checked that guest in meanwhile, which the door
 * reports and takes the server's time of. After a sync the list is read again. Every step runs one after another,
 * so a check-in, its undo and a sync never cross.
 */
import {
  type DoorGuestView,
  isOwnCheckIn,
  mergeQueue,
  type PendingAction,
  type PendingCheckIn,
  pendingCheckInOf,
  queueUndo,
} from "./check-in-queue.ts";
import { type CheckInAnswer, type DoorApi, failureOf } from "./door-api.ts";
import { codeOf, decideFromList, type DoorPerson, type DoorResult, personOf } from "./door-decision.ts";
import {
  type DoorStorage,
  doorStorageKeys,
  fragmentWithoutToken,
  keptToken,
  removeItem,
  tokenFromFragment,
  writeItem,
} from "./door-keys.ts";
import {
  checkedIn,
  type DoorCounts,
  doorCounts,
  type DoorGuest,
  type DoorRoster,
  rosterOf,
  withGuest,
} from "./door-roster.ts";
import { keepQueue, keepRoster, readKeptDoor } from "./door-storage.ts";
import type { DoorWire } from "../extras.ts";

/**
 * Where the door stands: finding its token and list (`starting`), without a token (`no-token`), with one the server
 * no longer takes (`revoked`), for a kit that is gone (`gone`), or checking guests in (`ready`).
 */
export type DoorPhase = "starting" | "no-token" | "revoked" | "gone" | "ready";

/** Something the door reports beside its result: what a sync found. */
export type DoorReport =
  /** Another door checked `name` in first, at `at`: the server's time is kept, and they count once. */
  | { kind: "conflict"; name: string; at: string }
  /** A check-in made offline whose guest is no longer on the list: it was not kept. */
  | { kind: "dropped"; name: string };
export type DoorNotice = DoorReport & { id: number };

export type DoorState = {
  phase: DoorPhase;
  /** The kept list with the waiting check-ins laid over it. */
  guests: readonly DoorGuestView[];
  counts: DoorCounts;
  /** ISO 8601: when the list was last read from the server. */
  readAt?: string;
  /** False while the network does not answer: check-ins are then decided from the kept list. */
  online: boolean;
  /** Check-ins and undos waiting to be sent. */
  waiting: number;
  /** A check-in or undo is on its way. */
  busy: boolean;
  /** What the door says of the last code or name; `id` is new with each. */
  result: (DoorResult & { id: number }) | null;
  notices: readonly DoorNotice[];
  /** No list is kept and the server could not be reached to read one. */
  listUnavailable: boolean;
};

export type DoorStoreDeps = {
  kitId: string;
  api: DoorApi;
  storage: () => DoorStorage | null;
  /** The door's schemas, loaded after hydration. */
  wire: () => Promise<DoorWire>;
  location: () => { pathname: string; search: string; hash: string };
  replaceUrl: (url: string) => void;
  /** The owner token this browser keeps for the kit, if any (client/state/owner-token.ts). */
  ownerToken: () => Promise<string | null>;
  now: () => number;
  /** A new id for a waiting check-in. */
  newId: () => string;
  /** What the browser believes of its network (navigator.onLine). */
  browserOnline: () => boolean;
};

export type DoorStore = {
  getState(): DoorState;
  subscribe(listener: () => void): () => void;
  /** Finds the token (the link's fragment, then the phone's, then the owner's), the kept list, and reads it anew. */
  start(): Promise<void>;
  /** Checks in the guest of a typed or scanned code. */
  submitCode(text: string): Promise<void>;
  /** Checks in a guest found by name. */
  checkInGuest(guestId: string): Promise<void>;
  /** Takes a guest's check-in back. */
  undo(guestId: string): Promise<void>;
  /** Sends the waiting check-ins, then reads the list again. */
  sync(): Promise<void>;
  /** Reads the list again. */
  refresh(): Promise<void>;
  /** Every few seconds: sends what waits, or reads a list grown old (or the network back). */
  tick(): Promise<void>;
  /** The browser says the network is back (`online`), or gone (`offline`). */
  networkChanged(online: boolean): void;
  dismissNotice(id: number): void;
};

/** How old the list may grow before a tick reads it again. */
export const LIST_FRESH_MS = 30_000;

export const initialDoorState: DoorState = {
  phase: "starting",
  guests: [],
  counts: { expected: 0, arrived: 0 },
  online: true,
  waiting: 0,
  busy: false,
  result: null,
  notices: [],
  listUnavailable: false,
};

export function createDoorStore(deps: DoorStoreDeps): DoorStore {
  let state = initialDoorState;
  const listeners = new Set<() => void>();
  let token: string | null = null;
  let roster: DoorRoster | null = null;
  let queue: PendingAction[] = [];
  let serverAnswers = true;
  let lastReadMs = 0;
  let results = 0;
  let notices = 0;
  let chain: Promise<unknown> = Promise.resolve();

  const iso = (ms: number) => new Date(ms).toISOString();
  const storage = () => deps.storage();

  const set = (change: Partial<DoorState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };

  /** The state's list, counts and flags after a change of the roster, the queue or the network. */
  const settle = (change: Partial<DoorState> = {}) => {
    const guests = mergeQueue(roster?.guests ?? [], queue);
    set({
      guests,
      counts: doorCounts(guests),
      readAt: roster?.readAt,
      waiting: queue.length,
      online: serverAnswers && deps.browserOnline(),
      ...change,
    });
  };

  const show = (result: DoorResult) => settle({ result: { ...result, id: ++results } });
  const report = (notice: DoorReport) =>
    settle({ notices: [...state.notices, { ...notice, id: ++notices }] });
  /** The result shown, once what it waited for is sent: no longer waiting. */
  const sentFor = (guestId: string) => {
    const { result } = state;
    if (result?.kind === "welcome" && result.waiting && result.guest.guestId === guestId) {
      settle({ result: { ...result, waiting: false } });
    }
  };

  const saveRoster = (next: DoorRoster | null) => {
    roster = next;
    keepRoster(storage(), deps.kitId, roster);
  };
  const saveQueue = (next: PendingAction[]) => {
    queue = next;
    keepQueue(storage(), deps.kitId, queue);
  };

  /** One step after another: nothing crosses. */
  const serial = <T>(step: () => Promise<T>): Promise<T> => {
    const run = chain.then(step, step);
    chain = run.catch(() => {});
    return run;
  };

  const canUseNetwork = () => token !== null && serverAnswers && deps.browserOnline();

  /** The server answered: the network works. */
  const answered = () => {
    serverAnswers = true;
  };

  /** The token no longer works: forgotten, with the list (the guests' names); what waits is kept for a new link. */
  const revoked = () => {
    token = null;
    removeItem(storage(), doorStorageKeys(deps.kitId).token);
    saveRoster(null);
    settle({ phase: "revoked", result: null });
  };

  /** The kit is gone: everything of it is forgotten. */
  const gone = () => {
    token = null;
    removeItem(storage(), doorStorageKeys(deps.kitId).token);
    saveRoster(null);
    saveQueue([]);
    settle({ phase: "gone", result: null });
  };

  /** Acts on a failure the door cannot go on from; true when it did. */
  const stopped = (error: unknown): boolean => {
    const kind = failureOf(error);
    if (kind === "auth") revoked();
    else if (kind === "gone") gone();
    else if (kind === "network") serverAnswers = false;
    return kind === "auth" || kind === "gone";
  };

  /** The roster with `person` checked in at `at` (added when the list did not have them yet). */
  const rosterWith = (person: DoorPerson, code: string, at: string | undefined): void => {
    const base = roster ?? { guests: [], readAt: iso(deps.now()) };
    const known = base.guests.some((guest) => guest.guestId === person.guestId);
    const next = known
      ? withGuest(base, person.guestId, (guest) => checkedIn(guest, at))
      : { ...base, guests: [...base.guests, checkedIn({ ...personOf(person), code }, at)] };
    saveRoster(next);
  };

  const guestView = (guestId: string) => state.guests.find((guest) => guest.guestId === guestId);
  const rosterGuest = (guestId: string): DoorGuest | undefined =>
    roster?.guests.find((guest) => guest.guestId === guestId);

  /** Reads the list from the server; false when it could not. */
  const readList = async (): Promise<boolean> => {
    if (!token || !deps.browserOnline()) return false;
    try {
      const list = await deps.api.guests(token);
      answered();
      saveRoster(rosterOf(list, iso(deps.now())));
      lastReadMs = deps.now();
      settle({ phase: "ready", listUnavailable: false });
      return true;
    } catch (error) {
      if (!stopped(error)) settle({ listUnavailable: roster === null });
      return false;
    }
  };

  /** What the server's answer to a check-in of `code` (found as `local`, if the list has it) shows. */
  const shown = (answer: CheckInAnswer, code: string, local: DoorGuestView | undefined): DoorResult => {
    if (answer.kind === "in") {
      const { checkIn } = answer;
      rosterWith(checkIn, code, checkIn.checkedInAt);
      return { kind: "welcome", guest: personOf(checkIn), at: checkIn.checkedInAt, waiting: false };
    }
    if (answer.kind === "already") {
      if (local) rosterWith(local, code, answer.checkedInAt);
      return { kind: "already", ...local ? { guest: personOf(local) } : {}, at: answer.checkedInAt };
    }
    return { kind: "unknown", code };
  };

  /** Checks in the guest of `code` (normalised), made at `madeAt`. */
  const checkInCode = async (code: string, madeAt: number): Promise<void> => {
    const local = decideFromList(state.guests, code);
    const guest = local.kind === "unknown" ? undefined : local.guest;
    // A check-in of this guest waits to be sent: the phone's word stands until it is.
    const waiting = guest && pendingCheckInOf(queue, guest.guestId);
    if (guest && waiting) return show({ kind: "already", guest: personOf(guest), at: waiting.at });
    let sentAt: string | undefined;
    if (canUseNetwork()) {
      settle({ busy: true });
      sentAt = iso(deps.now());
      try {
        const answer = await deps.api.checkIn(token!, code);
        answered();
        return show(shown(answer, code, guest));
      } catch (error) {
        if (stopped(error)) return;
        if (failureOf(error) === "refused") return show({ kind: "invalid" });
        // No answer, or none now: decided from the list below, and sent again later.
      } finally {
        settle({ busy: false });
      }
    }
    if (local.kind === "unknown") return show({ kind: "unknown", code });
    if (local.kind === "already") {
      return show({ kind: "already", guest: personOf(local.guest), at: local.at });
    }
    const at = iso(madeAt);
    const action: PendingCheckIn = {
      kind: "check-in",
      id: deps.newId(),
      code,
      guestId: local.guest.guestId,
      at,
      ...sentAt ? { sentAt } : {},
    };
    saveQueue([...queue, action]);
    show({ kind: "welcome", guest: personOf(local.guest), at, waiting: true });
  };

  /** Sends what waits, in order, until done or the network fails; true when something was sent. */
  const sendWaiting = async (): Promise<boolean> => {
    let sent = false;
    while (queue.length > 0 && canUseNetwork()) {
      const action = queue[0];
      try {
        if (action.kind === "check-in") {
          const answer = await deps.api.checkIn(token!, action.code, action.at);
          const name = rosterGuest(action.guestId)?.name ?? guestView(action.guestId)?.name ?? action.code;
          if (answer.kind === "in") rosterWith(answer.checkIn, action.code, answer.checkIn.checkedInAt);
          else if (answer.kind === "already") {
            saveRoster(
              roster && withGuest(roster, action.guestId, (guest) => checkedIn(guest, answer.checkedInAt)),
            );
            if (!isOwnCheckIn(action, answer.checkedInAt)) {
              report({ kind: "conflict", name, at: answer.checkedInAt });
            }
          } else {
            report({ kind: "dropped", name });
          }
        } else {
          await deps.api.undo(token!, action.guestId);
          saveRoster(roster && withGuest(roster, action.guestId, (guest) => checkedIn(guest, undefined)));
        }
        answered();
        sentFor(action.guestId);
      } catch (error) {
        if (stopped(error)) return sent;
        if (failureOf(error) !== "refused") break;
        // The server refuses it as it is: sending it again would not help.
        report({ kind: "dropped", name: rosterGuest(action.guestId)?.name ?? action.guestId });
      }
      saveQueue(queue.filter((waiting) => waiting.id !== action.id));
      sent = true;
      settle();
    }
    settle();
    return sent;
  };

  const sync = async () => {
    if (await sendWaiting()) await readList();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    start: () =>
      serial(async () => {
        const location = deps.location();
        const fromLink = tokenFromFragment(location.hash);
        const keys = doorStorageKeys(deps.kitId);
        if (fromLink) {
          token = fromLink;
          writeItem(storage(), keys.token, fromLink);
          deps.replaceUrl(`${location.pathname}${location.search}${fragmentWithoutToken(location.hash)}`);
        } else {
          token = keptToken(storage(), deps.kitId);
          if (!token) {
            token = await deps.ownerToken().catch(() => null);
            if (token) writeItem(storage(), keys.token, token);
          }
        }
        try {
          const kept = readKeptDoor(storage(), deps.kitId, await deps.wire());
          roster = kept.roster;
          queue = kept.queue;
        } catch {
          // The schemas did not load: nothing kept can be read, the server is asked below.
        }
        if (!token) return settle({ phase: "no-token" });
        settle({ phase: roster ? "ready" : "starting" });
        if (await readList() && queue.length > 0) await sync();
      }),

    submitCode: (text) => {
      const madeAt = deps.now();
      return serial(async () => {
        if (state.phase !== "ready") return;
        const code = codeOf(text);
        if (!code) return show({ kind: "invalid" });
        await checkInCode(code, madeAt);
      });
    },

    checkInGuest: (guestId) => {
      const madeAt = deps.now();
      return serial(async () => {
        const guest = guestView(guestId);
        if (state.phase !== "ready" || !guest) return;
        await checkInCode(guest.code, madeAt);
      });
    },

    undo: (guestId) =>
      serial(async () => {
        const guest = guestView(guestId);
        if (state.phase !== "ready" || !guest) return;
        const serverHasIt = Boolean(rosterGuest(guestId)?.checkedInAt);
        const pending = pendingCheckInOf(queue, guestId);
        const undone = () => show({ kind: "undone", guest: personOf(guest) });
        if (pending && !pending.sentAt && !serverHasIt) {
          saveQueue(queue.filter((action) => action !== pending));
          return undone();
        }
        if (canUseNetwork()) {
          settle({ busy: true });
          try {
            await deps.api.undo(token!, guestId);
            answered();
            saveQueue(queue.filter((action) => action.guestId !== guestId));
            saveRoster(roster && withGuest(roster, guestId, (kept) => checkedIn(kept, undefined)));
            return undone();
          } catch (error) {
            if (stopped(error)) return;
            // No answer: the undo waits with the check-ins.
          } finally {
            settle({ busy: false });
          }
        }
        saveQueue(
          queueUndo(queue, { kind: "undo", id: deps.newId(), guestId, at: iso(deps.now()) }, serverHasIt),
        );
        undone();
      }),

    sync: () => serial(sync),

    refresh: () => serial(async () => void await readList()),

    tick: () =>
      serial(async () => {
        if (!token || !deps.browserOnline()) return;
        if (queue.length > 0) {
          serverAnswers = true; // worth asking again: the queue is sent only to a server that answers
          await sync();
        } else if (!serverAnswers || deps.now() - lastReadMs >= LIST_FRESH_MS || !roster) {
          await readList();
        }
      }),

    networkChanged(online) {
      if (!online) return settle({ online: false });
      serverAnswers = true;
      settle();
      void serial(async () => {
        await sendWaiting();
        await readList();
      });
    },

    dismissNotice(id) {
      settle({ notices: state.notices.filter((notice) => notice.id !== id) });
    },
  };
}
