import { describe, expect, it } from "vitest";
import { type BrandKitError, ErrorCode } from "../../brandkit/web.ts";
import { type Admission, createAdmission, defaultAdmissionLimits } from "../../routes/admission.ts";

const RESTARTING = "The server is restarting. Please try again in a moment.";
const busyMessage = (seconds: number) =>
  `The server is busy making other kits. Please try again in ${seconds} seconds.`;

type Release = () => void;

function setup(limits: { maxActive: number; maxQueued: number }) {
  const clock = { now: 0 };
  const admission = createAdmission({ ...limits, now: () => clock.now });
  return { admission, clock };
}

/** Where a promise stands once everything already due has run (a macrotask turn flushes the microtasks). */
async function stateOf(promise: Promise<unknown>): Promise<"pending" | "resolved" | "rejected"> {
  const settled = promise.then(() => "resolved" as const, () => "rejected" as const);
  const turn = new Promise<"pending">((resolve) => setTimeout(() => resolve("pending"), 0));
  return await Promise.race([settled, turn]);
}

async function refusal(promise: Promise<unknown>): Promise<BrandKitError> {
  const error = await promise.then(() => null, (caught: BrandKitError) => caught);
  if (!error) throw new Error("expected enter() to be refused");
  return error;
}

/** Admits `count` kits at once and returns their releases. */
function admitAll(admission: Admission, count: number): Promise<Release[]> {
  return Promise.all(Array.from({ length: count }, () => admission.enter()));
}

