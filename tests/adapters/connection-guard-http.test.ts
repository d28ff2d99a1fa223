/**
 * The guard never holds what Deno.serve would answer: raw request heads on real sockets, sent to the same
 * small app (support/guarded-server.ts) served three ways, directly by Deno.serve, behind the guard in process
 * (the default) and behind the guard relaying (the fallback). Whatever Deno.serve does with a head (answer it,
 * or close on junk), the guarded servers do the same within 1 s, never with a 5xx: the exact bare-LF head of
 * issue 18 (which the relay held for 10 s), then fast-check's arbitrary heads with bare LFs, tabs, odd
 * methods, odd versions and junk bytes. A whole head (one that ends in a blank line) is never held; junk that
 * could still start a head is held by Deno.serve too, and then by the guard until its header timeout. Also: server.ts itself answers that bare-LF head at once, and this
 * Deno still has the in-process HTTP layer the default relies on.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { denoGuardEdge } from "../../adapters/deno-serve.ts";
import { type ServerProcess, startServer as startBrandKit } from "../support/server-process.ts";
import { type Server, startServer } from "./support/guarded-process.ts";

/** How long a head may wait for its answer (or its close). */
const ANSWER_MS = 1_000;
const PROPERTY_RUNS = 40;
/** The head of issue 18: lines ending in a bare LF. */
const BARE_LF_HEAD = "PUT /api/health HTTP/1.1\nHost: x\nConnection: close\n\n";

/** What a server did with some bytes: its status code, a close with no answer, or nothing within ANSWER_MS. */
type Outcome = { status: number } | "closed" | "held";

/** Sends `bytes` on a fresh connection to `port`; the outcome is read from the first line of the answer. */
async function exchange(port: number, bytes: Uint8Array): Promise<Outcome> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const held = new Promise<Outcome>((resolve) => (timer = setTimeout(() => resolve("held"), ANSWER_MS)));
  const answered = (async (): Promise<Outcome> => {
    await conn.write(bytes);
    const buffer = new Uint8Array(4096);
    let text = "";
    try {
      for (;;) {
        const read = await conn.read(buffer);
        if (read === null) break;
        text += new TextDecoder().decode(buffer.subarray(0, read));
        if (text.includes("\n")) break;
      }
    } catch {
      // A reset is a close too.
    }
    const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
    return status ? { status: Number(status[1]) } : "closed";
  })();
  try {
    return await Promise.race([answered, held]);
  } finally {
    clearTimeout(timer);
    conn.close();
    await answered.catch(() => {});
  }
}

const encode = (text: string) => new TextEncoder().encode(text);

const TOKEN_CHARS = "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const token = fc.string({ unit: fc.constantFrom(...TOKEN_CHARS), minLength: 1, maxLength: 10 });
/** Anything printable, a tab, a few odd bytes and some Unicode (UTF-8 on the wire). */
const odd = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...' \t"<>\\{}%\x7f\x01\u00e9\u4e2d'),
    fc.string({ minLength: 1, maxLength: 1 }),
  ),
  maxLength: 12,
});
const method = fc.oneof(
  fc.constantFrom("GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS", "PATCH", "get", "M-SEARCH", "PRI"),
  token,
  odd,
);
const target = fc.oneof(fc.constantFrom("/", "/api/health", "*", "http://x/y?q=1", "/a%20b", ""), odd);
const version = fc.constantFrom("HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "HTTP/1.x", "http/1.1", "HTTP/1.1 ", "");
/** Header names the app would wait on a body or an upgrade for: left out, as a body never sent is a hang. */
const WAITING_NAMES = new Set(["content-length", "transfer-encoding", "expect", "upgrade"]);
const header = fc.tuple(
  fc.oneof(token, odd).filter((name) => !WAITING_NAMES.has(name.trim().toLowerCase())),
  fc.oneof(fc.constantFrom("x", "close", "a\tb", " padded ", ""), odd),
);
const lineEnd = fc.constantFrom("\r\n", "\n");

/** A whole request head, well formed or not, ending in a blank line; or junk bytes, with no blank line maybe. */
const rawHead = fc.oneof(
  {
    arbitrary: fc.record({
      method,
      space: fc.constantFrom(" ", "  ", "\t"),
      target,
      version,
      headers: fc.array(header, { maxLength: 4 }),
      host: fc.boolean(),
      close: fc.boolean(),
      ends: fc.array(lineEnd, { minLength: 8, maxLength: 8 }),
      junk: fc.option(fc.tuple(fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 4 })), { nil: undefined }),
    }).map(({ method, space, target, version, headers, host, close, ends, junk }) => {
      const lines = [
        `${method}${space}${target}${space}${version}`,
        ...(host ? ["Host: x"] : []),
        ...headers.map(([name, value]) => `${name}: ${value}`),
        ...(close ? ["Connection: close"] : []),
      ];
      const text = lines.map((line, index) => line + ends[index % ends.length]).join("") + ends[0];
      const bytes = encode(text);
      if (!junk) return { bytes, whole: true };
      const at = junk[0] % bytes.length;
      return {
        bytes: new Uint8Array([...bytes.subarray(0, at), ...junk[1], ...bytes.subarray(at)]),
        whole: true,
      };
    }),
    weight: 4,
  },
  // Junk may be the start of a head to Deno.serve too ("#" could be a method): then both wait for the rest.
  {
    arbitrary: fc.uint8Array({ minLength: 1, maxLength: 40 }).map((bytes) => ({ bytes, whole: false })),
    weight: 1,
  },
);

