import { fileURLToPath } from "node:url";
import { describe, expect, it, vi } from "vitest";
import { clientHasher, createJsonLinesLog, requestIds } from "../../routes/request-log.ts";

const REPOSITORY = fileURLToPath(new URL("../../", import.meta.url));
const REQUEST_LOG = new URL("../../routes/request-log.ts", import.meta.url).href;

/**
 * The stdout lines of a child Deno that logs one line, which waits in the buffer (a minute), and then ends by
 * `ending`, with flushOnExit as server.ts sets it.
 */
async function linesBefore(ending: string): Promise<string[]> {
  const script = `
    import { createJsonLinesLog, flushOnExit } from ${JSON.stringify(REQUEST_LOG)};
    const log = createJsonLinesLog({ flushMs: 60_000 });
    flushOnExit(log, globalThis);
    log({ level: "info", event: "request", status: 200 });
    setTimeout(() => { ${ending}; }, 0);
  `;
  const { stdout } = await new Deno.Command(Deno.execPath(), {
    args: ["eval", "--quiet", script],
    cwd: REPOSITORY,
    stdout: "piped",
    stderr: "null",
  }).output();
  return new TextDecoder().decode(stdout).split("\n").filter(Boolean);
}

describe("createJsonLinesLog()", () => {
  it("writes entries as JSON lines with the time, together once the flush interval has passed", () => {
    vi.useFakeTimers();
    try {
      const writes: string[] = [];
      const log = createJsonLinesLog({
        write: (text) => writes.push(text),
        now: () => new Date(Date.UTC(2026, 10, 23, 8, 0, 0)),
        flushMs: 50,
      });
      log({ level: "info", event: "request", status: 200 });
      log({ level: "warn", event: "request", status: 429 });
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(50);
      expect(writes).toEqual([
        '{"time":"2026-11-23T08:00:00.000Z","level":"info","event":"request","status":200}\n' +
        '{"time":"2026-11-23T08:00:00.000Z","level":"warn","event":"request","status":429}',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stamps each line with the system time by default, to the millisecond", () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 8, 0, 0, 5) });
    try {
      const writes: string[] = [];
      const log = createJsonLinesLog({ write: (text) => writes.push(text), flushMs: 60_000 });
      log({ level: "info", event: "request", status: 200 });
      log({ level: "info", event: "request", status: 304 });
      vi.setSystemTime(Date.UTC(2026, 10, 23, 8, 0, 0, 6));
      log({ level: "info", event: "request", status: 200 });
      log.flush();
      expect(writes[0].split("\n").map((line) => JSON.parse(line))).toEqual([
        { time: "2026-11-23T08:00:00.005Z", level: "info", event: "request", status: 200 },
        { time: "2026-11-23T08:00:00.005Z", level: "info", event: "request", status: 304 },
        { time: "2026-11-23T08:00:00.006Z", level: "info", event: "request", status: 200 },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("writes an error at once, with whatever waited before it", () => {
    const writes: string[] = [];
    const log = createJsonLinesLog({ write: (text) => writes.push(text), flushMs: 60_000 });
    log({ level: "info", event: "request" });
    log({ level: "error", event: "failure" });
    expect(writes).toHaveLength(1);
    expect(writes[0].split("\n").map((line) => JSON.parse(line).event)).toEqual(["request", "failure"]);
  });

  it("writes when the buffer is full, and flush() writes the rest", () => {
    const writes: string[] = [];
    const log = createJsonLinesLog({ write: (text) => writes.push(text), flushMs: 60_000, bufferBytes: 200 });
    for (let index = 0; index < 5; index++) log({ level: "info", event: "request", index });
    expect(writes.length).toBeGreaterThan(0);
    log.flush();
    const lines = writes.join("\n").split("\n").map((line) => JSON.parse(line).index);
    expect(lines).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("flushOnExit()", () => {
  it.each([
    ["Deno.exit", "Deno.exit(0)"],
    ["an uncaught error", 'throw new Error("crash")'],
    ["an unhandled rejection", 'Promise.reject(new Error("crash"))'],
  ])("writes the lines still waiting when the process ends by %s", async (_what, ending) => {
    const lines = await linesBefore(ending);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ event: "request", status: 200 }),
    ]);
  }, 30_000);
});

describe("request ids and client hashes", () => {
  it("numbers requests under one process prefix", () => {
    const next = requestIds("3f9c1a2b");
    expect([next(), next(), next()]).toEqual(["3f9c1a2b-1", "3f9c1a2b-2", "3f9c1a2b-3"]);
  });

  it("hashes a client the same way every time within a process, and differently with another salt", () => {
    const hash = clientHasher("salt-a");
    expect(hash("203.0.113.7")).toBe(hash("203.0.113.7"));
    expect(hash("203.0.113.7")).not.toBe(hash("203.0.113.8"));
    expect(clientHasher("salt-b")("203.0.113.7")).not.toBe(hash("203.0.113.7"));
    expect(hash("203.0.113.7")).not.toContain("203");
  });
});
