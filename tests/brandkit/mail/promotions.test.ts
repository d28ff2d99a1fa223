/** The promotion step (issue 39): who is told, and when a mark stays for the next look. */
import { describe, expect, it } from "vitest";
import { createPromotions, type KeptKitRecord, type PromotedGuest } from "../../../brandkit/mod.ts";

const KIT = { id: "kit" } as KeptKitRecord;
const recipient = (guestId: string) => ({
  guestId,
  name: guestId,
  email: `${guestId}@example.org`,
  status: "going",
  tokenHash: "hash",
  checkInCode: "7KQ4MX2HPA",
});

/** A step over `promoted`, whose mail fails for the guests in `failing`; what it told and cleared. */
function step(promoted: PromotedGuest[], failing: ReadonlySet<string> = new Set()) {
  const told: string[] = [];
  const cleared: string[] = [];
  const run = createPromotions({
    store: {
      promotedGuests: () => Promise.resolve(promoted),
      clearPromoted: (_kitId, guestId) => {
        cleared.push(guestId);
        return Promise.resolve();
      },
    },
    kits: { find: (id) => Promise.resolve(id === KIT.id ? KIT : null) },
    mail: {
      promoted: (_kit, guest) => {
        if (failing.has(guest.guestId)) return Promise.reject(new Error("the outbox is down"));
        told.push(guest.guestId);
        return Promise.resolve("queued");
      },
    },
    now: () => 0,
  });
  return { run, told, cleared };
}

describe("the promotion step", () => {
  it("tells each guest moved up who can be mailed, and clears every mark it dealt with", async () => {
    const { run, told, cleared } = step([
      { kitId: "kit", guestId: "ana", promotedAtMs: 1, recipient: recipient("ana") },
      { kitId: "kit", guestId: "no-address", promotedAtMs: 1, recipient: null },
      { kitId: "gone", guestId: "bea", promotedAtMs: 1, recipient: recipient("bea") },
    ]);
    expect(await run()).toBe(1);
    expect(told).toEqual(["ana"]);
    expect(cleared).toEqual(["ana", "no-address", "bea"]);
  });

  it("leaves the mark of a mail that could not be queued, for the next look", async () => {
    const { run, told, cleared } = step(
      [
        { kitId: "kit", guestId: "ana", promotedAtMs: 1, recipient: recipient("ana") },
        { kitId: "kit", guestId: "cy", promotedAtMs: 1, recipient: recipient("cy") },
      ],
      new Set(["ana"]),
    );
    expect(await run()).toBe(1);
    expect(told).toEqual(["cy"]);
    expect(cleared).toEqual(["cy"]);
  });
});