const show = (bytes: Uint8Array) => JSON.stringify(String.fromCharCode(...bytes));

describe("the guard and raw request heads (subprocesses: direct, in process, relaying)", () => {
  const servers: Partial<Record<"direct" | "inProcess" | "relay", Server>> = {};
  beforeAll(async () => {
    [servers.direct, servers.inProcess, servers.relay] = await Promise.all([
      startServer({ GUARDED_SERVER_MODE: "direct" }),
      startServer({}),
      startServer({ GUARDED_SERVER_MODE: "relay" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  });

  /** What each server did with `bytes`. */
  async function outcomes(bytes: Uint8Array): Promise<Record<"direct" | "inProcess" | "relay", Outcome>> {
    const [direct, inProcess, relay] = await Promise.all(
      [servers.direct!, servers.inProcess!, servers.relay!].map((server) => exchange(server.port, bytes)),
    );
    return { direct, inProcess, relay };
  }

  it("answers the bare-LF head of issue 18 at once, as Deno.serve does", async () => {
    const started = performance.now();
    expect(await outcomes(encode(BARE_LF_HEAD))).toEqual({
      direct: { status: 200 },
      inProcess: { status: 200 },
      relay: { status: 200 },
    });
    expect(performance.now() - started).toBeLessThan(ANSWER_MS);
  });

  it("does with any head what Deno.serve does, within 1 s, and never answers 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(rawHead, async ({ bytes, whole }) => {
        const seen = await outcomes(bytes);
        const context = `${show(bytes)}: ${JSON.stringify(seen)}`;
        if (whole) expect(seen.direct, context).not.toBe("held");
        expect(seen.inProcess, context).toEqual(seen.direct);
        expect(seen.relay, context).toEqual(seen.direct);
        for (const outcome of Object.values(seen)) {
          if (typeof outcome === "object") expect(outcome.status, context).toBeLessThan(500);
        }
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });
});

describe("server.ts behind its default guard", () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.process.kill("SIGKILL");
    await server?.exited;
  });

  it("answers the bare-LF head of issue 18 at once (404: there is no PUT /api/health)", async () => {
    server = await startBrandKit({});
    const port = Number(new URL(server.url).port);
    const started = performance.now();
    expect(await exchange(port, encode(BARE_LF_HEAD))).toEqual({ status: 404 });
    expect(performance.now() - started).toBeLessThan(ANSWER_MS);
  });
});

describe("Deno's in-process HTTP layer", () => {
  it("is there: the guard serves in process, not through the half-speed relay", () => {
    expect(
      denoGuardEdge.serveConnection,
      `Deno ${Deno.version.deno} has no serveHttpOnConnection in Deno[Deno.internal]; the guard relays`,
    ).toBeDefined();
  });
});
