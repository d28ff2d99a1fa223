/**
 * Every input rule of docs/behaviour.md#platform-input-rules for the platform client, one row each: the exact
 * message, and nothing sent.
 */
import { describe, expect, test } from "vitest";
import { createClient, type PlatformClient } from "../../platform/mod.ts";
import { rejection, setup } from "./support/setup.ts";

/** A Blob that reports a size without holding the bytes, for the 50 MB limit. */
class SizedBlob extends Blob {
  constructor(private readonly reportedSize: number) {
    super(["x"]);
  }
  override get size(): number {
    return this.reportedSize;
  }
}

const MB = 1024 * 1024;
const png = "https://cdn.example.com/a.png";
type Row = { call: string; run: (client: PlatformClient) => Promise<unknown>; message: string };

const rows: Row[] = [
  {
    call: "storage.upload without a file",
    run: (c) => c.storage.upload(undefined as never, "a.png"),
    message: "A file is required",
  },
  {
    call: "storage.upload with an empty path",
    run: (c) => c.storage.upload(new Blob(["x"]), ""),
    message: "A non-empty path is required",
  },
  {
    call: "storage.upload with a blank path",
    run: (c) => c.storage.upload(new Blob(["x"]), "  "),
    message: "A non-empty path is required",
  },
  {
    call: "storage.upload over 50 MB",
    run: (c) => c.storage.upload(new SizedBlob(50 * MB + 1), "big.bin"),
    message: "File size exceeds the 50MB limit",
  },
  { call: "ai.text without prompt or messages", run: (c) => c.ai.text({}), message: "Prompt is required" },
  {
    call: "ai.text with an empty prompt",
    run: (c) => c.ai.text({ prompt: "   " }),
    message: "Prompt is required",
  },
  {
    call: "ai.text with no messages",
    run: (c) => c.ai.text({ messages: [] }),
    message: "Prompt is required",
  },
  {
    call: "ai.object without a prompt",
    run: (c) => c.ai.object({ schema: {} }),
    message: "Prompt is required",
  },
  {
    call: "ai.streamText without a prompt",
    run: (c) => c.ai.streamText({}, () => {}),
    message: "Prompt is required",
  },
  {
    call: "ai.image without a prompt",
    run: (c) => c.ai.image({ prompt: "" }),
    message: "Prompt is required",
  },
  {
    call: "a message image over plain HTTP",
    run: (c) =>
      c.ai.text({
        messages: [{ role: "user", content: [{ type: "image", image: "http://cdn.example.com/a.png" }] }],
      }),
    message: "Image URL must use HTTPS: http://cdn.example.com/a.png",
  },
  {
    call: "a message image that is not jpg, jpeg, png, gif or webp",
    run: (c) =>
      c.ai.text({
        messages: [{ role: "user", content: [{ type: "image", image: "https://cdn.example.com/a.bmp" }] }],
      }),
    message: "Image URL must end in jpg, jpeg, png, gif, webp: https://cdn.example.com/a.bmp",
  },
  {
    call: "a message image without an extension",
    run: (c) =>
      c.ai.object({
        schema: {},
        messages: [{ role: "user", content: [{ type: "image", image: "https://cdn.example.com/png" }] }],
      }),
    message: "Image URL must end in jpg, jpeg, png, gif, webp: https://cdn.example.com/png",
  },
  {
    call: "a message image that is not a URL",
    run: (c) => c.ai.text({ messages: [{ role: "user", content: [{ type: "image", image: "a.png" }] }] }),
    message: "Image URL is not a valid URL: a.png",
  },
  {
    call: "ai.modifyImage with no images",
    run: (c) => c.ai.modifyImage({ images: [], prompt: "p" }),
    message: "At least one image URL is required",
  },
  {
    call: "ai.modifyImage with 51 images",
    run: (c) => c.ai.modifyImage({ images: Array(51).fill(png), prompt: "p" }),
    message: "Maximum 50 images allowed",
  },
  {
    call: "ai.modifyImage without a prompt",
    run: (c) => c.ai.modifyImage({ images: [png], prompt: "" }),
    message: "Prompt is required",
  },
  { call: "ai.speech without text", run: (c) => c.ai.speech({ text: "" }), message: "Text is required" },
  {
    call: "ai.transcribe without audio",
    run: (c) => c.ai.transcribe({ audio: "" }),
    message: "Audio is required",
  },
  {
    call: "ai.transcribe with empty bytes",
    run: (c) => c.ai.transcribe({ audio: new Uint8Array() }),
    message: "Audio is required",
  },
  ...[
    ["without to", { subject: "s", text: "t" }],
    ["without subject", { to: "a@b.c", text: "t" }],
    ["without html or text", { to: "a@b.c", subject: "s" }],
    ["with blank text", { to: "a@b.c", subject: "s", text: " " }],
    ["with an empty recipient list", { to: [], subject: "s", html: "<p>" }],
  ].map(([what, request]) => ({
    call: `notifications.email ${what}`,
    run: (c: PlatformClient) => c.notifications.email(request as never),
    message: 'The "to", "subject", and either "html" or "text" fields are required.',
  })),
  { call: "data.scrape without a URL", run: (c) => c.data.scrape(""), message: "A URL is required" },
  {
    call: "data.search without a query",
    run: (c) => c.data.search(" "),
    message: "A search query is required",
  },
  { call: "db.sql without a query", run: (c) => c.db.sql(""), message: "An SQL query is required" },
  {
    call: "db.batch without statements",
    run: (c) => c.db.batch([]),
    message: "A batch needs at least one statement",
  },
  {
    call: "an update without a filter",
    run: (c) => c.db.table("posts").update({ title: "x" }),
    message: "update() needs at least one filter; it would change every row of posts",
  },
  {
    call: "a delete without a filter",
    run: (c) => c.db.table("posts").delete(),
    message: "delete() needs at least one filter; it would change every row of posts",
  },
  {
    call: "realtime.publish without a channel",
    run: (c) => c.realtime.publish("", "t", {}),
    message: "A channel name is required",
  },
];

