/**
 * The opening every costly route shares (POST /api/kits, /api/kits/images, /api/kits/formats), as one Hono
 * middleware. Cheap refusals come first, in this order: the client's rate limit is taken before the body is read
 * (so a client sending invalid bodies is limited too, 429 with the wait), the body is read within bounds of size,
 * time and shape (413, 408, 400), validated by the route's schema (400 VALIDATION_ERROR, issues by field), checked
 * by the route's own rules, and only then does the request wait for a place in admission control (503 when there
 * is none). The handler finds the validated input, what the check gave (a request settled and checked once) and
 * the request's signal in `c.var.opened`; its place is given back when it returns, or, when its answer outlives
 * it (a stream), when it says so.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { BrandKitError, ErrorCode, parseOrThrow } from "../brandkit/web.ts";
import { type ClientLimiter, rateLimitMessage } from "../brandkit/mod.ts";
import type { Admission } from "./admission.ts";
import type { ClientKey } from "./client-key.ts";
import { readJsonBody } from "./read-json.ts";

/** The largest body: room for the largest inspiration image (base64 is 4/3 of its bytes) and the rest. */
export const MAX_KIT_REQUEST_BYTES = 8 * 1024 * 1024;

/** What the opening needs from the app: the limits, and the server's own end. */
export type KitOpeningDeps = {
  limiter: ClientLimiter;
  clientKey: ClientKey;
  admission: Admission;
  /** Aborted when the server stops waiting for work in progress (the end of a graceful drain). */
  shutdownSignal?: AbortSignal;
};

/** How one route opens: what its body must be, and what else must hold before it may wait for a place. */
export type KitOpeningOptions<Input, Checked = void> = {
  /** Validates the parsed body. */
  schema: z.ZodType<Input>;
  /** What the body is, for the error message ("generation request"). */
  what: string;
  /**
   * Refusals beyond the schema (text no font can draw, a token that is not the kit's owner's), made before
   * admission; what it gives is the handler's `checked`, so the work it did is not done again.
   */
  check?: (input: Input, c: Context) => Checked | Promise<Checked>;
};

/** What a route's handler finds in `c.var.opened`. */
export type Opened<Input, Checked = void> = {
  /** The validated body. */
  input: Input;
  /** What the route's check gave (undefined without one). */
  checked: Checked;
  /** Aborted when the client goes away or the server stops waiting. */
  signal: AbortSignal;
  /**
   * Takes over giving the admission place back, for an answer that outlives the handler (a stream): returns the
   * function to call when it is done. Without it, the place is given back when the handler returns.
   */
  keepPlace(): () => void;
};

/** Counts the attempt against the client's limit, or refuses it with 429 and the wait. */
export async function takeClientLimit(
  c: Context,
  deps: Pick<KitOpeningDeps, "limiter" | "clientKey">,
): Promise<void> {
  const verdict = await deps.limiter.take(deps.clientKey(c));
  if (verdict.allowed) return;
  throw new BrandKitError(ErrorCode.RATE_LIMIT_EXCEEDED, rateLimitMessage(verdict.retryAfterS), {
    retryAfter: verdict.retryAfterS,
  });
}

/**
 * A costly request's signal: aborted when the client goes away (the request's own signal, which Deno aborts
 * only then, as deno.json opts in to `no-legacy-abort`) or when the server stops waiting. `release()` unhooks
 * it from the server's signal once the request is done, on its return path or when its stream ends: that
 * signal lasts as long as the process, and a request signal still hooked to it, with a listener left on it,
 * would stay in memory as long (Deno's legacy abort at the end of every answer used to release them).
 */
function requestSignal(
  c: Context,
  deps: Pick<KitOpeningDeps, "shutdownSignal">,
): { signal: AbortSignal; release: () => void } {
  const own = c.req.raw.signal;
  const shutdown = deps.shutdownSignal;
  if (!shutdown) return { signal: own, release: () => {} };
  const controller = new AbortController();
  const onShutdown = () => controller.abort(shutdown.reason);
  const onGone = () => controller.abort(own.reason);
  const release = () => {
    shutdown.removeEventListener("abort", onShutdown);
    own.removeEventListener("abort", onGone);
  };
  if (shutdown.aborted) onShutdown();
  else if (own.aborted) onGone();
  else {
    shutdown.addEventListener("abort", onShutdown, { once: true });
    own.addEventListener("abort", onGone, { once: true });
  }
  return { signal: controller.signal, release };
}

/** Waits for a place for the request behind `signal`; the function answered gives it back and releases it. */
async function enterWith(
  admission: Admission,
  { signal, release }: ReturnType<typeof requestSignal>,
): Promise<() => void> {
  try {
    const leave = await admission.enter(signal);
    return () => {
      leave();
      release();
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** The middleware that opens one costly route: limit, read, validate, check, admit. */
export function kitOpening<Input, Checked = void>(
  deps: KitOpeningDeps,
  options: KitOpeningOptions<Input, Checked>,
) {
  return createMiddleware<{ Variables: { opened: Opened<Input, Checked> } }>(async (c, next) => {
    await takeClientLimit(c, deps);
    const body = await readJsonBody(c.req.raw, MAX_KIT_REQUEST_BYTES);
    const input = parseOrThrow(options.schema, body, options.what);
    const checked = await options.check?.(input, c) as Checked;
    const requested = requestSignal(c, deps);
    const leave = await enterWith(deps.admission, requested);
    let kept = false;
    c.set("opened", {
      input,
      checked,
      signal: requested.signal,
      keepPlace: () => {
        kept = true;
        return leave;
      },
    });
    try {
      await next();
    } finally {
      if (!kept) leave();
    }
  });
}

/**
 * Costly work of a route without a body: a kept kit's file, made on its first request. It waits for a place in
 * admission control like a kit, but takes nothing of the client's limit: each kit (or owner's regeneration),
 * itself counted, has at most a dozen files to make once, so the limit on kits already bounds this work, and a
 * visitor downloading a kit's files is not refused a kit for it.
 */
export async function withKitPlace<T>(
  c: Context,
  deps: Pick<KitOpeningDeps, "admission" | "shutdownSignal">,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const requested = requestSignal(c, deps);
  const leave = await enterWith(deps.admission, requested);
  try {
    return await work(requested.signal);
  } finally {
    leave();
  }
}
