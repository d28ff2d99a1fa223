import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KitArchiveFile } from "../../brandkit/web.ts";
import { createS3Sink } from "../../adapters/kit-sink-s3.ts";
import { s3ClientFrom } from "../../adapters/s3-client.ts";
import { startS3Server, type TestS3 } from "../support/s3-server.ts";

const BUCKET = "brandkit-batches";

let s3: TestS3;
let client: S3Client;

beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  client = s3ClientFrom(s3.config);
});

afterAll(async () => {
  client?.destroy();
  await s3?.stop();
});

/** A prefix of the test's own, so tests sharing the bucket never see each other's folders. */
function freshPrefix(): string {
  return `runs/${crypto.randomUUID()}`;
}

/** A kit folder's files, kit.json (the marker) last. */
function kitFiles(label: string): KitArchiveFile[] {
  return [
    { name: "square.png", data: new TextEncoder().encode(`png ${label}`) },
    { name: "brand-guide.md", data: `# ${label}` },
    { name: "kit.json", data: JSON.stringify({ label }) },
  ];
}

/** The keys of the objects `s3Client` puts, in order. */
function recordPuts(s3Client: S3Client): string[] {
  const keys: string[] = [];
  s3Client.middlewareStack.add((next, context) => (args) => {
    if (context.commandName === "PutObjectCommand") keys.push(String((args.input as { Key: string }).Key));
    return next(args);
  }, { step: "initialize" });
  return keys;
}

async function text(key: string): Promise<string> {
  const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return await object.Body!.transformToString();
}

describe("createS3Sink()", () => {
  it("writes every file of a folder under the prefix, the marker last", async () => {
    const prefix = freshPrefix();
    const recording = s3ClientFrom(s3.config);
    const puts = recordPuts(recording);
    const sink = createS3Sink({ client: recording, bucket: BUCKET, prefix });
    expect(await sink.writeFolder("001-neon-nights", kitFiles("neon"))).toBe(true);
    expect(puts).toEqual([
      `${prefix}/001-neon-nights/square.png`,
      `${prefix}/001-neon-nights/brand-guide.md`,
      `${prefix}/001-neon-nights/kit.json`,
    ]);
    expect(await text(`${prefix}/001-neon-nights/brand-guide.md`)).toBe("# neon");
    recording.destroy();
  });

  it("labels the objects with their content types", async () => {
    const prefix = freshPrefix();
    await createS3Sink({ client, bucket: BUCKET, prefix }).writeFolder("001-types", kitFiles("types"));
    const typeOf = async (file: string) =>
      (await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `${prefix}/001-types/${file}` })))
        .ContentType;
    expect([await typeOf("square.png"), await typeOf("brand-guide.md"), await typeOf("kit.json")]).toEqual([
      "image/png",
      "text/markdown; charset=utf-8",
      "application/json",
    ]);
  });

  it("scan() finds a written folder complete under its row number", async () => {
    const sink = createS3Sink({ client, bucket: BUCKET, prefix: freshPrefix() });
    await sink.writeFolder("007-neon-nights", kitFiles("seven"));
    await sink.writeFolder("012-jazz-brunch", kitFiles("twelve"));
    expect(await sink.scan()).toEqual(
      new Map([
        [7, { name: "007-neon-nights", complete: true }],
        [12, { name: "012-jazz-brunch", complete: true }],
      ]),
    );
  });

  it("never writes a complete folder twice: the second write returns false and changes nothing", async () => {
    const prefix = freshPrefix();
    await createS3Sink({ client, bucket: BUCKET, prefix }).writeFolder("003-gala", kitFiles("first"));
    const recording = s3ClientFrom(s3.config);
    const puts = recordPuts(recording);
    const again = createS3Sink({ client: recording, bucket: BUCKET, prefix });
    expect(await again.writeFolder("003-gala", kitFiles("second"))).toBe(false);
    expect(puts).toEqual([]);
    expect(await text(`${prefix}/003-gala/kit.json`)).toBe(JSON.stringify({ label: "first" }));
    recording.destroy();
  });

  it("treats a folder without its marker (a killed worker's) as not complete, and rewrites it whole", async () => {
    const prefix = freshPrefix();
    await client.send(
      new PutObjectCommand({ Bucket: BUCKET, Key: `${prefix}/004-half/square.png`, Body: "half" }),
    );
    const sink = createS3Sink({ client, bucket: BUCKET, prefix });
    expect(await sink.scan()).toEqual(new Map([[4, { name: "004-half", complete: false }]]));
    expect(await sink.writeFolder("004-half", kitFiles("whole"))).toBe(true);
    expect(await text(`${prefix}/004-half/square.png`)).toBe("png whole");
    expect(await sink.scan()).toEqual(new Map([[4, { name: "004-half", complete: true }]]));
  });

  it("scan() prefers a row's complete folder, and ignores other names, deeper keys and top-level files", async () => {
    const prefix = freshPrefix();
    const sink = createS3Sink({ client, bucket: BUCKET, prefix });
    const put = (key: string) =>
      client.send(new PutObjectCommand({ Bucket: BUCKET, Key: `${prefix}/${key}`, Body: "x" }));
    await put("005-old-name/square.png");
    await sink.writeFolder("005-new-name", kitFiles("five"));
    await put("notes/kit.json");
    await put("006-deep/nested/kit.json");
    await sink.writeFile("summary.json", "{}");
    expect(await sink.scan()).toEqual(
      new Map([
        [5, { name: "005-new-name", complete: true }],
        [6, { name: "006-deep", complete: false }],
      ]),
    );
  });

  it("sees only its own prefix, not a longer prefix that starts the same", async () => {
    const prefix = freshPrefix();
    await createS3Sink({ client, bucket: BUCKET, prefix: `${prefix}-other` }).writeFolder(
      "001-elsewhere",
      kitFiles("elsewhere"),
    );
    expect(await createS3Sink({ client, bucket: BUCKET, prefix }).scan()).toEqual(new Map());
  });

  it("writes summary.json at the top of the prefix", async () => {
    const prefix = freshPrefix();
    await createS3Sink({ client, bucket: BUCKET, prefix }).writeFile("summary.json", '{"done":3}');
    expect(await text(`${prefix}/summary.json`)).toBe('{"done":3}');
  });

  it.each([
    ["a plain prefix", "runs/june", "s3://brandkit-batches/runs/june/"],
    ["slashes at either end", "/runs/june/", "s3://brandkit-batches/runs/june/"],
    ["no prefix (the bucket's top)", "", "s3://brandkit-batches/"],
  ])("names its location for messages, given %s", (_case, prefix, location) => {
    expect(createS3Sink({ client, bucket: BUCKET, prefix }).location).toBe(location);
  });

  it("fails with INTERNAL naming the bucket and prefix when the store cannot be reached", async () => {
    const down = s3ClientFrom(
      { ...s3.config, S3_ENDPOINT: "http://127.0.0.1:9" },
      { maxAttempts: 1, connectTimeoutMs: 500, requestTimeoutMs: 500 },
    );
    const sink = createS3Sink({ client: down, bucket: BUCKET, prefix: "runs/june" });
    await expect(sink.scan()).rejects.toThrow(
      "Could not list s3://brandkit-batches/runs/june/ in the S3 store (Error ECONNREFUSED)",
    );
    await expect(sink.writeFolder("001-x", kitFiles("x"))).rejects.toThrow(
      "Could not check s3://brandkit-batches/runs/june/001-x/kit.json in the S3 store (Error ECONNREFUSED)",
    );
    down.destroy();
  });
});
