import { describe, expect, it } from "vitest";
import {
  isOwnCheckIn,
  mergeQueue,
  type PendingAction,
  type PendingCheckIn,
  pendingCheckInOf,
  queueUndo,
} from "../../../client/door/check-in-queue.ts";
import { doorCounts } from "../../../client/door/door-roster.ts";
import { ANA_CODE, DOOR_ANA, DOOR_JOSE, JOSE_CODE } from "./_door-fixtures.ts";

const AT = "2027-06-20T19:01:00.000Z";
const checkIn = (guestId: string, code: string, at = AT, id = `c-${guestId}`): PendingCheckIn => ({
  kind: "check-in",
  id,
  code,
  guestId,
  at,
});

describe("the check-ins waiting to be sent", () => {
  it("check their guests in over the kept list, marked as waiting, and count once", () => {
    const merged = mergeQueue([DOOR_ANA, DOOR_JOSE], [checkIn("guest-jose", JOSE_CODE)]);
    expect(merged).toEqual([DOOR_ANA, { ...DOOR_JOSE, checkedInAt: AT, waiting: true }]);
    expect(doorCounts(merged)).toEqual({ expected: 4, arrived: 1 });
  });

  it("keep the server's time of a guest already in, and an undo takes a guest out", () => {
    const inBefore = { ...DOOR_ANA, checkedInAt: "2027-06-20T18:30:00.000Z" };
    const queue: PendingAction[] = [
      checkIn("guest-ana", ANA_CODE),
      { kind: "undo", id: "u-1", guestId: "guest-jose", at: AT },
    ];
    const merged = mergeQueue([inBefore, { ...DOOR_JOSE, checkedInAt: AT }], queue);
    expect(merged[0].checkedInAt).toBe("2027-06-20T18:30:00.000Z");
    expect(merged[1].checkedInAt).toBeUndefined();
    expect(merged[1].waiting).toBe(true);
    expect(doorCounts(merged)).toEqual({ expected: 4, arrived: 3 });
  });

  it("pass over a guest the list no longer has, and leave the kept list as it was", () => {
    const guests = [DOOR_ANA];
    expect(mergeQueue(guests, [checkIn("gone", JOSE_CODE)])).toEqual([DOOR_ANA]);
    expect(guests).toEqual([DOOR_ANA]);
  });

  it("find a guest's waiting check-in, the last one first", () => {
    const first = checkIn("guest-ana", ANA_CODE, AT, "one");
    const second = checkIn("guest-ana", ANA_CODE, AT, "two");
    expect(pendingCheckInOf([first, second], "guest-ana")).toBe(second);
    expect(pendingCheckInOf([first], "guest-jose")).toBeUndefined();
  });

  it("take back a check-in never sent, and send an undo for one the server may have", () => {
    const waiting = checkIn("guest-ana", ANA_CODE);
    const undo = { kind: "undo" as const, id: "u", guestId: "guest-ana", at: AT };
    expect(queueUndo([waiting], undo, false)).toEqual([]);
    expect(queueUndo([{ ...waiting, sentAt: AT }], undo, false)).toEqual([undo]);
    expect(queueUndo([], undo, true)).toEqual([undo]);
    const other = checkIn("guest-jose", JOSE_CODE);
    expect(queueUndo([other, waiting], undo, false)).toEqual([other]);
  });

  it("tell this door's own check-in, sent without an answer, from another door's", () => {
    const sent = {
      ...checkIn("guest-ana", ANA_CODE, "2027-06-20T19:01:00.000Z"),
      sentAt: "2027-06-20T19:01:02.000Z",
    };
    expect(isOwnCheckIn(sent, "2027-06-20T19:01:02.000Z")).toBe(true);
    expect(isOwnCheckIn(sent, "2027-06-20T18:40:00.000Z")).toBe(false);
    expect(isOwnCheckIn({ ...sent, sentAt: undefined }, "2027-06-20T19:01:02.000Z")).toBe(false);
  });
});
