import { createServer, type Server, type Socket } from "node:net";
import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBrandKitError } from "../../brandkit/web.ts";
import { readConfig } from "../../brandkit/mod.ts";
import { createFakeProvider } from "../support/fake-provider.ts";
import { createApp } from "../../routes/app.ts";
import { createS3MediaStore, MEDIA_REFRESH_AFTER_MS } from "../../adapters/media-store-s3.ts";
import {
  IMMUTABLE_CACHE,
  MEDIA_TYPES,
  type MediaExtension,
  mediaIdOf,
  type MediaStore,
} from "../../brandkit/kept/media.ts";
import { s3ClientFrom, type S3ClientOptions } from "../../adapters/s3-client.ts";
import { startS3Server, type TestS3 } from "../support/s3-server.ts";
import { sharedAssets, testAdmission, testExactImage, testKeeper, testLimits } from "../support/test-app.ts";

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
    keeper: testKeeper(media),
    assets: await sharedAssets(),
    exactImage: testExactImage((bytes) => Promise.resolve(bytes)),
    admission: testAdmission(config),
    limits: testLimits(config),
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

/** True when the bucket has an object under `key`. */
async function exists(s3Client: S3Client, key: string): Promise<boolean> {
  try {
    await s3Client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** What the bucket's lifecycle rule does to an object under media/ once it is old enough. */
async function expireByLifecycle(s3Client: S3Client, id: string): Promise<void> {
  await s3Client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `media/${id}` }));
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
    ["an extension the store does not keep", `${"a".repeat(64)}.exe`],
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

