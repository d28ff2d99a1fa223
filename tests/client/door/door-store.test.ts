/**
 * The door's store (issue 39) over a fake API and storage in memory: where its token comes from, check-ins online
 * and from the kept list, the queue kept across a reload and sent when the network is back (another door's 409
 * reported, this door's own taken back quietly), undo, and a link that no longer works.
 */
import { describe, expect, it } from "vitest";
import type { GuestEntry } from "../../../brandkit/web.ts";
import { type CheckInAnswer, type DoorApi, DoorApiError } from "../../../client/door/door-api.ts";
import { createDoorStore, type DoorStoreDeps } from "../../../client/door/door-store.ts";
import { ANA, ANA_CODE, guestList, JOSE, JOSE_CODE, KIT, memoryStorage, TOKEN } from "./_door-fixtures.ts";

const wire = () => import("../../../client/extras.ts");
const T0 = Date.UTC(2027, 5, 20, 18, 0);
const iso = (ms: number) => new Date(ms).toISOString();
const PAGE = `/k/${KIT}/door`;

type Call = [string, ...unknown[]];

/**
 * A server in memory: its guests (checked in or not), what it answers, and every call. `down` makes every call fail
 * as a network would; `refuse` answers every call with that failure.
 */
function fakeServer(guests: GuestEntry[] = [ANA, JOSE]) {
  const state = {
    guests: guests.map((guest) => ({ ...guest })),
    down: false,
    refuse: undefined as DoorApiError | undefined,
    now: T0,
  };
  const calls: Call[] = [];
  const gate = () => {
    if (state.down) throw new DoorApiError("network", 0, "down");
    if (state.refuse) throw state.refuse;
  };
  const api: DoorApi = {
    guests(token) {
      calls.push(["guests", token]);
      gate();
      return Promise.resolve(guestList(state.guests.map((guest) => ({ ...guest }))));
    },
    checkIn(token, code, at) {
      calls.push(["checkIn", token, code, ...at ? [at] : []]);
      gate();
      const guest = state.guests.find((candidate) => candidate.checkInCode === code);
      let answer: CheckInAnswer;
      if (!guest) answer = { kind: "unknown" };
      else if (guest.checkedInAt) answer = { kind: "already", checkedInAt: guest.checkedInAt };
      else {
        guest.checkedInAt = at ?? iso(state.now);
        const { guestId, name, party, companions } = guest;
        answer = {
          kind: "in",
          checkIn: { guestId, name, party, companions, checkedInAt: guest.checkedInAt },
        };
      }
      return Promise.resolve(answer);
    },
    undo(token, guestId) {
      calls.push(["undo", token, guestId]);
      gate();
      const guest = state.guests.find((candidate) => candidate.guestId === guestId);
      if (guest) delete guest.checkedInAt;
      return Promise.resolve();
    },
  };
  return { api, state, calls };
}

/** A door over `server`, opened at `hash`, with a clock and a network of its own. */
function door(
  server: ReturnType<typeof fakeServer>,
  options: { hash?: string; storage?: ReturnType<typeof memoryStorage>; owner?: string } = {},
) {
  const storage = options.storage ?? memoryStorage();
  const clock = { now: T0 };
  const network = { online: true };
  const urls: string[] = [];
  let ids = 0;
  const deps: DoorStoreDeps = {
    kitId: KIT,
    api: server.api,
    storage: () => storage,
    wire,
    location: () => ({ pathname: PAGE, search: "", hash: options.hash ?? "" }),
    replaceUrl: (url) => void urls.push(url),
    ownerToken: () => Promise.resolve(options.owner ?? null),
    now: () => clock.now,
    newId: () => `id-${++ids}`,
    browserOnline: () => network.online,
  };
  const store = createDoorStore(deps);
  return { store, storage, clock, network, urls };
}

/** The result as words the test reads: its kind, who and when. */
function said(store: ReturnType<typeof createDoorStore>) {
  const result = store.getState().result;
  if (!result) return null;
  const { id: _id, ...rest } = result;
  return rest;
}