describe("validation rules (docs/behaviour.md#platform-input-rules)", () => {
  test.each(rows)("$call fails with '$message' and sends nothing", async ({ run, message }) => {
    const { client, platform } = setup();
    const error = await rejection(run(client));
    expect(error).toMatchObject({
      name: "PlatformError",
      kind: "validation",
      code: "VALIDATION_ERROR",
      message,
    });
    expect(platform.state.requests).toEqual([]);
  });

  test("a file of exactly 50 MB is accepted (the limit is inclusive)", async () => {
    const { client, platform } = setup();
    await client.storage.upload(new SizedBlob(50 * MB), "exact.bin").catch(() => {});
    expect(platform.state.requestsTo("/upload")).toHaveLength(1);
  });

  test.each(["jpg", "JPEG", "png", "gif", "webp"])(
    "a message image ending in .%s is accepted",
    async (extension) => {
      const { client } = setup();
      const image = `https://cdn.example.com/photo.${extension}?v=2`;
      await expect(client.ai.text({ messages: [{ role: "user", content: [{ type: "image", image }] }] }))
        .resolves
        .toMatchObject({ text: expect.any(String) });
    },
  );

  test("modify-image accepts exactly 50 images", async () => {
    const { client } = setup();
    await expect(client.ai.modifyImage({ images: Array(50).fill(png), prompt: "p" })).resolves.toMatchObject({
      data: [{ url: expect.any(String) }],
    });
  });

  test.each([
    [{ projectId: "", baseUrl: "https://platform.example" }, "A project id is required"],
    [{ projectId: "  ", baseUrl: "https://platform.example" }, "A project id is required"],
    [{ baseUrl: "https://platform.example" }, "A project id is required"],
    [{ projectId: "p", baseUrl: "platform.example" }, "baseUrl must be an absolute http(s) URL"],
  ])("createClient(%j) fails with %j", (options, message) => {
    expect(() => createClient(options as never)).toThrow(
      expect.objectContaining({ kind: "validation", message }),
    );
  });
});
