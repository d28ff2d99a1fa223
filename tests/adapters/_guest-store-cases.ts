/**
 * What every kit store does with guests (issue 28; adapters/guest-store-*.ts), run against each store by its own
 * test file: answers kept with their kit and read back with their token only, the capacity and its waitlist, the
 * guest limit, RSVP closed by the owner or a deadline, places freed moving the waitlist up in order, answers
 * taken at once never overfilling the capacity, and answers gone with their kit (deleted or purged).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashOwnerToken, type KitStore, newKitId, newOwnerToken } from "../../brandkit/kept/kept-kits.ts";
import { ANSWER_REPLAY_MS, newCheckInCode } from "../../brandkit/web.ts";
import type { NewGuest, RsvpAnswer } from "../../brandkit/rsvp/mod.ts";
import { DAY_MS, keep, NOW } from "./_kit-store-cases.ts";

/** A store, and how many answer rows its database holds (whatever their kit), to see that deletion is real. */
export type OpenedGuestStore = { store: KitStore; guestRows: () => Promise<number> };

const NO_LIMIT = 1_000;

/** Two of the owner's questions (issue 38): one with choices that needs a reply, one free and optional. */
const MEAL = { id: "MealMealMealMealMeal_A", label: "Meal", choices: ["Fish", "Beef"], required: true };
const SONG = { id: "SongSongSongSongSong_B", label: "Song request", required: false };

/** A new answer and its guest's token. */
export async function newGuest(name: string, answer: RsvpAnswer = "going", party = 1, note = "") {
  const token = newOwnerToken();
  const guest: NewGuest = {
    guestId: newKitId(),
    tokenHash: await hashOwnerToken(token),
    name,
    answer,
    party,
    note,
    answers: {},
    companions: [],
    checkInCode: newCheckInCode(),
  };
  return { guest, token, tokenHash: guest.tokenHash };
}

/** A new answer "going" under an answer key, with its token's hash. */
async function keyedGuest(name: string, answerKey: string, tokenHash?: string): Promise<NewGuest> {
  const { guest } = await newGuest(name);
  return { ...guest, answerKey, ...tokenHash ? { tokenHash } : {} };
}

/** Adds `name`'s answer to `kitId`; returns the guest, token and the store's verdict. */
export async function answer(
  store: KitStore,
  kitId: string,
  name: string,
  options: { answer?: RsvpAnswer; party?: number; maxGuests?: number; nowMs?: number } = {},
) {
  const made = await newGuest(name, options.answer, options.party);
  const verdict = await store.addGuest(
    kitId,
    made.guest,
    options.maxGuests ?? NO_LIMIT,
    options.nowMs ?? NOW,
  );
  return { ...made, verdict };
}

/** The statuses of a kit's answers, by name, in the order given. */
async function statuses(store: KitStore, kitId: string) {
  return (await store.guestList(kitId, NOW))?.guests.map((guest) => [guest.name, guest.status]);
}

