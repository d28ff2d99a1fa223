/**
 * The connection guard's pure parts: finding the end of a request head, and the connection budget from the
 * descriptor limit.
 */
import { describe, expect, it } from "vitest";
import { headEndOf, readRequestHead } from "../../adapters/connection-guard/_head.ts";
import { maxConnectionsFor, openFilesLimitOf } from "../../adapters/connection-guard/mod.ts";

const encoder = new TextEncoder();

/** A connection that answers `chunks` to successive reads (each at most the buffer's size), then the end. */
function connOf(chunks: string[]) {
  const queue = chunks.map((chunk) => encoder.encode(chunk));
  return {
    read(buffer: Uint8Array): Promise<number | null> {
      const chunk = queue.shift();
      if (!chunk) return Promise.resolve(null);
      const count = Math.min(chunk.length, buffer.length);
      buffer.set(chunk.subarray(0, count));
      if (count < chunk.length) queue.unshift(chunk.subarray(count));
      return Promise.resolve(count);
    },
  };
}

describe("headEndOf()", () => {
  it.each([
    { text: "GET / HTTP/1.1\r\n\r\n", from: 0, end: 18 },
    { text: "GET / HTTP/1.1\r\n\r\nbody", from: 0, end: 18 },
    { text: "GET / HTTP/1.1\r\n\r\n", from: 14, end: 18 },
    { text: "GET / HTTP/1.1\r\n\r\n", from: 15, end: -1 },
    { text: "GET / HTTP/1.1\r\n\r\n", from: -3, end: 18 },
    { text: "GET / HTTP/1.1\r\n", from: 0, end: -1 },
    { text: "GET / HTTP/1.1\n\n", from: 0, end: -1 },
  ])("answers $end for $text.length bytes searched from $from", ({ text, from, end }) => {
    expect(headEndOf(encoder.encode(text), from)).toBe(end);
  });
});

describe("readRequestHead()", () => {
  it.each([
    {
      chunks: ["GET / HTTP/1.1\r\nHost: x\r\n\r\n"],
      max: 64,
      result: { kind: "head", text: "GET / HTTP/1.1\r\nHost: x\r\n\r\n" },
    },
    {
      chunks: ["GET / HTTP/1.1\r\n\r", "\nrest"],
      max: 64,
      result: { kind: "head", text: "GET / HTTP/1.1\r\n\r\nrest" },
    },
    { chunks: ["GET / HTTP/1.1\r\n\r\n"], max: 18, result: { kind: "head", text: "GET / HTTP/1.1\r\n\r\n" } },
    { chunks: ["GET / HTTP/1.1\r\n\r\n"], max: 17, result: { kind: "too-large" } },
    { chunks: ["GET / HTTP/1.1\r\n", "X: y\r\n"], max: 20, result: { kind: "too-large" } },
    { chunks: ["GET / HTTP/1.1\r\n"], max: 64, result: { kind: "ended" } },
    {
      chunks: [..."GET / HTTP/1.1\r\n\r\nx"],
      max: 64,
      result: { kind: "head", text: "GET / HTTP/1.1\r\n\r\n" },
    },
  ])("reads $chunks within $max bytes as $result.kind", async ({ chunks, max, result }) => {
    const head = await readRequestHead(connOf(chunks), new Uint8Array(max + 1), max);
    expect(head.kind === "head" ? { kind: "head", text: new TextDecoder().decode(head.bytes) } : head)
      .toEqual(result);
  });

  it("answers ended when the connection fails under the read", async () => {
    const reset = { read: () => Promise.reject(new Error("connection reset")) };
    expect(await readRequestHead(reset, new Uint8Array(65), 64)).toEqual({ kind: "ended" });
  });
});

describe("the connection budget", () => {
  it.each([
    { output: "256\n", limit: 256 },
    { output: "1048576", limit: 1_048_576 },
    { output: "unlimited\n", limit: undefined },
    { output: "", limit: undefined },
  ])("openFilesLimitOf() reads $limit from `ulimit -n` printing $output", ({ output, limit }) => {
    expect(openFilesLimitOf(output)).toBe(limit);
  });

  it.each([
    { descriptors: 256, connections: 64 },
    { descriptors: 1024, connections: 320 },
    { descriptors: 65_536, connections: 21_824 },
    { descriptors: 32, connections: 1 },
  ])(
    "maxConnectionsFor($descriptors) keeps 64 spare and 3 per connection: $connections",
    ({ descriptors, connections }) => {
      expect(maxConnectionsFor(descriptors)).toBe(connections);
    },
  );
});
