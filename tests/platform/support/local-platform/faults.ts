/**
 * Fault injection for the local platform: canned failures (429 with a reset time, 401, 5xx ...) for matching
 * requests, and holds that keep a reply (or a websocket upgrade) waiting until the test releases it.
 */
import type { Context, Next } from "hono";

export type Fault = {
  /** Matches the request path (and method, when given). */
  path: string | RegExp;
  method?: string;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** How many requests it answers. @default 1 */
  times?: number;
};

type Hold = { path: string | RegExp; gate: Promise<void>; release(): void; hits: number };

function matches(pattern: string | RegExp, path: string): boolean {
  return typeof pattern === "string" ? path === pattern || path.endsWith(pattern) : pattern.test(path);
}

export class Faults {
  #faults: (Fault & { left: number })[] = [];
  #holds: Hold[] = [];

  /** The next matching request(s) get this answer instead of the real one. */
  fail(fault: Fault): void {
    this.#faults.push({ ...fault, left: fault.times ?? 1 });
  }

  /** Matching requests wait until the returned function is called (a slow reply, as slow as the test wants). */
  hold(path: string | RegExp): { release(): void; hits(): number } {
    const { promise, resolve } = Promise.withResolvers<void>();
    const hold: Hold = { path, gate: promise, release: resolve, hits: 0 };
    this.#holds.push(hold);
    return {
      release: () => {
        this.#holds = this.#holds.filter((other) => other !== hold);
        resolve();
      },
      hits: () => hold.hits,
    };
  }

  /** Releases every hold (teardown). */
  releaseAll(): void {
    for (const hold of this.#holds) hold.release();
    this.#holds = [];
  }

  /** Waits on any hold for `path`. */
  async wait(path: string): Promise<void> {
    const holds = this.#holds.filter((hold) => matches(hold.path, path));
    for (const hold of holds) hold.hits++;
    await Promise.all(holds.map((hold) => hold.gate));
  }

  /** Takes the fault for this request, if any. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.#faults.find((candidate) =>
      candidate.left > 0 && matches(candidate.path, path) &&
      (!candidate.method || candidate.method === method)
    );
    if (!fault) return undefined;
    fault.left--;
    if (fault.left === 0) this.#faults = this.#faults.filter((other) => other !== fault);
    return fault;
  }

  /** Hono middleware applying holds and faults. */
  middleware() {
    return async (c: Context, next: Next) => {
      await this.wait(c.req.path);
      const fault = this.take(c.req.method, c.req.path);
      if (!fault) return await next();
      const body = fault.body === undefined ? "" : JSON.stringify(fault.body);
      return new Response(body, {
        status: fault.status,
        headers: { "Content-Type": "application/json", ...fault.headers },
      });
    };
  }
}
