/**
 * The connection guard's pure parts: finding the end of a request head, and the connection budget from the
 * descriptor limit.
 */
import { describe, expect, it } from "vitest";
import { headEndOf, readRequestHead } from "../../routes/connection-guard/_head.ts";
import { maxConnectionsFor, openFilesLimitOf } from "../../routes/connection-guard/mod.ts";

const encoder = new TextEncoder();

function readerOf(chunks: string[]): ReadableStreamDefaultReader<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  }).getReader();
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
  ])("reads $chunks within $max bytes as $result.kind", async ({ chunks, max, result }) => {
    const head = await readRequestHead(readerOf(chunks), max);
    expect(head.kind === "head" ? { kind: "head", text: new TextDecoder().decode(head.bytes) } : head)
      .toEqual(result);
  });

  it("answers ended when the connection fails under the read", async () => {
    const reader = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.error(new Error("connection reset")),
    }).getReader();
    expect(await readRequestHead(reader, 64)).toEqual({ kind: "ended" });
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
