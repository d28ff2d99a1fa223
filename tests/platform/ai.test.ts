import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { isRateLimitError, rateLimitWaitSeconds } from "../../brandkit/mod.ts";
import { createSseParser, readSseEvents } from "../../platform/ai/sse.ts";
import { rejection, setup } from "./support/setup.ts";

describe("AI calls", () => {
  test("text posts the prompt and options and answers the text", async () => {
    const { client, platform } = setup();
    expect(await client.ai.text({ prompt: "Say hi", temperature: 0.2 })).toMatchObject({
      text: "Echo: Say hi — ünïcödé ✨",
    });
    expect(platform.state.requestsTo("/api/ai/proj_local/text")[0].body).toEqual({
      prompt: "Say hi",
      temperature: 0.2,
    });
  });

  test("object sends a zod schema as JSON schema and checks the answer with it", async () => {
    const { client, platform } = setup();
    const Schema = z.object({ headline: z.string(), count: z.number() });
    platform.state.objectAnswers.push({ headline: "Hi", count: 3 }, { headline: "Hi" });
    expect(await client.ai.object({ prompt: "p", schema: Schema, schemaName: "kit" })).toMatchObject({
      object: { headline: "Hi", count: 3 },
      finishReason: "stop",
    });
    const sent = platform.state.requestsTo("/object")[0].body as any;
    expect(sent.schemaName).toBe("kit");
    expect(sent.schema).toMatchObject({ type: "object", required: ["headline", "count"] });
    expect(await rejection(client.ai.object({ prompt: "p", schema: Schema }))).toMatchObject({
      kind: "ai",
      code: "INVALID_RESPONSE",
    });
  });

  test("image asks for n=1 by default at the given size and answers the list of URLs", async () => {
    const { client, platform } = setup();
    const result = await client.ai.image({ prompt: "poster", size: { width: 1080, height: 1350 } });
    expect(result.data).toEqual([{
      url: expect.stringMatching(/^http:\/\/platform\.test\/files\/generated\//),
    }]);
    expect(platform.state.requestsTo("/image")[0].body).toEqual({
      prompt: "poster",
      n: 1,
      size: "1080x1350",
    });
  });

  test("an image answer without items is an invalid response", async () => {
    const { client, platform } = setup();
    platform.faults.fail({ path: "/image", status: 200, body: { data: [] } });
    expect(await rejection(client.ai.image({ prompt: "x" }))).toMatchObject({ code: "INVALID_RESPONSE" });
  });

  test("modifyImage posts the images with the prompt", async () => {
    const { client, platform } = setup();
    await client.ai.modifyImage({ images: ["https://cdn.example/a.png"], prompt: "brighter", n: 2 });
    expect(platform.state.requestsTo("/image")[0].body).toMatchObject({
      images: ["https://cdn.example/a.png"],
      n: 2,
    });
  });

  test("speech answers url, voice, format and mimeType; transcribe sends bytes as base64", async () => {
    const { client, platform } = setup();
    expect(await client.ai.speech({ text: "Hello", voice: "nova" })).toEqual({
      url: "http://platform.test/files/speech.mp3",
      voice: "nova",
      format: "mp3",
      mimeType: "audio/mp3",
    });
    expect(await client.ai.transcribe({ audio: new Uint8Array([1, 2, 3]), language: "en" })).toMatchObject({
      text: "heard 4 base64 characters",
    });
    expect(platform.state.requestsTo("/transcribe")[0].body).toEqual({ audio: "AQID", language: "en" });
  });

  test("a 429 with a reset time surfaces as a rate limit the brandkit core recognises", async () => {
    const { client, platform, time } = setup();
    platform.faults.fail({
      path: "/image",
      status: 429,
      body: { error: { message: "Rate limit exceeded for images", resetTime: time.now() + 20_000 } },
    });
    const error = await rejection(client.ai.image({ prompt: "x" }));
    expect(error).toMatchObject({
      kind: "ai",
      code: "RATE_LIMIT_EXCEEDED",
      resetTime: time.now() + 20_000,
      retryAfter: 20,
      status: 429,
    });
    expect(error.message).toBe("Rate limit exceeded for images");
    expect(isRateLimitError(error)).toBe(true);
    expect(rateLimitWaitSeconds(error, time.now())).toBe(20);
  });

  test("the caller's signal cancels a slow reply", async () => {
    const { client, platform } = setup();
    const held = platform.faults.hold("/text");
    const controller = new AbortController();
    const pending = rejection(client.ai.text({ prompt: "slow", signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ kind: "ai", code: "ABORTED" });
    held.release();
  });
});

describe("streaming", () => {
  test("streamText hands over each delta as it arrives (split across 7-byte chunks) and answers the whole text", async () => {
    const { client } = setup();
    const deltas: string[] = [];
    const result = await client.ai.streamText({ prompt: "Stream me" }, (delta) => deltas.push(delta));
    expect(result).toEqual({ text: "Echo: Stream me — ünïcödé ✨" });
    expect(deltas).toEqual(["Echo: ", "Stream ", "me ", "— ", "ünïcödé ", "✨"]);
  });

  test("streamObject reads the plain JSON text, hands over growing partial objects and answers the final one, checked by the schema", async () => {
    const { client, platform } = setup();
    platform.state.objectAnswers.push({ a: "ü", b: [1, 2], c: { d: true } });
    const partials: unknown[] = [];
    const Schema = z.object({ a: z.string(), b: z.array(z.number()), c: z.object({ d: z.boolean() }) });
    const result = await client.ai.streamObject(
      { prompt: "p", schema: Schema },
      (partial) => partials.push(partial),
    );
    // The text arrives 7 bytes at a time: each partial is the part complete so far.
    expect(partials).toEqual([
      {},
      { a: "ü" },
      { a: "ü", b: [1, 2] },
      { a: "ü", b: [1, 2], c: {} },
      { a: "ü", b: [1, 2], c: { d: true } },
    ]);
    expect(result).toEqual({ object: { a: "ü", b: [1, 2], c: { d: true } } });
    expect(platform.state.requestsTo("/object")[0].body).toMatchObject({ stream: true });
  });

  test("an error event ends the stream with its code", async () => {
    const { client, platform } = setup();
    platform.faults.fail({
      path: "/text",
      status: 200,
      body: undefined,
      headers: { "Content-Type": "text/event-stream" },
    });
    expect(await rejection(client.ai.streamText({ prompt: "p" }, () => {}))).toMatchObject({
      code: "INVALID_RESPONSE",
    });
    const stream =
      `data: {"type":"text-delta","textDelta":"a"}\n\ndata: {"type":"error","error":{"code":"RATE_LIMIT_EXCEEDED","message":"Rate limit exceeded"}}\n\n`;
    const env = setup({
      fetch: () =>
        Promise.resolve(new Response(stream, { headers: { "Content-Type": "text/event-stream" } })),
    });
    expect(await rejection(env.client.ai.streamText({ prompt: "p" }, () => {}))).toMatchObject({
      kind: "ai",
      code: "RATE_LIMIT_EXCEEDED",
    });
  });

  test("a stream cut off by the caller's signal fails with ABORTED after the deltas that came", async () => {
    // Like the real fetch: the body errors when the request's signal aborts.
    const fetchStream = (_input: unknown, init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode('data: {"type":"text-delta","textDelta":"first "}\n\n'),
          );
          init?.signal?.addEventListener(
            "abort",
            () => controller.error(new DOMException("aborted", "AbortError")),
          );
        },
      });
      return Promise.resolve(new Response(body, { headers: { "Content-Type": "text/event-stream" } }));
    };
    const { client } = setup({ fetch: fetchStream });
    const controller = new AbortController();
    const deltas: string[] = [];
    const outcome = rejection(
      client.ai.streamText({ prompt: "p", signal: controller.signal }, (delta) => {
        deltas.push(delta);
        controller.abort();
      }),
    );
    expect(await outcome).toMatchObject({ kind: "ai", code: "ABORTED" });
    expect(deltas).toEqual(["first "]);
  });
});