describe("the S3 store and kept kits", () => {
  it.each(Object.keys(MEDIA_TYPES) as MediaExtension[])(
    "uploads a .%s file under its own id with its Content-Type and gives it back",
    async (extension) => {
      const s3Client = client();
      const store = storeOver(s3Client);
      const file = pngBytes(`a ${extension} file`);
      const id = await store.put(file, extension);
      expect(id).toBe(await mediaIdOf(file, extension));
      const head = await s3Client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `media/${id}` }));
      expect([head.ContentType, head.CacheControl]).toEqual([MEDIA_TYPES[extension], IMMUTABLE_CACHE]);
      expect(await store.get(id)).toEqual(file);
    },
  );

  it("refreshes an old file with the Content-Type of its own extension", async () => {
    const s3Client = client();
    const clock = { now: Date.now() };
    const store = storeOver(s3Client, () => clock.now);
    const file = pngBytes("an old calendar");
    const id = await store.put(file, "ics");
    // A day and a minute on: the server's LastModified is a moment after the clock was read (and in whole
    // seconds), so a day and 1 ms could still be within the day when a second begins in between.
    clock.now += MEDIA_REFRESH_AFTER_MS + 60_000;
    const sent = recordCommands(s3Client);
    expect(await store.put(file, "ics")).toBe(id);
    expect(sent).toEqual(["HeadObjectCommand", "CopyObjectCommand"]);
    const head = await s3Client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `media/${id}` }));
    expect(head.ContentType).toBe(MEDIA_TYPES.ics);
  });

  it("keep() copies each file to kept/ on the server, with its headers, and leaves media/ as it is", async () => {
    const s3Client = client();
    const store = storeOver(s3Client);
    const svg = await store.put(pngBytes("kept svg"), "svg");
    const png = await store.put(pngBytes("kept png"));
    const sent = recordCommands(s3Client);
    await store.keep([svg, png]);
    expect(sent.filter((name) => name === "CopyObjectCommand")).toHaveLength(2);
    expect(sent).not.toContain("PutObjectCommand");
    const head = await s3Client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `kept/${svg}` }));
    expect([head.ContentType, head.CacheControl]).toEqual([MEDIA_TYPES.svg, IMMUTABLE_CACHE]);
    expect(await exists(s3Client, `kept/${png}`)).toBe(true);
    expect(await exists(s3Client, `media/${svg}`)).toBe(true);
  });

  it("keep() copies a file once: kept again, it only checks that the copy is there", async () => {
    const s3Client = client();
    const store = storeOver(s3Client);
    const id = await store.put(pngBytes("kept twice"), "pdf");
    await store.keep([id]);
    const sent = recordCommands(s3Client);
    await store.keep([id, id]);
    expect(sent).toEqual(["HeadObjectCommand"]);
  });

  it("still serves a kept file after the lifecycle rule has expired it under media/", async () => {
    const s3Client = client();
    const store = storeOver(s3Client);
    const pdf = pngBytes("a kept pdf");
    const id = await store.put(pdf, "pdf");
    await store.keep([id]);
    await expireByLifecycle(s3Client, id);
    expect(await exists(s3Client, `media/${id}`)).toBe(false);
    expect(await store.get(id)).toEqual(pdf);
    const response = await (await appOver(store)).request(`/media/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(MEDIA_TYPES.pdf);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
  });

  it("loses an unkept file to the lifecycle rule, as before", async () => {
    const s3Client = client();
    const store = storeOver(s3Client);
    const id = await store.put(pngBytes("a preview"));
    await expireByLifecycle(s3Client, id);
    expect(await store.get(id)).toBeNull();
  });

  it("remove() deletes both the media/ object and the kept copy, and is fine with keys already gone", async () => {
    const s3Client = client();
    const store = storeOver(s3Client);
    const kept = await store.put(pngBytes("kept, then removed"), "svg");
    await store.keep([kept]);
    const unkept = await store.put(pngBytes("never kept, removed"));
    const expired = await store.put(pngBytes("expired, then removed"), "ics");
    await store.keep([expired]);
    await expireByLifecycle(s3Client, expired);
    const neverStored = await mediaIdOf(pngBytes("never stored"), "pdf");
    await store.remove([kept, unkept, expired, neverStored]);
    for (const id of [kept, unkept, expired]) {
      expect(await exists(s3Client, `media/${id}`)).toBe(false);
      expect(await exists(s3Client, `kept/${id}`)).toBe(false);
      expect(await store.get(id)).toBeNull();
    }
  });

  it("skips malformed ids in keep() and remove() without asking the store", async () => {
    const s3Client = client();
    const outside = "secrets.png";
    await s3Client.send(new PutObjectCommand({ Bucket: BUCKET, Key: outside, Body: pngBytes("not media") }));
    const sent = recordCommands(s3Client);
    const store = storeOver(s3Client);
    const malformed = ["../secrets.png", `${"A".repeat(64)}.png`, `${"a".repeat(64)}.exe`, ""];
    await store.keep(malformed);
    await store.remove(malformed);
    expect(sent).toEqual([]);
    expect(await exists(s3Client, outside)).toBe(true);
  });

  it("settled() waits for a keep in progress", async () => {
    const s3Client = client();
    const store = storeOver(s3Client);
    const id = await store.put(pngBytes("settling keep"), "svg");
    const keeping = store.keep([id]);
    await store.settled();
    expect(await exists(s3Client, `kept/${id}`)).toBe(true);
    await keeping;
  });

  it("fails keep() with INTERNAL naming the file when there is nothing under media/ to keep", async () => {
    const store = storeOver(client());
    const missing = await mediaIdOf(pngBytes("gone before it was kept"), "svg");
    const error = await rejectionOf(store.keep([missing]));
    expect(isBrandKitError(error, "INTERNAL")).toBe(true);
    expect((error as Error).message).toMatch(
      new RegExp(`^Could not keep s3://${BUCKET}/media/${missing} in the S3 store \\(`),
    );
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
    const keepError = await rejectionOf(store.keep([id]));
    expect((keepError as Error).message).toBe(
      `Could not check s3://${BUCKET}/kept/${id} in the S3 store (Error ECONNREFUSED)`,
    );
    const removeError = await rejectionOf(store.remove([id]));
    expect(isBrandKitError(removeError, "INTERNAL")).toBe(true);
    expect((removeError as Error).message).toBe(
      `Could not delete s3://${BUCKET}/media/${id} in the S3 store (Error ECONNREFUSED)`,
    );
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
