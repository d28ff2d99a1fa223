import { describe, expect, it } from "vitest";
import type { GuestEntry, RsvpSummary } from "../../brandkit/web.ts";
import { ApiError } from "../../client/api/api-error.ts";
import type { EventRsvpData } from "../../client/event/event-data.ts";
import { type GuestStorage, guestStorageKey } from "../../client/event/guest-answer.ts";
import type { RsvpApi } from "../../client/event/rsvp-api.ts";
import { createRsvpStore, initialRsvpState, type RsvpState } from "../../client/event/rsvp-store.ts";
import { say } from "../../client/i18n/translator.ts";
import { interfaceWordsOf } from "../../routes/interface-catalogs.ts";

const { t } = interfaceWordsOf("en");

/** The state with what it says and why it refused in English words, as an English page shows them. */
function spoken(state: RsvpState) {
  return {
    ...state,
    said: state.said && say(t, state.said),
    refusal: state.refusal && { ...state.refusal, message: say(t, state.refusal.message) },
  };
}

const KIT = "Zx8_kq-3VbN0pLmW2rT5yA";
const PAGE = `https://kits.example/k/${KIT}`;
const KEY = { guestId: "Gq7_kq-3VbN0pLmW2rT5yB", guestToken: "t".repeat(43) };
const NOW = Date.UTC(2027, 0, 2, 10);

const SUMMARY: RsvpSummary = {
  open: true,
  closesAt: null,
  full: false,
  counts: { going: 0, maybe: 0 },
  questions: [],
  listed: false,
  keptUntil: "2027-06-16T12:00:00.000Z",
};

const ENTRY: GuestEntry = {
  guestId: KEY.guestId,
  name: "Zainab Okafor",
  answer: "going",
  status: "going",
  party: 2,
  note: "",
  answers: {},
  companions: [],
  at: "2027-01-01T10:00:00.000Z",
};