describe("the door's store", () => {
  it("takes the token from the link's fragment, keeps it, clears the address bar and reads the list", async () => {
    const server = fakeServer();
    const { store, storage, urls } = door(server, { hash: `#token=${TOKEN}` });
    await store.start();
    expect(urls).toEqual([PAGE]);
    expect(storage.getItem(`brandkit.door.v1.${KIT}.token`)).toBe(TOKEN);
    expect(server.calls).toEqual([["guests", TOKEN]]);
    const state = store.getState();
    expect(state.phase).toBe("ready");
    expect(state.counts).toEqual({ expected: 4, arrived: 0 });
    expect(state.guests.map((guest) => guest.name)).toEqual(["Ana Souza", "José Müller"]);
  });

  it("uses the token kept on the phone, else the owner's, else says there is none", async () => {
    const kept = memoryStorage();
    kept.setItem(`brandkit.door.v1.${KIT}.token`, TOKEN);
    const withKept = fakeServer();
    await door(withKept, { storage: kept, owner: "o".repeat(43) }).store.start();
    expect(withKept.calls).toEqual([["guests", TOKEN]]);

    const owners = fakeServer();
    const owner = door(owners, { owner: "o".repeat(43) });
    await owner.store.start();
    expect(owners.calls).toEqual([["guests", "o".repeat(43)]]);
    expect(owner.storage.getItem(`brandkit.door.v1.${KIT}.token`)).toBe("o".repeat(43));

    const nobody = fakeServer();
    const none = door(nobody);
    await none.store.start();
    expect(none.store.getState().phase).toBe("no-token");
    expect(nobody.calls).toEqual([]);
  });

  it("checks guests in online: welcome, already in with the server's time, not on the list, not a code", async () => {
    const server = fakeServer();
    const { store } = door(server, { hash: `#token=${TOKEN}` });
    await store.start();
    await store.submitCode("7kq4m-x2hpa");
    expect(said(store)).toEqual({
      kind: "welcome",
      guest: { guestId: "guest-ana", name: "Ana Souza", party: 3, companions: ["Tobi Adeyemi", "Zoë"] },
      at: iso(T0),
      waiting: false,
    });
    expect(store.getState().counts).toEqual({ expected: 4, arrived: 3 });
    await store.submitCode(ANA_CODE);
    expect(said(store)).toMatchObject({ kind: "already", guest: { name: "Ana Souza" }, at: iso(T0) });
    await store.submitCode("ZZZZZ-ZZZZZ");
    expect(said(store)).toEqual({ kind: "unknown", code: "ZZZZZZZZZZ" });
    await store.submitCode("https://example.com/");
    expect(said(store)).toEqual({ kind: "invalid" });
    expect(server.calls.filter(([name]) => name === "checkIn")).toHaveLength(3);
    expect(store.getState().counts).toEqual({ expected: 4, arrived: 3 });
  });

  it("with no network, decides from the kept list, keeps the check-in through a reload and sends it when back", async () => {
    const server = fakeServer();
    const first = door(server, { hash: `#token=${TOKEN}` });
    await first.store.start();
    first.network.online = false;
    first.store.networkChanged(false);
    first.clock.now = T0 + 60_000;
    await first.store.checkInGuest("guest-jose");
    expect(said(first.store)).toMatchObject({
      kind: "welcome",
      guest: { name: "José Müller" },
      waiting: true,
    });
    expect(first.store.getState()).toMatchObject({ online: false, waiting: 1, counts: { arrived: 1 } });
    await first.store.submitCode(JOSE_CODE);
    expect(said(first.store)).toMatchObject({ kind: "already", at: iso(T0 + 60_000) });
    await first.store.submitCode("ZZZZZZZZZZ");
    expect(said(first.store)).toEqual({ kind: "unknown", code: "ZZZZZZZZZZ" });
    expect(server.calls.filter(([name]) => name === "checkIn")).toEqual([]);

    // A reload with no network: the list and the waiting check-in are still there.
    const again = door(server, { storage: first.storage });
    again.network.online = false;
    await again.store.start();
    expect(again.store.getState()).toMatchObject({
      phase: "ready",
      waiting: 1,
      counts: { expected: 4, arrived: 1 },
    });

    // Back online: sent with when it was made, then the list read again.
    again.network.online = true;
    again.clock.now = T0 + 10 * 60_000;
    again.store.networkChanged(true);
    await again.store.tick();
    expect(server.calls.filter(([name]) => name === "checkIn")).toEqual([
      ["checkIn", TOKEN, JOSE_CODE, iso(T0 + 60_000)],
    ]);
    expect(server.state.guests.find((guest) => guest.guestId === "guest-jose")?.checkedInAt).toBe(
      iso(T0 + 60_000),
    );
    expect(again.store.getState()).toMatchObject({ waiting: 0, online: true, notices: [] });
    expect(again.storage.getItem(`brandkit.door.v1.${KIT}.queue`)).toBeNull();
  });

  it("reports a guest another door checked in meanwhile, takes the server's time, and counts them once", async () => {
    const server = fakeServer();
    const { store, network, clock } = door(server, { hash: `#token=${TOKEN}` });
    await store.start();
    network.online = false;
    store.networkChanged(false);
    clock.now = T0 + 120_000;
    await store.submitCode(ANA_CODE);
    // The other door, online, checked Ana in a minute earlier.
    server.state.guests[0].checkedInAt = iso(T0 + 60_000);
    network.online = true;
    await store.sync();
    const state = store.getState();
    expect(state.notices).toEqual([{ id: 1, kind: "conflict", name: "Ana Souza", at: iso(T0 + 60_000) }]);
    expect(state.guests.find((guest) => guest.guestId === "guest-ana")?.checkedInAt).toBe(iso(T0 + 60_000));
    expect(state.counts).toEqual({ expected: 4, arrived: 3 });
    expect(state.waiting).toBe(0);
    store.dismissNotice(1);
    expect(store.getState().notices).toEqual([]);
  });

  it("keeps a check-in whose answer was lost, and takes the server's 409 for it as its own", async () => {
    const server = fakeServer();
    const { store, clock } = door(server, { hash: `#token=${TOKEN}` });
    await store.start();
    // The request reaches the server, but the answer never comes back.
    const checkIn = server.api.checkIn;
    server.api.checkIn = async (...args) => {
      await checkIn(...args);
      throw new DoorApiError("network", 0, "lost");
    };
    await store.submitCode(ANA_CODE);
    expect(said(store)).toMatchObject({ kind: "welcome", waiting: true });
    expect(store.getState()).toMatchObject({ online: false, waiting: 1 });
    server.api.checkIn = checkIn;
    clock.now = T0 + 5_000;
    await store.tick();
    expect(store.getState()).toMatchObject({ waiting: 0, notices: [], online: true });
    expect(said(store)).toMatchObject({ kind: "welcome", waiting: false });
  });

  it("reports a waiting check-in whose guest left the list, and keeps no count of them", async () => {
    const server = fakeServer();
    const { store, network } = door(server, { hash: `#token=${TOKEN}` });
    await store.start();
    network.online = false;
    await store.submitCode(JOSE_CODE);
    server.state.guests = server.state.guests.filter((guest) => guest.guestId !== "guest-jose");
    network.online = true;
    await store.sync();
    expect(store.getState().notices).toEqual([{ id: 1, kind: "dropped", name: "José Müller" }]);
    expect(store.getState().counts).toEqual({ expected: 3, arrived: 0 });
  });

  it("undoes a check-in: a waiting one on the phone alone, a sent one on the server", async () => {
    const server = fakeServer();
    const { store, network } = door(server, { hash: `#token=${TOKEN}` });
    await store.start();
    network.online = false;
    await store.submitCode(JOSE_CODE);
    await store.undo("guest-jose");
    expect(said(store)).toMatchObject({ kind: "undone", guest: { name: "José Müller" } });
    expect(store.getState()).toMatchObject({ waiting: 0, counts: { arrived: 0 } });
    network.online = true;
    await store.submitCode(ANA_CODE);
    await store.undo("guest-ana");
    expect(server.calls.filter(([name]) => name === "undo")).toEqual([["undo", TOKEN, "guest-ana"]]);
    expect(server.state.guests[0].checkedInAt).toBeUndefined();
    expect(store.getState().counts.arrived).toBe(0);
  });

  it("keeps an undo made with no network, and sends it in its turn", async () => {
    const server = fakeServer();
    const { store, network } = door(server, { hash: `#token=${TOKEN}` });
    await store.start();
    await store.submitCode(ANA_CODE);
    network.online = false;
    await store.undo("guest-ana");
    expect(store.getState()).toMatchObject({ waiting: 1, counts: { arrived: 0 } });
    network.online = true;
    await store.sync();
    expect(server.state.guests[0].checkedInAt).toBeUndefined();
    expect(store.getState()).toMatchObject({ waiting: 0, counts: { arrived: 0 } });
  });

  it("forgets the token and the list of a link the organiser turned off, and keeps what waits", async () => {
    const server = fakeServer();
    const { store, storage, network } = door(server, { hash: `#token=${TOKEN}` });
    await store.start();
    network.online = false;
    await store.submitCode(JOSE_CODE);
    network.online = true;
    server.state.refuse = new DoorApiError("auth", 403, "revoked");
    await store.sync();
    expect(store.getState().phase).toBe("revoked");
    expect(storage.getItem(`brandkit.door.v1.${KIT}.token`)).toBeNull();
    expect(storage.getItem(`brandkit.door.v1.${KIT}.roster`)).toBeNull();
    expect(storage.getItem(`brandkit.door.v1.${KIT}.queue`)).toContain(JOSE_CODE);
    await store.submitCode(ANA_CODE);
    expect(server.calls.filter(([name]) => name === "checkIn")).toHaveLength(1);
  });

  it("forgets everything of a kit that is gone", async () => {
    const server = fakeServer();
    server.state.refuse = new DoorApiError("gone", 404, "gone");
    const { store, storage } = door(server, { hash: `#token=${TOKEN}` });
    await store.start();
    expect(store.getState().phase).toBe("gone");
    expect([...storage.items.keys()]).toEqual([]);
  });

  it("says the list cannot be read when none is kept and the network is down, and reads it when back", async () => {
    const server = fakeServer();
    server.state.down = true;
    const { store } = door(server, { hash: `#token=${TOKEN}` });
    await store.start();
    expect(store.getState()).toMatchObject({ phase: "starting", listUnavailable: true, online: false });
    server.state.down = false;
    await store.tick();
    expect(store.getState()).toMatchObject({ phase: "ready", listUnavailable: false, online: true });
  });

  it("reads nothing kept that is not the door's shape", async () => {
    const storage = memoryStorage();
    storage.setItem(`brandkit.door.v1.${KIT}.token`, TOKEN);
    storage.setItem(`brandkit.door.v1.${KIT}.roster`, '{"guests": "all of them"}');
    storage.setItem(`brandkit.door.v1.${KIT}.queue`, "not json");
    const server = fakeServer();
    server.state.down = true;
    const { store } = door(server, { storage });
    await store.start();
    expect(store.getState()).toMatchObject({ phase: "starting", waiting: 0, guests: [] });
  });
});
