import { createServer, type Server, type Socket } from "node:net";
import { HeadObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBrandKitError, readConfig } from "../../brandkit/mod.ts";
import { createFakeProvider } from "../support/fake-provider.ts";
import { createApp } from "../../routes/app.ts";
import { createS3MediaStore, MEDIA_REFRESH_AFTER_MS } from "../../adapters/media-s3.ts";
import { mediaIdOf, type MediaStore } from "../../brandkit/media.ts";
import { s3ClientFrom, type S3ClientOptions } from "../../adapters/s3-client.ts";
import { IMMUTABLE_CACHE } from "../../brandkit/media.ts";
import { startS3Server, type TestS3 } from "../support/s3-server.ts";
import { sharedAssets, testAdmission, testExactImage } from "../routes/_app.ts";

const BUCKET = "brandkit-media";
/** Short enough that a dead store fails a test quickly, long enough for a loaded CI machine. */
const FAST_FAIL: S3ClientOptions = { requestTimeoutMs: 500, connectTimeoutMs: 500, maxAttempts: 1 };
/** A test that must not hang: well under vitest's own timeout. */
const NO_HANG_MS = 3_000;

let s3: TestS3;
const clients: S3Client[] = [];

beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
});

afterAll(async () => {
  for (const client of clients) client.destroy();
  await s3?.stop();
});

function client(options: S3ClientOptions = {}, server: TestS3 = s3): S3Client {
  const made = s3ClientFrom(server.config, options);
  clients.push(made);
  return made;
}

/** The names of the commands `s3` sends, in order. */
function recordCommands(s3Client: S3Client): string[] {
  const sent: string[] = [];
  s3Client.middlewareStack.add((next, context) => (args) => {
    sent.push(String(context.commandName));
    return next(args);
  }, { step: "initialize" });
  return sent;
}

/** Distinct graphic-like bytes per test (the store does not look inside them). */
function pngBytes(label: string): Uint8Array {
  return new TextEncoder().encode(`\x89PNG ${label} ${crypto.randomUUID()}`);
}

function storeOver(s3Client: S3Client, now?: () => number): MediaStore {
  return createS3MediaStore({ client: s3Client, bucket: BUCKET, now });
}

async function appOver(media: MediaStore) {
  const config = readConfig({});
  return createApp({
    config,
    version: "1.2.3",
    provider: createFakeProvider(),
    media,
    assets: await sharedAssets(),
    exactImage: testExactImage((bytes) => Promise.resolve(bytes)),
    admission: testAdmission(config),
    formats: {
      render: () => Promise.reject(new Error("no extra formats in the S3 media tests")),
      format: () => Promise.reject(new Error("no extra formats in the S3 media tests")),
    },
    log: () => {},
  });
}

/** The error `promise` rejects with. */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("createS3MediaStore()", () => {
  it("names a graphic by the SHA-256 of its bytes, as the disk store does, and gives the same bytes back", async () => {
    const store = storeOver(client());
    const png = pngBytes("round trip");
    const id = await store.put(png);
    expect(id).toBe(await mediaIdOf(png));
    expect(await store.get(id)).toEqual(png);
  });

  it("stores the object under media/ as image/png with an immutable Cache-Control", async () => {
    const s3Client = client();
    const id = await storeOver(s3Client).put(pngBytes("headers"));
    const head = await s3Client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `media/${id}` }));
    expect(head.ContentType).toBe("image/png");
    expect(head.CacheControl).toBe(IMMUTABLE_CACHE);
  });

  it("uploads the same bytes once: the second put only checks that the object is there", async () => {
    const s3Client = client();
    const sent = recordCommands(s3Client);
    const store = storeOver(s3Client);
    const png = pngBytes("twice");
    const first = await store.put(png);
    const second = await store.put(png);
    expect(second).toBe(first);
    expect(sent).toEqual(["HeadObjectCommand", "PutObjectCommand", "HeadObjectCommand"]);
  });

  it("refreshes a graphic stored again after a day with a server-side copy, so its lifecycle restarts", async () => {
    const s3Client = client();
    const sent = recordCommands(s3Client);
    const clock = { now: Date.now() };
    const store = storeOver(s3Client, () => clock.now);
    const png = pngBytes("refresh");
    const id = await store.put(png);
    clock.now += MEDIA_REFRESH_AFTER_MS + 1;
    expect(await store.put(png)).toBe(id);
    expect(sent).toEqual(["HeadObjectCommand", "PutObjectCommand", "HeadObjectCommand", "CopyObjectCommand"]);
    const head = await s3Client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `media/${id}` }));
    expect([head.ContentType, head.CacheControl]).toEqual(["image/png", IMMUTABLE_CACHE]);
    expect(await store.get(id)).toEqual(png);
  });

  it("gives null for an id with no object", async () => {
    const missing = await mediaIdOf(pngBytes("never stored"));
    expect(await storeOver(client()).get(missing)).toBeNull();
  });

  it.each([
    ["a path", "../secrets.png"],
    ["upper-case hex", `${"A".repeat(64)}.png`],
    ["another extension", `${"a".repeat(64)}.jpg`],
    ["a short hash", "abc.png"],
  ])("gives null for a malformed id (%s) without asking the store", async (_case, id) => {
    const s3Client = client();
    const sent = recordCommands(s3Client);
    expect(await storeOver(s3Client).get(id)).toBeNull();
    expect(sent).toEqual([]);
  });

  it("settled() resolves once the puts in flight are stored", async () => {
    const s3Client = client();
    const store = storeOver(s3Client);
    const png = pngBytes("settled");
    const put = store.put(png);
    await store.settled();
    const id = await mediaIdOf(png);
    expect(await s3Client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `media/${id}` }))).toBeTruthy();
    expect(await put).toBe(id);
  });
});