/** An API whose calls are recorded; each method answers what `answers` gives for it (a value, or an error). */
function fakeApi(answers: Partial<Record<keyof RsvpApi, unknown>> = {}) {
  const calls: Array<[string, ...unknown[]]> = [];
  const api = new Proxy({} as RsvpApi, {
    get: (_target, name: string) => (...args: unknown[]) => {
      calls.push([name, ...args]);
      const answer = answers[name as keyof RsvpApi];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  });
  return { api, calls };
}

function memoryStorage(): GuestStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

let answerKeys = 0;

function storeWith(
  options: { data?: Partial<EventRsvpData>; api?: RsvpApi; storage?: GuestStorage; address?: string } = {},
) {
  const replaced: string[] = [];
  const address = new URL(options.address ?? PAGE);
  const store = createRsvpStore({ summary: SUMMARY, ...options.data }, {
    kitId: KIT,
    pageUrl: PAGE,
    api: options.api ?? fakeApi().api,
    storage: () => options.storage ?? null,
    location: () => address,
    replaceUrl: (url) => void replaced.push(url),
    now: () => NOW,
    newAnswerKey: () => `answer-key-${++answerKeys}`,
  });
  return { store, replaced };
}

describe("initialRsvpState()", () => {
  it.each<[string, Partial<EventRsvpData>, { said: string | null; refusal: unknown }]>([
    ["no post", {}, { said: null, refusal: null }],
    ["an answer shown from its cookie", {
      answer: ENTRY,
      outcome: { kind: "answered", guestId: KEY.guestId },
    }, {
      said: "Thank you! You're on the list.",
      refusal: null,
    }],
    ["a waitlisted answer", {
      answer: { ...ENTRY, status: "waitlist" },
      outcome: { kind: "answered", guestId: KEY.guestId },
    }, {
      said: "The event is full: you're on the waitlist. You'll move up if a place frees.",
      refusal: null,
    }],
    ["an answer whose cookie did not come back", { outcome: { kind: "answered", guestId: KEY.guestId } }, {
      said: "Thank you! Your answer is in.",
      refusal: null,
    }],
    ["a withdrawal", { outcome: { kind: "withdrawn" } }, {
      said: "Your answer is withdrawn.",
      refusal: null,
    }],
    ["a refusal naming a field", {
      outcome: { kind: "refused", code: "VALIDATION_ERROR", field: "note" },
    }, { said: null, refusal: { message: "The note can be at most 280 characters.", field: "note" } }],
  ])("says what the server rendered: %s", (_what, data, expected) => {
    expect(spoken(initialRsvpState({ summary: SUMMARY, ...data }))).toMatchObject(expected);
  });
});

describe("the RSVP store", () => {
  it("keeps a new answer's key, gives its private link, and reads the counts again", async () => {
    const storage = memoryStorage();
    const summary = { ...SUMMARY, counts: { going: 2, maybe: 0 } };
    const { api, calls } = fakeApi({
      answer: { ...KEY, status: "going", keptUntil: SUMMARY.keptUntil },
      guest: { ...ENTRY, checkInCode: "7KQ4MX2HPA" },
      summary,
    });
    const { store } = storeWith({ api, storage });
    const input = { name: " Zainab Okafor ", answer: "going" as const, party: 2, note: "" };
    expect(await store.submit(input)).toBe(true);
    await Promise.resolve();
    expect(calls[0]).toEqual(["answer", KIT, input, expect.stringMatching(/^answer-key-\d+$/)]);
    expect(JSON.parse(storage.items.get(guestStorageKey(KIT))!)).toEqual(KEY);
    // The answer as the server keeps it, read with the guest's token, carries the ticket (issue 39).
    expect(calls).toContainEqual(["guest", KIT, KEY.guestId, KEY.guestToken]);
    expect(spoken(store.getState())).toMatchObject({
      mine: { entry: { ...ENTRY, checkInCode: "7KQ4MX2HPA" }, key: KEY },
      link: `${PAGE}?guest=${KEY.guestId}#t=${KEY.guestToken}`,
      said: "Thank you! You're on the list.",
      busy: null,
      summary,
    });
  });

  it("sends an answer again with the same Idempotency-Key after the network failed, and a new answer with a new one", async () => {
    const offline = new ApiError(0, "NETWORK_ERROR", "The server could not be reached.");
    const { api, calls } = fakeApi({ answer: offline });
    const { store } = storeWith({ api });
    const input = { name: "Zainab Okafor", answer: "going" as const, party: 2, note: "" };
    await store.submit(input);
    await store.submit(input);
    await store.submit({ ...input, party: 3 });
    const keys = calls.filter(([name]) => name === "answer").map((call) => call[3]);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("makes a new Idempotency-Key after a refusal: the answer was not kept", async () => {
    const refused = new ApiError(409, "RSVP_CLOSED", "RSVP is closed.");
    const { api, calls } = fakeApi({ answer: refused });
    const { store } = storeWith({ api });
    const input = { name: "Zainab Okafor", answer: "going" as const, party: 2, note: "" };
    await store.submit(input);
    await store.submit(input);
    const keys = calls.filter(([name]) => name === "answer").map((call) => call[3]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("changes a kept answer with its token, and tells a guest moved to the waitlist", async () => {
    const storage = memoryStorage();
    storage.items.set(guestStorageKey(KIT), JSON.stringify(KEY));
    const { api, calls } = fakeApi({ guest: ENTRY, change: { ...ENTRY, party: 4, status: "waitlist" } });
    const { store } = storeWith({ api, storage });
    await store.start();
    expect(spoken(store.getState())).toMatchObject({
      mine: { entry: ENTRY, key: KEY },
      loads: 1,
      said: null,
    });
    await store.submit({ name: "Zainab Okafor", answer: "going", party: 4, note: "" });
    expect(calls.find(([name]) => name === "change")).toEqual([
      "change",
      KIT,
      KEY.guestId,
      KEY.guestToken,
      { name: "Zainab Okafor", answer: "going", party: 4, note: "" },
    ]);
    expect(spoken(store.getState()).said).toBe(
      "The event is full: you're on the waitlist. You'll move up if a place frees.",
    );
  });

  it("leaves the form to post itself while the answer is the cookie's", async () => {
    const { api, calls } = fakeApi();
    const { store } = storeWith({ api, data: { answer: ENTRY } });
    await store.start();
    expect(await store.submit({ name: "Zainab", answer: "maybe", party: 1, note: "" })).toBe(false);
    expect(calls).toEqual([]);
  });

  it("loads the answer of a private link, keeps its key, and takes the token out of the address bar", async () => {
    const storage = memoryStorage();
    const { api, calls } = fakeApi({ guest: ENTRY });
    const { store, replaced } = storeWith({
      api,
      storage,
      address: `${PAGE}?guest=${KEY.guestId}#t=${KEY.guestToken}`,
    });
    await store.start();
    expect(calls).toEqual([["guest", KIT, KEY.guestId, KEY.guestToken]]);
    expect(replaced).toEqual([`/k/${KIT}#rsvp`]);
    expect(JSON.parse(storage.items.get(guestStorageKey(KIT))!)).toEqual(KEY);
    expect(spoken(store.getState())).toMatchObject({
      mine: { entry: ENTRY, key: KEY },
      said: "Your answer is loaded: change it below, or withdraw it.",
    });
  });

  it("forgets a private link's answer that is gone, and says so", async () => {
    const storage = memoryStorage();
    const { api } = fakeApi({ guest: new ApiError(404, "NOT_FOUND", "There is no such answer") });
    const { store } = storeWith({
      api,
      storage,
      address: `${PAGE}?guest=${KEY.guestId}#t=${KEY.guestToken}`,
    });
    await store.start();
    expect(storage.items.size).toBe(0);
    expect(spoken(store.getState())).toMatchObject({
      mine: null,
      said: "This private link no longer works: its answer was withdrawn or removed by the organiser.",
    });
  });

  it("keeps the key when the server cannot be reached", async () => {
    const storage = memoryStorage();
    storage.items.set(guestStorageKey(KIT), JSON.stringify(KEY));
    const { api } = fakeApi({ guest: new ApiError(0, "NETWORK_ERROR", "offline") });
    const { store } = storeWith({ api, storage });
    await store.start();
    expect(storage.items.size).toBe(1);
    expect(store.getState().mine).toBeNull();
  });

  it.each<[string, ApiError, { message: string; field?: string }]>([
    [
      "a field at fault",
      new ApiError(400, "VALIDATION_ERROR", "bad", undefined, [{ path: "name", message: "x" }]),
      {
        message: "Please give your name, in at most 80 characters, on one line.",
        field: "name",
      },
    ],
    ["RSVP closed", new ApiError(409, "RSVP_CLOSED", "closed"), {
      message: "RSVP is closed: the organiser is not taking answers for this event.",
    }],
    ["a rate limit", new ApiError(429, "RATE_LIMIT_EXCEEDED", "slow down", 12), {
      message: "Many answers are arriving right now. Please wait 12s and send yours again.",
    }],
  ])("says why an answer was refused: %s", async (_what, error, refusal) => {
    const { api } = fakeApi({ answer: error });
    const { store } = storeWith({ api });
    await store.submit({ name: "Zainab", answer: "going", party: 1, note: "" });
    expect(spoken(store.getState())).toMatchObject({ refusal, mine: null, busy: null });
  });

  it("withdraws a kept answer and forgets it", async () => {
    const storage = memoryStorage();
    storage.items.set(guestStorageKey(KIT), JSON.stringify(KEY));
    const { api, calls } = fakeApi({ guest: ENTRY, summary: SUMMARY });
    const { store } = storeWith({ api, storage });
    await store.start();
    await store.withdraw();
    expect(calls).toContainEqual(["withdraw", KIT, KEY.guestId, KEY.guestToken]);
    expect(storage.items.size).toBe(0);
    expect(spoken(store.getState())).toMatchObject({
      mine: null,
      link: null,
      said: "Your answer is withdrawn.",
    });
  });
});

describe("the RSVP store and the organiser's questions (issue 38)", () => {
  const MEAL = "MealMealMealMealMeal_A";

  it("sends the replies and companions with a new answer, and keeps them as the answer shown", async () => {
    const { api, calls } = fakeApi({ answer: { ...KEY, status: "maybe", keptUntil: SUMMARY.keptUntil } });
    const { store } = storeWith({ api });
    const input = {
      name: "Zainab Okafor",
      answer: "maybe" as const,
      party: 2,
      note: "",
      answers: { [MEAL]: " Fish " },
      companions: [" Tobi "],
    };
    await store.submit(input);
    expect(calls[0]).toEqual(["answer", KIT, input, expect.any(String)]);
    expect(store.getState().mine?.entry).toMatchObject({ answers: { [MEAL]: "Fish" }, companions: ["Tobi"] });
  });

  it("sends the replies and companions with a change", async () => {
    const storage = memoryStorage();
    storage.items.set(guestStorageKey(KIT), JSON.stringify(KEY));
    const { api, calls } = fakeApi({ guest: ENTRY, change: ENTRY });
    const { store } = storeWith({ api, storage });
    await store.start();
    const change = {
      name: "Zainab Okafor",
      answer: "going" as const,
      party: 2,
      note: "",
      answers: { [MEAL]: "Beef" },
      companions: ["Ada"],
    };
    await store.submit(change);
    expect(calls.find(([name]) => name === "change")).toEqual([
      "change",
      KIT,
      KEY.guestId,
      KEY.guestToken,
      change,
    ]);
  });

  it.each([
    [
      "answers",
      "Please answer the organiser's questions: each one marked as needed if you're coming, with one of its choices or in at most 300 characters.",
    ],
    [
      `answers.${MEAL}`,
      "Please answer the organiser's questions: each one marked as needed if you're coming, with one of its choices or in at most 300 characters.",
    ],
    [
      "companions",
      "Please check the names of those coming with you: at most 80 characters each, and no more names than the others in your party.",
    ],
    [
      "companions[0]",
      "Please check the names of those coming with you: at most 80 characters each, and no more names than the others in your party.",
    ],
  ])("names the field of a refusal at %s, and says what to mend", async (path, message) => {
    const refused = new ApiError(400, "VALIDATION_ERROR", "bad", undefined, [{ path, message: "x" }]);
    const { api } = fakeApi({ answer: refused });
    const { store } = storeWith({ api });
    await store.submit({ name: "Zainab", answer: "going", party: 1, note: "" });
    expect(spoken(store.getState()).refusal).toEqual({ message, field: path.split(/[.[]/)[0] });
  });
});

describe("the RSVP store and the guest's ticket (issue 39)", () => {
  const input = { name: "Zainab Okafor", party: 2, note: "" };

  it("reads no ticket for an answer that is not going", async () => {
    const { api, calls } = fakeApi({ answer: { ...KEY, status: "maybe", keptUntil: SUMMARY.keptUntil } });
    const { store } = storeWith({ api });
    await store.submit({ ...input, answer: "maybe" });
    await Promise.resolve();
    expect(calls.map(([name]) => name)).not.toContain("guest");
    expect(store.getState().mine?.entry.checkInCode).toBeUndefined();
  });

  it("reads no ticket for a guest going who joined the waitlist", async () => {
    const { api, calls } = fakeApi({ answer: { ...KEY, status: "waitlist", keptUntil: SUMMARY.keptUntil } });
    const { store } = storeWith({ api });
    await store.submit({ ...input, answer: "going" });
    await Promise.resolve();
    expect(calls.map(([name]) => name)).not.toContain("guest");
  });

  it("keeps the answer shown, without a ticket, when its ticket cannot be read", async () => {
    const { api } = fakeApi({
      answer: { ...KEY, status: "going", keptUntil: SUMMARY.keptUntil },
      guest: new ApiError(0, "NETWORK_ERROR", "The server could not be reached."),
    });
    const { store } = storeWith({ api });
    await store.submit({ ...input, answer: "going" });
    await Promise.resolve();
    expect(spoken(store.getState())).toMatchObject({
      mine: { entry: { name: "Zainab Okafor", status: "going" }, key: KEY },
      said: "Thank you! You're on the list.",
      refusal: null,
    });
    expect(store.getState().mine?.entry.checkInCode).toBeUndefined();
  });

  it("takes the ticket a change to going brings, and drops it with a change to maybe", async () => {
    const storage = memoryStorage();
    storage.setItem(guestStorageKey(KIT), JSON.stringify(KEY));
    let change: GuestEntry = { ...ENTRY, checkInCode: "7KQ4MX2HPA" };
    const api = new Proxy(fakeApi().api, {
      get: (target, name: string) =>
        name === "guest"
          ? () => Promise.resolve({ ...ENTRY, answer: "maybe", status: "maybe" })
          : name === "change"
          ? () => Promise.resolve(change)
          : target[name as keyof RsvpApi],
    });
    const { store } = storeWith({ api, storage });
    await store.start();
    expect(store.getState().mine?.entry.checkInCode).toBeUndefined();
    await store.submit({ ...input, answer: "going" });
    expect(store.getState().mine?.entry.checkInCode).toBe("7KQ4MX2HPA");
    change = { ...ENTRY, answer: "maybe", status: "maybe" };
    await store.submit({ ...input, answer: "maybe" });
    expect(store.getState().mine?.entry.checkInCode).toBeUndefined();
  });
});