describe("the server-sent events parser", () => {
  const events = ["first", "second, with ünïcödé ✨", '{"json":"with\\nescapes"}', "multi\nline"];
  const wire = events.map((event) => event.split("\n").map((line) => `data: ${line}\n`).join("") + "\n").join(
    "",
  );

  function bytesToStream(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
    return new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
  }

  async function collect(chunks: Uint8Array[]): Promise<string[]> {
    const out: string[] = [];
    for await (const event of readSseEvents(bytesToStream(chunks))) out.push(event);
    return out;
  }

  test("reads the same events however the bytes are cut (including inside UTF-8 characters)", async () => {
    const bytes = new TextEncoder().encode(wire);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 40 }),
        async (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const chunks = points.slice(1).map((end, index) => bytes.slice(points[index], end));
          expect(await collect(chunks)).toEqual(events);
        },
      ),
      { numRuns: 150, seed: 7 },
    );
  });

  test("one byte at a time works too", async () => {
    const bytes = new TextEncoder().encode(wire);
    expect(await collect([...bytes].map((byte) => Uint8Array.of(byte)))).toEqual(events);
  });

  test.each([
    ["CRLF line ends", "data: a\r\n\r\ndata: b\r\n\r\n", ["a", "b"]],
    ["CR line ends", "data: a\r\rdata: b\r\r", ["a", "b"]],
    ["a CRLF split between chunks", ["data: a\r", "\n\r\n"], ["a"]],
    ["comments and other fields are ignored", ": keep-alive\nevent: x\nid: 1\ndata: a\n\n", ["a"]],
    ["no space after the colon", "data:a\n\n", ["a"]],
    ["a last event without its blank line", "data: a\n\ndata: b", ["a", "b"]],
  ])("%s", (_case, input, expected) => {
    const parser = createSseParser();
    const pieces = Array.isArray(input) ? input : [input];
    expect([...pieces.flatMap((piece) => parser.push(piece)), ...parser.end()]).toEqual(expected);
  });
});