describe("createAdmission()", () => {
  it("admits up to maxActive kits at once and makes the next one wait", async () => {
    const { admission } = setup({ maxActive: 2, maxQueued: 4 });
    const [first, second] = [admission.enter(), admission.enter()];
    expect(await stateOf(first)).toBe("resolved");
    expect(await stateOf(second)).toBe("resolved");
    const third = admission.enter();
    expect(await stateOf(third)).toBe("pending");
    expect(admission.stats()).toEqual({ active: 2, queued: 1, maxActive: 2, maxQueued: 4 });
  });

  it("admits waiting kits in the order they came, one per release", async () => {
    const { admission } = setup({ maxActive: 1, maxQueued: 3 });
    const holder = await admission.enter();
    const admitted: string[] = [];
    const waiters = ["a", "b", "c"].map((name) =>
      admission.enter().then((release) => {
        admitted.push(name);
        return release;
      })
    );
    expect(admission.stats()).toMatchObject({ active: 1, queued: 3 });

    holder();
    const releaseA = await waiters[0];
    expect(admitted).toEqual(["a"]);
    expect(admission.stats()).toMatchObject({ active: 1, queued: 2 });
    releaseA();
    (await waiters[1])();
    await waiters[2];
    expect(admitted).toEqual(["a", "b", "c"]);
    expect(admission.stats()).toMatchObject({ active: 1, queued: 0 });
  });

  it("counts a release given twice only once", async () => {
    const { admission } = setup({ maxActive: 2, maxQueued: 2 });
    const [first] = await admitAll(admission, 2);
    const waiters = [admission.enter(), admission.enter()];
    first();
    first();
    expect(await stateOf(waiters[0])).toBe("resolved");
    expect(await stateOf(waiters[1])).toBe("pending");
    expect(admission.stats()).toMatchObject({ active: 2, queued: 1 });
  });

  describe("when the queue is full", () => {
    // maxActive 2 and maxQueued 2: a newcomer finds 4 kits ahead, two rounds of the average kit duration
    // (5 s before any kit has finished, then moved 20% of the way towards each finished kit's duration),
    // rounded up to whole seconds, 1 to 120.
    it.each([
      ["before any kit has finished", [], 10],
      ["after one kit that took 20 s (average 8 s)", [20_000], 16],
      ["after one kit that took no time (average 4 s)", [0], 8],
      ["after kits of exactly 5 s (average stays 5 s)", [5_000, 5_000, 5_000], 10],
      ["after kits of 1 s and then 9 s (average 4.2 s, then 5.16 s)", [1_000, 9_000], 11],
      ["after one kit that took 10 minutes (capped at 120 s)", [600_000], 120],
      ["after 25 kits that took no time (rounded up to 1 s)", Array<number>(25).fill(0), 1],
    ])("refuses a newcomer with SERVER_BUSY %s", async (_, durationsMs, seconds) => {
      const { admission, clock } = setup({ maxActive: 2, maxQueued: 2 });
      for (const durationMs of durationsMs) {
        const release = await admission.enter();
        clock.now += durationMs;
        release();
      }
      await admitAll(admission, 2);
      const waiting = [admission.enter(), admission.enter()];
      const error = await refusal(admission.enter());
      expect(error.code).toBe(ErrorCode.SERVER_BUSY);
      expect(error.message).toBe(busyMessage(seconds));
      expect(error.retryAfter).toBe(seconds);
      expect(admission.stats()).toMatchObject({ active: 2, queued: 2 });
      expect(await stateOf(Promise.race(waiting))).toBe("pending");
    });

    it("refuses at once with no queue at all (maxQueued 0)", async () => {
      const { admission } = setup({ maxActive: 1, maxQueued: 0 });
      await admission.enter();
      const error = await refusal(admission.enter());
      expect(error.message).toBe(busyMessage(5));
      expect(error.retryAfter).toBe(5);
    });
  });

  it("takes an aborted waiter out of the queue with CANCELLED and gives the place to the next", async () => {
    const { admission } = setup({ maxActive: 1, maxQueued: 2 });
    const holder = await admission.enter();
    const controller = new AbortController();
    const leaving = refusal(admission.enter(controller.signal));
    const staying = admission.enter();
    controller.abort();
    const error = await leaving;
    expect(error.code).toBe(ErrorCode.CANCELLED);
    expect(error.message).toBe("Generation was cancelled.");
    expect(admission.stats()).toMatchObject({ active: 1, queued: 1 });
    holder();
    expect(await stateOf(staying)).toBe("resolved");
    expect(admission.stats()).toMatchObject({ active: 1, queued: 0 });
  });

  it("refuses a kit whose signal has already aborted with CANCELLED, taking no place", async () => {
    const { admission } = setup({ maxActive: 1, maxQueued: 1 });
    const error = await refusal(admission.enter(AbortSignal.abort()));
    expect(error.code).toBe(ErrorCode.CANCELLED);
    expect(admission.stats()).toMatchObject({ active: 0, queued: 0 });
  });

  it("keeps an admitted kit's place when its signal aborts afterwards", async () => {
    const { admission } = setup({ maxActive: 1, maxQueued: 1 });
    const holder = await admission.enter();
    const controller = new AbortController();
    const waiter = admission.enter(controller.signal);
    holder();
    expect(await stateOf(waiter)).toBe("resolved");
    controller.abort();
    expect(admission.stats()).toMatchObject({ active: 1, queued: 0 });
  });

  it("close() refuses newcomers while admitted and waiting kits go on", async () => {
    const { admission } = setup({ maxActive: 1, maxQueued: 1 });
    const holder = await admission.enter();
    const waiter = admission.enter();
    admission.close();

    const error = await refusal(admission.enter());
    expect(error.code).toBe(ErrorCode.SERVER_BUSY);
    expect(error.message).toBe(RESTARTING);
    holder();
    expect(await stateOf(waiter)).toBe("resolved");
    expect(admission.stats()).toMatchObject({ active: 1, queued: 0 });
    (await waiter)();
    expect(admission.stats()).toMatchObject({ active: 0, queued: 0 });
    expect((await refusal(admission.enter())).message).toBe(RESTARTING);
  });

  describe("idle()", () => {
    it("resolves at once when no kit is in progress or waiting", async () => {
      const { admission } = setup({ maxActive: 1, maxQueued: 1 });
      expect(await stateOf(admission.idle())).toBe("resolved");
    });

    it("resolves only once the last admitted and waiting kits are done", async () => {
      const { admission } = setup({ maxActive: 1, maxQueued: 1 });
      const holder = await admission.enter();
      const waiter = admission.enter();
      const idle = admission.idle();
      expect(await stateOf(idle)).toBe("pending");
      holder();
      expect(await stateOf(idle)).toBe("pending");
      (await waiter)();
      expect(await stateOf(idle)).toBe("resolved");
    });

    it("counts a waiter that gave up as gone", async () => {
      const { admission } = setup({ maxActive: 1, maxQueued: 1 });
      const holder = await admission.enter();
      const controller = new AbortController();
      const leaving = refusal(admission.enter(controller.signal));
      const idle = admission.idle();
      controller.abort();
      expect((await leaving).code).toBe(ErrorCode.CANCELLED);
      expect(await stateOf(idle)).toBe("pending");
      holder();
      expect(await stateOf(idle)).toBe("resolved");
      expect(admission.stats()).toMatchObject({ active: 0, queued: 0 });
    });
  });
});

describe("defaultAdmissionLimits()", () => {
  it.each([
    [1, { maxActive: 2, maxQueued: 4 }],
    [2, { maxActive: 4, maxQueued: 8 }],
    [8, { maxActive: 16, maxQueued: 32 }],
  ])("gives %i render workers two kits in progress and four waiting per worker", (workers, limits) => {
    expect(defaultAdmissionLimits(workers)).toEqual(limits);
  });
});