/** The store-agnostic cases, each on a new empty store from `openStore`. */
export function describeGuestStore(name: string, openStore: () => Promise<OpenedGuestStore>): void {
  describe(name, () => {
    let store: KitStore;
    let guestRows: () => Promise<number>;
    beforeEach(async () => {
      ({ store, guestRows } = await openStore());
    });
    afterEach(async () => {
      await store.close();
    });

    it("keeps an answer with its kit and shows it only for its guest's token", async () => {
      const { id } = await keep(store, []);
      const amara = await answer(store, id, "Amara Okafor 東京 🎉", { party: 2 });
      expect(amara.verdict).toEqual({ verdict: "added", status: "going" });
      const { guestId } = amara.guest;
      expect(await store.guest(id, guestId, amara.tokenHash, NOW)).toEqual({
        verdict: "done",
        guest: {
          guestId,
          name: "Amara Okafor 東京 🎉",
          answer: "going",
          status: "going",
          party: 2,
          note: "",
          answers: {},
          companions: [],
          checkInCode: amara.guest.checkInCode,
          createdAtMs: NOW,
          updatedAtMs: NOW,
        },
        questions: [],
      });
      expect(await store.guest(id, guestId, await hashOwnerToken("another"), NOW)).toEqual({
        verdict: "forbidden",
      });
      expect(await store.guest(id, newKitId(), amara.tokenHash, NOW)).toEqual({ verdict: "not-found" });
      expect(await store.guest(id, guestId, amara.tokenHash, NOW + 31 * DAY_MS)).toEqual({
        verdict: "not-found",
      });
      expect((await answer(store, newKitId(), "Nobody")).verdict).toEqual({ verdict: "not-found" });
    });

    it("starts a kit's RSVP open, without deadline, capacity or names, and keeps the owner's changes", async () => {
      const { id } = await keep(store, []);
      expect((await store.guestList(id, NOW))?.settings).toEqual({
        open: true,
        closesAtMs: null,
        capacity: null,
        showNames: false,
        questions: [],
        listed: false,
      });
      expect(await store.setRsvpSettings(id, { capacity: 40, closesAtMs: NOW + DAY_MS }, NOW)).toEqual({
        open: true,
        closesAtMs: NOW + DAY_MS,
        capacity: 40,
        showNames: false,
        questions: [],
        listed: false,
      });
      expect(await store.setRsvpSettings(id, { showNames: true, capacity: null }, NOW)).toEqual({
        open: true,
        closesAtMs: NOW + DAY_MS,
        capacity: null,
        showNames: true,
        questions: [],
        listed: false,
      });
      expect(await store.setRsvpSettings(newKitId(), { open: false }, NOW)).toBeNull();
    });

    it("waitlists a party going past the capacity, and counts people and answers by status", async () => {
      const { id } = await keep(store, []);
      await store.setRsvpSettings(id, { capacity: 4 }, NOW);
      expect((await answer(store, id, "A", { party: 3 })).verdict).toEqual({
        verdict: "added",
        status: "going",
      });
      expect((await answer(store, id, "B", { party: 2 })).verdict).toEqual({
        verdict: "added",
        status: "waitlist",
      });
      expect((await answer(store, id, "C", { party: 1 })).verdict).toEqual({
        verdict: "added",
        status: "going",
      });
      expect((await answer(store, id, "D", { answer: "maybe", party: 5 })).verdict).toEqual({
        verdict: "added",
        status: "maybe",
      });
      expect((await answer(store, id, "E", { answer: "no" })).verdict).toEqual({
        verdict: "added",
        status: "no",
      });
      expect(await store.guestTally(id, NOW)).toEqual({
        settings: {
          open: true,
          closesAtMs: null,
          capacity: 4,
          showNames: false,
          questions: [],
          listed: false,
        },
        people: { going: 4, waitlist: 2, maybe: 5, no: 1 },
        responses: { going: 2, waitlist: 1, maybe: 1, no: 1 },
      });
    });

    it("takes at most the most answers a kit may have, whatever they are", async () => {
      const { id } = await keep(store, []);
      await answer(store, id, "A", { answer: "no", maxGuests: 2 });
      await answer(store, id, "B", { answer: "maybe", maxGuests: 2 });
      expect((await answer(store, id, "C", { maxGuests: 2 })).verdict).toEqual({ verdict: "guest-limit" });
      expect((await store.guestList(id, NOW))?.guests).toHaveLength(2);
    });

    it("takes no answer once the owner closes RSVP or its deadline passes", async () => {
      const { id } = await keep(store, []);
      await store.setRsvpSettings(id, { closesAtMs: NOW + 1_000 }, NOW);
      expect((await answer(store, id, "Early", { nowMs: NOW + 999 })).verdict.verdict).toBe("added");
      expect((await answer(store, id, "Late", { nowMs: NOW + 1_000 })).verdict).toEqual({
        verdict: "closed",
        reason: "deadline-passed",
      });
      await store.setRsvpSettings(id, { open: false, closesAtMs: null }, NOW);
      expect((await answer(store, id, "Closed")).verdict).toEqual({
        verdict: "closed",
        reason: "closed-by-owner",
      });
      expect(await statuses(store, id)).toEqual([["Early", "going"]]);
    });

    it("changes an answer only with its guest's token and while RSVP is open", async () => {
      const { id } = await keep(store, []);
      const guest = await answer(store, id, "Zoë");
      const { guestId } = guest.guest;
      const later = NOW + 60_000;
      expect(await store.changeGuest(id, guestId, await hashOwnerToken("x"), { answer: "no" }, later))
        .toEqual({
          verdict: "forbidden",
        });
      expect(
        await store.changeGuest(
          id,
          guestId,
          guest.tokenHash,
          { answer: "maybe", party: 2, note: "Late" },
          later,
        ),
      ).toMatchObject({
        verdict: "done",
        guest: { name: "Zoë", answer: "maybe", status: "maybe", party: 2, note: "Late", createdAtMs: NOW },
      });
      expect(await store.guest(id, guestId, guest.tokenHash, later)).toMatchObject({
        guest: { updatedAtMs: later },
      });
      await store.setRsvpSettings(id, { open: false }, NOW);
      expect(await store.changeGuest(id, guestId, guest.tokenHash, { answer: "going" }, later)).toEqual({
        verdict: "closed",
        reason: "closed-by-owner",
      });
      // A token that is not the guest's learns nothing, not even that answers are closed.
      expect(await store.changeGuest(id, guestId, await hashOwnerToken("x"), { answer: "going" }, later))
        .toEqual({ verdict: "forbidden" });
      expect(await store.changeGuest(id, newKitId(), guest.tokenHash, { answer: "no" }, later)).toEqual({
        verdict: "not-found",
      });
    });

    it("keeps a place once given: fewer people stay going, more that do not fit are refused and change nothing", async () => {
      const { id } = await keep(store, []);
      await store.setRsvpSettings(id, { capacity: 5 }, NOW);
      const a = await answer(store, id, "A", { party: 3 });
      await answer(store, id, "B", { party: 2 });
      await store.setRsvpSettings(id, { capacity: 3 }, NOW);
      expect(await statuses(store, id)).toEqual([["A", "going"], ["B", "going"]]);
      const fewer = await store.changeGuest(id, a.guest.guestId, a.tokenHash, { party: 2, note: "hi" }, NOW);
      expect(fewer).toMatchObject({ guest: { status: "going", party: 2 } });
      const more = await store.changeGuest(id, a.guest.guestId, a.tokenHash, { party: 4, note: "more" }, NOW);
      expect(more).toEqual({ verdict: "not-enough-places", placesLeft: 0, party: 2 });
      const kept = await store.guest(id, a.guest.guestId, a.tokenHash, NOW);
      expect(kept).toMatchObject({ guest: { status: "going", party: 2, note: "hi" } });
    });

    it("gives a guest going more places while they fit, and says how many are left when they do not", async () => {
      const { id } = await keep(store, []);
      await store.setRsvpSettings(id, { capacity: 6 }, NOW);
      const a = await answer(store, id, "A", { party: 2 });
      await answer(store, id, "B", { party: 1 });
      const three = await store.changeGuest(id, a.guest.guestId, a.tokenHash, { party: 3 }, NOW);
      expect(three).toMatchObject({ guest: { status: "going", party: 3 } });
      const six = await store.changeGuest(id, a.guest.guestId, a.tokenHash, { party: 6 }, NOW);
      expect(six).toEqual({ verdict: "not-enough-places", placesLeft: 2, party: 3 });
    });

    it("lets a waitlisted guest ask for more: they stay on the waitlist", async () => {
      const { id } = await keep(store, []);
      await store.setRsvpSettings(id, { capacity: 2 }, NOW);
      await answer(store, id, "A", { party: 2 });
      const b = await answer(store, id, "B", { party: 1 });
      expect(await statuses(store, id)).toEqual([["A", "going"], ["B", "waitlist"]]);
      const more = await store.changeGuest(id, b.guest.guestId, b.tokenHash, { party: 3 }, NOW);
      expect(more).toMatchObject({ guest: { status: "waitlist", party: 3 } });
    });

    it("answers the same answer key again within a day: the first guest, its token replaced, nothing added", async () => {
      const { id } = await keep(store, []);
      const first = await store.addGuest(id, await keyedGuest("A", "k1", "1".repeat(64)), 10, NOW);
      expect(first).toEqual({ verdict: "added", status: "going" });
      const again = await store.addGuest(id, await keyedGuest("A", "k1", "2".repeat(64)), 10, NOW + 60_000);
      expect(again).toMatchObject({ verdict: "replayed", guest: { name: "A", status: "going" } });
      expect((await store.guestList(id, NOW))!.guests).toHaveLength(1);
      const guestId = (await store.guestList(id, NOW))!.guests[0].guestId;
      expect(await store.guest(id, guestId, "1".repeat(64), NOW)).toEqual({ verdict: "forbidden" });
      expect(await store.guest(id, guestId, "2".repeat(64), NOW)).toMatchObject({ verdict: "done" });
    });

    it("takes a key a day old as a new answer's, and another key as another answer", async () => {
      const { id } = await keep(store, []);
      await store.addGuest(id, await keyedGuest("A", "k1"), 10, NOW);
      const other = await store.addGuest(id, await keyedGuest("A", "k2"), 10, NOW);
      expect(other).toEqual({ verdict: "added", status: "going" });
      const dayLater = NOW + ANSWER_REPLAY_MS + 1;
      const late = await store.addGuest(id, await keyedGuest("A", "k1"), 10, dayLater);
      expect(late).toEqual({ verdict: "added", status: "going" });
      expect((await store.guestList(id, NOW))!.guests).toHaveLength(3);
    });

    it("moves the waitlist up in answer order when places free up, each party that fits", async () => {
      const { id } = await keep(store, []);
      await store.setRsvpSettings(id, { capacity: 4 }, NOW);
      const a = await answer(store, id, "A", { party: 4 });
      await answer(store, id, "Big", { party: 3 });
      await answer(store, id, "Small", { party: 1 });
      await answer(store, id, "Pair", { party: 2 });
      expect(await statuses(store, id)).toEqual([
        ["A", "going"],
        ["Big", "waitlist"],
        ["Small", "waitlist"],
        ["Pair", "waitlist"],
      ]);
      // A goes down to 2 (places for 2 more): Big does not fit, Small does, then Pair no longer does.
      await store.changeGuest(id, a.guest.guestId, a.tokenHash, { party: 2 }, NOW);
      expect(await statuses(store, id)).toEqual([
        ["A", "going"],
        ["Big", "waitlist"],
        ["Small", "going"],
        ["Pair", "waitlist"],
      ]);
      await store.setRsvpSettings(id, { capacity: 6 }, NOW);
      expect(await statuses(store, id)).toEqual([
        ["A", "going"],
        ["Big", "going"],
        ["Small", "going"],
        ["Pair", "waitlist"],
      ]);
      await store.setRsvpSettings(id, { capacity: null }, NOW);
      expect((await store.guestTally(id, NOW))?.people).toEqual({ going: 8, waitlist: 0, maybe: 0, no: 0 });
    });

    it("removes an answer for its guest's token or the owner's, even closed, and moves the waitlist up", async () => {
      const { id, token: ownerToken } = await keep(store, []);
      await store.setRsvpSettings(id, { capacity: 2 }, NOW);
      const a = await answer(store, id, "A", { party: 2 });
      const b = await answer(store, id, "B", { party: 2 });
      const c = await answer(store, id, "C", { party: 2 });
      await store.setRsvpSettings(id, { open: false }, NOW);
      expect(await store.removeGuest(id, a.guest.guestId, c.tokenHash, NOW)).toBe("forbidden");
      expect(await store.removeGuest(id, a.guest.guestId, a.tokenHash, NOW)).toBe("done");
      expect(await statuses(store, id)).toEqual([["B", "going"], ["C", "waitlist"]]);
      expect(await store.removeGuest(id, b.guest.guestId, await hashOwnerToken(ownerToken), NOW)).toBe(
        "done",
      );
      expect(await statuses(store, id)).toEqual([["C", "going"]]);
      expect(await store.removeGuest(id, b.guest.guestId, b.tokenHash, NOW)).toBe("not-found");
    });

    it("tells the names of those going, in answer order, only when the owner shows names", async () => {
      const { id } = await keep(store, []);
      await store.setRsvpSettings(id, { capacity: 2 }, NOW);
      await answer(store, id, "Amara Okafor");
      await answer(store, id, "Maybe Person", { answer: "maybe" });
      await answer(store, id, "山田 太郎");
      await answer(store, id, "Waitlisted Person");
      expect((await store.guestTally(id, NOW))?.goingNames).toBeUndefined();
      await store.setRsvpSettings(id, { showNames: true }, NOW);
      expect((await store.guestTally(id, NOW))?.goingNames).toEqual(["Amara Okafor", "山田 太郎"]);
      expect(await store.guestTally(newKitId(), NOW)).toBeNull();
    });

    it("keeps the owner's questions in order and the listing, and gives them back with the settings", async () => {
      const { id } = await keep(store, []);
      const questions = [MEAL, SONG];
      expect(await store.setRsvpSettings(id, { questions, listed: true }, NOW)).toMatchObject({
        questions,
        listed: true,
      });
      expect((await store.guestTally(id, NOW))?.settings).toMatchObject({ questions, listed: true });
      expect((await store.guestList(id, NOW))?.settings).toMatchObject({ questions, listed: true });
      expect(await store.setRsvpSettings(id, { questions: [], listed: false }, NOW)).toMatchObject({
        questions: [],
        listed: false,
      });
    });

    it("keeps a guest's replies and companions, checked against the questions, and shows them back", async () => {
      const { id } = await keep(store, []);
      await store.setRsvpSettings(id, { questions: [MEAL, SONG] }, NOW);
      const made = await newGuest("Amara", "going", 3);
      const guest = {
        ...made.guest,
        answers: { [MEAL.id]: "Fish", [SONG.id]: "Anything by Fela 🎷" },
        companions: ["Tobi", "Ada 東京"],
      };
      expect(await store.addGuest(id, guest, NO_LIMIT, NOW)).toEqual({ verdict: "added", status: "going" });
      expect(await store.guest(id, guest.guestId, made.tokenHash, NOW)).toMatchObject({
        verdict: "done",
        guest: { answers: guest.answers, companions: guest.companions },
        questions: [MEAL, SONG],
      });
      expect((await store.guestList(id, NOW))?.guests[0]).toMatchObject({
        answers: guest.answers,
        companions: guest.companions,
      });

      const unanswered = await newGuest("Tobi");
      expect(await store.addGuest(id, unanswered.guest, NO_LIMIT, NOW)).toEqual({
        verdict: "invalid",
        problem: { path: "answers", message: "'Meal' needs an answer" },
      });
      expect(
        await store.addGuest(id, { ...unanswered.guest, answers: { [MEAL.id]: "Tofu" } }, NO_LIMIT, NOW),
      ).toEqual({
        verdict: "invalid",
        problem: { path: "answers", message: "'Meal' takes one of its choices" },
      });
      expect(
        await store.addGuest(
          id,
          { ...unanswered.guest, answers: { [MEAL.id]: "Beef", [newKitId()]: "?" } },
          NO_LIMIT,
          NOW,
        ),
      ).toMatchObject({ verdict: "invalid", problem: { path: "answers" } });
      expect(
        await store.addGuest(
          id,
          { ...unanswered.guest, answers: { [MEAL.id]: "Beef" }, companions: ["A"] },
          NO_LIMIT,
          NOW,
        ),
      ).toEqual({
        verdict: "invalid",
        problem: { path: "companions", message: "a party of 1 has no companions: raise the party first" },
      });
      expect((await store.addGuest(id, { ...unanswered.guest, answer: "no" }, NO_LIMIT, NOW)).verdict).toBe(
        "added",
      );
      expect((await store.guestList(id, NOW))?.guests.map((row) => row.name)).toEqual(["Amara", "Tobi"]);
    });

    it("keeps replies by question id: renamed, a question keeps them; removed, they stay kept", async () => {
      const { id } = await keep(store, []);
      await store.setRsvpSettings(id, { questions: [MEAL, SONG] }, NOW);
      const made = await newGuest("Amara", "going", 2);
      const guest = {
        ...made.guest,
        answers: { [MEAL.id]: "Fish", [SONG.id]: "Zombie" },
        companions: ["Tobi"],
      };
      await store.addGuest(id, guest, NO_LIMIT, NOW);
      await store.setRsvpSettings(id, { questions: [{ ...MEAL, label: "Main course" }] }, NOW);
      // The replies stay as they were; the guest book shows those to the questions asked now.
      expect((await store.guestList(id, NOW))?.guests[0].answers).toEqual(guest.answers);
      const changed = await store.changeGuest(
        id,
        guest.guestId,
        made.tokenHash,
        { answers: { [MEAL.id]: "Beef" }, companions: [] },
        NOW + 1,
      );
      expect(changed).toMatchObject({
        verdict: "done",
        guest: { answers: { [MEAL.id]: "Beef", [SONG.id]: "Zombie" }, companions: [] },
        questions: [{ ...MEAL, label: "Main course" }],
      });
      expect(
        await store.changeGuest(id, guest.guestId, made.tokenHash, { answers: {} }, NOW + 2),
      ).toEqual({
        verdict: "invalid",
        problem: { path: "answers", message: "'Main course' needs an answer" },
      });
      expect(
        await store.changeGuest(id, guest.guestId, made.tokenHash, { companions: ["A", "B"] }, NOW + 2),
      ).toEqual({
        verdict: "invalid",
        problem: { path: "companions", message: "a party of 2 has at most 1 companion" },
      });
      expect(await store.guest(id, guest.guestId, made.tokenHash, NOW + 3)).toMatchObject({
        guest: { answers: { [MEAL.id]: "Beef", [SONG.id]: "Zombie" }, companions: [], updatedAtMs: NOW + 1 },
      });
    });

    it("never fills more places than the capacity when guests answer at once", async () => {
      const { id } = await keep(store, []);
      await store.setRsvpSettings(id, { capacity: 5 }, NOW);
      const verdicts = await Promise.all(
        Array.from({ length: 20 }, (_, index) => answer(store, id, `Guest ${index}`, { maxGuests: 15 })),
      );
      const tally = await store.guestTally(id, NOW);
      expect(tally?.people).toEqual({ going: 5, waitlist: 10, maybe: 0, no: 0 });
      expect(verdicts.filter(({ verdict }) => verdict.verdict === "guest-limit")).toHaveLength(5);
      const list = await store.guestList(id, NOW);
      expect(list?.guests.slice(0, 5).every((guest) => guest.status === "going")).toBe(true);
    });

    it("deletes a kit's answers with the kit, by its owner or by the purge", async () => {
      const deleted = await keep(store, []);
      const expired = await keep(store, [], 1);
      const live = await keep(store, []);
      for (const kit of [deleted, expired, live]) {
        await answer(store, kit.id, "Guest one");
        await answer(store, kit.id, "Guest two", { answer: "maybe" });
      }
      expect(await guestRows()).toBe(6);
      await store.delete(deleted.id, deleted.token, NOW);
      expect(await guestRows()).toBe(4);
      expect(await store.guestList(deleted.id, NOW)).toBeNull();
      await store.purgeExpired(NOW + 2 * DAY_MS, 100);
      expect(await guestRows()).toBe(2);
      expect((await store.guestList(live.id, NOW))?.guests).toHaveLength(2);
    });
  });
}
