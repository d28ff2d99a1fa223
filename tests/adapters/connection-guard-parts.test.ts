/**
 * The connection guard's pure parts: finding the end of a request head (CRLF or bare LF), telling bytes that
 * cannot start one, and the connection budget from the descriptor limit.
 */
import { describe, expect, it } from "vitest";
import { createHeadCheck, headEndOf, readRequestHead } from "../../adapters/connection-guard/_head.ts";
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
    { text: "GET / HTTP/1.1\r\n\r\n", from: 15, end: 18 },
    { text: "GET / HTTP/1.1\r\n\r\n", from: 16, end: -1 },
    { text: "GET / HTTP/1.1\r\n\r\n", from: -3, end: 18 },
    { text: "GET / HTTP/1.1\r\n", from: 0, end: -1 },
    { text: "GET / HTTP/1.1\n\n", from: 0, end: 16 },
    { text: "GET / HTTP/1.1\nHost: x\n\nbody", from: 0, end: 24 },
    { text: "GET / HTTP/1.1\r\nHost: x\n\r\n", from: 0, end: 26 },
    { text: "GET / HTTP/1.1\nHost: x\r\n\n", from: 0, end: 25 },
    { text: "GET / HTTP/1.1\r\nHost: x\r\r\n", from: 0, end: -1 },
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
    {
      chunks: [..."PUT /api/health HTTP/1.1\nHost: x\nConnection: close\n\n"],
      max: 64,
      result: { kind: "head", text: "PUT /api/health HTTP/1.1\nHost: x\nConnection: close\n\n" },
    },
    {
      chunks: ["\x00\x01\x02 hello\r\n"],
      max: 64,
      result: { kind: "malformed", text: "\x00\x01\x02 hello\r\n" },
    },
    {
      chunks: ["GET / HTTP/1.1\r\n", "Host x\r\n"],
      max: 64,
      result: { kind: "malformed", text: "GET / HTTP/1.1\r\nHost x\r\n" },
    },
  ])("reads $chunks within $max bytes as $result.kind", async ({ chunks, max, result }) => {
    const head = await readRequestHead(connOf(chunks), new Uint8Array(max + 1), max);
    expect("bytes" in head ? { kind: head.kind, text: new TextDecoder().decode(head.bytes) } : head)
      .toEqual(result);
  });

  it("answers ended when the connection fails under the read", async () => {
    const reset = { read: () => Promise.reject(new Error("connection reset")) };
    expect(await readRequestHead(reset, new Uint8Array(65), 64)).toEqual({ kind: "ended" });
  });
});

describe("createHeadCheck()", () => {
  it.each([
    { text: "", start: true },
    { text: "GET", start: true },
    { text: "GET /index.html?q=1 HTTP/1", start: true },
    { text: "GET / HTTP/1.1\r", start: true },
    { text: "GET / HTTP/1.1\r\nHost: x\r\nX-Tab:\ta\tb\r\n", start: true },
    { text: "GET / HTTP/1.1\nHost: x\nX-Half", start: true },
    { text: "\r\nGET / HTTP/1.0\r\n", start: true },
    { text: `GET /${"a".repeat(300)}`, start: true },
    { text: "\x00", start: false },
    { text: "GET / HTTP/1.1\r\nHost: \x7f\r\n", start: false },
    { text: "GET\t/ HTTP/1.1", start: false },
    { text: "GET  /", start: false },
    { text: "GET / FTP/1.1", start: false },
    { text: "GET / HTTP/2.0\r\n", start: false },
    { text: "GET / HTTP/1.1 x\r\n", start: false },
    { text: "GET / HTTP/1.1\r\nHost x\r\n", start: false },
    { text: "GET / HTTP/1.1\r\n folded\r\n", start: false },
    { text: `GET /${"a".repeat(300)} FTP/1.1\n`, start: false },
  ])("answers $start for $text, whole or byte by byte", ({ text, start }) => {
    const bytes = encoder.encode(text);
    const byByte = createHeadCheck();
    let answer = true;
    for (let length = 1; length <= bytes.length && answer; length++) {
      answer = byByte(bytes.subarray(0, length));
    }
    expect([createHeadCheck()(bytes), answer]).toEqual([start, start]);
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

  it.each([
    { descriptors: 256, connections: 192 },
    { descriptors: 1024, connections: 960 },
    { descriptors: 64, connections: 1 },
  ])(
    "maxConnectionsFor($descriptors, 1) keeps 64 spare and 1 per connection served in process: $connections",
    ({ descriptors, connections }) => {
      expect(maxConnectionsFor(descriptors, 1)).toBe(connections);
    },
  );
});
