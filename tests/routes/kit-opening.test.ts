import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { BrandKitError, ErrorCode, isBrandKitError } from "../../brandkit/web.ts";
import { createAdmission } from "../../routes/admission.ts";
import { kitOpening } from "../../routes/kit-opening.ts";
import { postJson } from "../support/test-app.ts";

const Body = z.strictObject({ name: z.string().min(1) });

/** A route behind the opening, with every step it takes recorded in order. */
function setup(options: { allowed?: boolean; maxActive?: number; refuseName?: string } = {}) {
  const steps: string[] = [];
  const admission = createAdmission({ maxActive: options.maxActive ?? 1, maxQueued: 0 });
  const app = new Hono();
  const open = kitOpening({
    limiter: {
      take: (client) => {
        steps.push(`limit ${client}`);
        return options.allowed === false ? { allowed: false, retryAfterS: 9 } : { allowed: true };
      },
    },
    clientKey: () => "client",
    admission: {
      ...admission,
      enter: (signal) => {
        steps.push("admit");
        return admission.enter(signal);
      },
    },
  }, {
    schema: Body,
    what: "test request",
    check: ({ name }) => {
      steps.push(`check ${name}`);
      if (name === options.refuseName) {
        throw new BrandKitError(ErrorCode.UNSUPPORTED_CHARACTER, `cannot draw ${name}`);
      }
    },
  });
  let held: (() => void) | undefined;
  app.post("/work", open, (c) => {
    const { input, signal } = c.var.opened;
    steps.push(`handle ${input.name} (active ${admission.stats().active}, aborted ${signal.aborted})`);
    if (input.name === "fail") throw new Error("handler failed");
    if (input.name === "keep") held = c.var.opened.keepPlace();
    return c.json({ ok: true });
  });
  app.onError((error, c) => {
    steps.push(`error ${isBrandKitError(error) ? error.code : "other"}`);
    return c.json({ error: { message: error.message } }, 500);
  });
  return { app, steps, admission, release: () => held?.() };
}

describe("kitOpening()", () => {
  it("limits, reads, validates, checks and admits, in that order, then hands the input to the route", async () => {
    const { app, steps, admission } = setup();
    expect((await app.request("/work", postJson({ name: "Glow" }))).status).toBe(200);
    expect(steps).toEqual([
      "limit client",
      "check Glow",
      "admit",
      "handle Glow (active 1, aborted false)",
    ]);
    expect(admission.stats().active).toBe(0);
  });

  it.each([
    ["a client over its limit", { allowed: false }, { name: "Glow" }, [
      "limit client",
      "error RATE_LIMIT_EXCEEDED",
    ]],
    ["a body the schema refuses", {}, { name: "" }, ["limit client", "error VALIDATION_ERROR"]],
    ["a body the check refuses", { refuseName: "Glow" }, { name: "Glow" }, [
      "limit client",
      "check Glow",
      "error UNSUPPORTED_CHARACTER",
    ]],
  ])("stops at the first refusal: %s", async (_what, options, body, expected) => {
    const { app, steps, admission } = setup(options);
    await app.request("/work", postJson(body));
    expect(steps).toEqual(expected);
    expect(admission.stats().active).toBe(0);
  });

  it("refuses with SERVER_BUSY when no place is free, after the body was found valid", async () => {
    const { app, steps } = setup();
    await app.request("/work", postJson({ name: "keep" }));
    steps.length = 0;
    await app.request("/work", postJson({ name: "Glow" }));
    expect(steps).toEqual(["limit client", "check Glow", "admit", "error SERVER_BUSY"]);
  });

  it("gives the place back when the route fails", async () => {
    const { app, admission } = setup();
    expect((await app.request("/work", postJson({ name: "fail" }))).status).toBe(500);
    expect(admission.stats().active).toBe(0);
  });

  it("leaves the place to a route that keeps it, until the route gives it back", async () => {
    const { app, admission, release } = setup();
    expect((await app.request("/work", postJson({ name: "keep" }))).status).toBe(200);
    expect(admission.stats().active).toBe(1);
    release();
    expect(admission.stats().active).toBe(0);
  });

  it("hands the route a signal that aborts when its client leaves or the server stops, until it is done", async () => {
    const shutdown = new AbortController();
    const signals: AbortSignal[] = [];
    const held = Promise.withResolvers<void>();
    const app = new Hono();
    const open = kitOpening({
      limiter: { take: () => ({ allowed: true }) },
      clientKey: () => "client",
      admission: createAdmission({ maxActive: 3, maxQueued: 0 }),
      shutdownSignal: shutdown.signal,
    }, { schema: Body, what: "test request" });
    app.post("/work", open, async (c) => {
      signals.push(c.var.opened.signal);
      if (c.var.opened.input.name !== "done") await held.promise;
      return c.json({ ok: true });
    });
    const request = (name: string, signal?: AbortSignal) =>
      app.request(new Request("http://x/work", { ...postJson({ name }), signal }));

    await request("done");
    const client = new AbortController();
    const answers = [request("leaves", client.signal), request("stays")];
    await vi.waitFor(() => expect(signals).toHaveLength(3));
    client.abort();
    expect(signals.map((signal) => signal.aborted)).toEqual([false, true, false]);
    shutdown.abort();
    // The request done before the server stopped is unhooked from its signal: it no longer aborts with it.
    expect(signals.map((signal) => signal.aborted)).toEqual([false, true, true]);
    held.resolve();
    await Promise.all(answers);
  });
});
