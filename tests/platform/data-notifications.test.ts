import { describe, expect, test } from "vitest";
import { rejection, setup } from "./support/setup.ts";

describe("data service", () => {
  test("extractFromUrl answers text, or chunks when asked", async () => {
    const { client } = setup();
    expect(await client.data.extractFromUrl("https://a.example")).toEqual({
      text: "Text of https://a.example",
    });
    expect(await client.data.extractFromUrl("https://a.example", { chunking: true, chunkSize: 10 })).toEqual({
      chunks: ["Text of ht", "tps://a.ex", "ample"],
    });
  });

  test("extractFromBlob uploads the file as multipart", async () => {
    const { client, platform } = setup();
    expect(await client.data.extractFromBlob(new File(["file body"], "notes.txt"))).toEqual({
      text: "file body",
    });
    expect(platform.state.requestsTo("/extract-from-blob")[0].body).toBe("[multipart]");
  });

  test("scrape asks for markdown and metadata by default, or the formats given", async () => {
    const { client, platform } = setup();
    expect(await client.data.scrape("https://a.example")).toEqual({
      markdown: "markdown of https://a.example",
      metadata: { title: "Page" },
    });
    expect(await client.data.scrape("https://a.example", { formats: ["links"] })).toEqual({
      links: ["https://a.example/a"],
    });
    expect(platform.state.requestsTo("/scrape").map((request) => (request.body as any).formats)).toEqual([
      ["markdown", "metadata"],
      ["links"],
    ]);
  });

  test("screenshot answers the URL of the shot", async () => {
    const { client } = setup();
    expect(await client.data.screenshot("https://a.example", { fullPage: true })).toBe(
      "http://platform.test/files/shot.png",
    );
  });

  test("fetch answers status and headers; fetchAsync answers 'triggered'", async () => {
    const { client, platform } = setup();
    expect(await client.data.fetch({ url: "https://a.example", method: "GET" })).toMatchObject({
      status: 200,
      headers: { "content-type": "text/plain" },
    });
    expect(await client.data.fetchAsync({ url: "https://a.example" })).toMatchObject({ status: "triggered" });
    expect(platform.state.requestsTo("/fetch").map((request) => (request.body as any).async)).toEqual([
      undefined,
      true,
    ]);
  });

  test.each([
    [{}, { q: "festivals", hl: "en" }],
    [{ type: "news", location: "Lisbon", num: 5, hl: "pt" }, {
      q: "festivals",
      tbm: "nws",
      location: "Lisbon",
      num: 5,
      hl: "pt",
    }],
    [{ type: "images" }, { q: "festivals", tbm: "isch", hl: "en" }],
    [{ type: "videos" }, { q: "festivals", tbm: "vid", hl: "en" }],
    [{ type: "shopping" }, { q: "festivals", tbm: "shop", hl: "en" }],
  ])("search with %j sends %j", async (options, sent) => {
    const { client, platform } = setup();
    await client.data.search("festivals", options as never);
    expect(platform.state.requestsTo("/search")[0].body).toEqual(sent);
  });

  test("a data service failure is a data error", async () => {
    const { client, platform } = setup();
    platform.faults.fail({ path: "/scrape", status: 502, body: { error: "upstream timeout" } });
    expect(await rejection(client.data.scrape("https://a.example"))).toMatchObject({
      kind: "data",
      code: "SERVER_ERROR",
      message: "upstream timeout",
    });
  });
});

describe("notifications", () => {
  test("email sends to, subject and html or text, and answers success", async () => {
    const { client, platform } = setup();
    expect(await client.notifications.email({ to: "ada@example.com", subject: "Hi", text: "Hello" })).toEqual(
      {
        success: true,
        messageId: expect.stringMatching(/^mail_/),
      },
    );
    expect(platform.state.emails).toEqual([{ to: "ada@example.com", subject: "Hi", text: "Hello" }]);
  });

  test.each([
    ["answers success: false", "bounce@example.com", "Failed to send email: mailbox unavailable", undefined],
    ["fails with 502", "broken@example.com", "Failed to send email: mail server unreachable", 502],
  ])("when the platform %s, the error is 'Failed to send email: ...'", async (_what, to, message, status) => {
    const { client } = setup();
    const error = await rejection(client.notifications.email({ to, subject: "s", html: "<p>x</p>" }));
    expect(error).toMatchObject({ kind: "notifications", code: "SEND_FAILED", message });
    expect(error.status).toBe(status);
  });

  test("a rate limit on email stays a rate limit", async () => {
    const { client, platform } = setup();
    platform.faults.fail({ path: "/email", status: 429, headers: { "Retry-After": "9" } });
    expect(await rejection(client.notifications.email({ to: "a@b.c", subject: "s", text: "t" })))
      .toMatchObject({
        code: "RATE_LIMIT_EXCEEDED",
        retryAfter: 9,
      });
  });
});