describe("GET /media/:id over the S3 store", () => {
  it("serves a stored graphic with its type, length, ETag and a year's immutable caching", async () => {
    const store = storeOver(client());
    const png = pngBytes("served");
    const id = await store.put(png);
    const response = await (await appOver(store)).request(`/media/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-length")).toBe(String(png.byteLength));
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE_CACHE);
    expect(response.headers.get("etag")).toBe(`"${id}"`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it("answers 404 NOT_FOUND for an id the bucket does not have", async () => {
    const missing = await mediaIdOf(pngBytes("not there"));
    const response = await (await appOver(storeOver(client()))).request(`/media/${missing}`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("NOT_FOUND");
  });

  it("lets two instances over one bucket serve each other's graphics", async () => {
    const [first, second] = [storeOver(client()), storeOver(client())];
    const [firstApp, secondApp] = [await appOver(first), await appOver(second)];
    const fromFirst = await first.put(pngBytes("made by the first"));
    const fromSecond = await second.put(pngBytes("made by the second"));
    expect((await secondApp.request(`/media/${fromFirst}`)).status).toBe(200);
    expect((await firstApp.request(`/media/${fromSecond}`)).status).toBe(200);
  });

  it("still serves old graphics after the instance restarts (a new client and store)", async () => {
    const before = client();
    const png = pngBytes("before the restart");
    const id = await storeOver(before).put(png);
    before.destroy();
    const response = await (await appOver(storeOver(client()))).request(`/media/${id}`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });
});

describe("an S3 store that is down or refuses", () => {
  it("fails put() and get() with INTERNAL, quickly, once the server has stopped", async () => {
    const doomed = await startS3Server([BUCKET]);
    const store = storeOver(client(FAST_FAIL, doomed));
    const id = await store.put(pngBytes("before the crash"));
    await doomed.stop();
    const started = Date.now();
    const readError = await rejectionOf(store.get(id));
    expect(isBrandKitError(readError, "INTERNAL")).toBe(true);
    expect((readError as Error).message).toBe(
      `Could not read s3://${BUCKET}/media/${id} in the S3 store (Error ECONNREFUSED)`,
    );
    const writeError = await rejectionOf(store.put(pngBytes("after the crash")));
    expect(isBrandKitError(writeError, "INTERNAL")).toBe(true);
    expect(Date.now() - started).toBeLessThan(NO_HANG_MS);
    await store.settled();
  });

  describe("a store that accepts connections and never answers", () => {
    let silent: Server;
    const sockets: Socket[] = [];
    let port = 0;

    beforeAll(async () => {
      silent = createServer((socket) => sockets.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
      port = (silent.address() as { port: number }).port;
    });

    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });

    it("times out into INTERNAL instead of hanging the request, and the app answers 500", async () => {
      const config = { ...s3.config, S3_ENDPOINT: `http://127.0.0.1:${port}` };
      const s3Client = s3ClientFrom(config, FAST_FAIL);
      clients.push(s3Client);
      const store = storeOver(s3Client);
      const id = await mediaIdOf(pngBytes("stalled"));
      const started = Date.now();
      const error = await rejectionOf(store.get(id));
      expect(isBrandKitError(error, "INTERNAL")).toBe(true);
      expect((error as Error).message).toBe(
        `Could not read s3://${BUCKET}/media/${id} in the S3 store (TimeoutError ETIMEDOUT)`,
      );
      const response = await (await appOver(store)).request(`/media/${id}`);
      expect(response.status).toBe(500);
      expect((await response.json()).error.code).toBe("INTERNAL");
      expect(Date.now() - started).toBeLessThan(NO_HANG_MS);
    });
  });

  it("turns wrong credentials into INTERNAL naming the refusal, never the key", async () => {
    const secret = "not-the-s3rver-secret-b8f2";
    const s3Client = s3ClientFrom({
      ...s3.config,
      AWS_ACCESS_KEY_ID: "WRONG",
      AWS_SECRET_ACCESS_KEY: secret,
    });
    clients.push(s3Client);
    const id = await mediaIdOf(pngBytes("refused"));
    const error = await rejectionOf(storeOver(s3Client).get(id));
    expect(isBrandKitError(error, "INTERNAL")).toBe(true);
    expect((error as Error).message).toBe(
      `Could not read s3://${BUCKET}/media/${id} in the S3 store (InvalidAccessKeyId)`,
    );
    expect((error as Error).message).not.toContain(secret);
  });
});

describe("s3ClientFrom()", () => {
  it.each([
    ["the key id alone", { AWS_ACCESS_KEY_ID: "id" }, "AWS_SECRET_ACCESS_KEY"],
    ["the secret alone", { AWS_SECRET_ACCESS_KEY: "secret" }, "AWS_ACCESS_KEY_ID"],
  ])("refuses %s with a CONFIG_ERROR naming the missing one", (_case, credentials, missing) => {
    const config = {
      ...s3.config,
      AWS_ACCESS_KEY_ID: undefined,
      AWS_SECRET_ACCESS_KEY: undefined,
      ...credentials,
    };
    expect(() => s3ClientFrom(config)).toThrow(
      `Cannot use the S3 store as ${missing} is not set: set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither`,
    );
  });

  it("reads the store's settings from the config (path style, region, endpoint)", async () => {
    const made = client();
    expect(made.config.forcePathStyle).toBe(true);
    expect(await made.config.region()).toBe("us-east-1");
    expect((await made.config.endpoint?.())?.port).toBe(s3.port);
  });
});
