import { afterEach, describe, expect, test } from "vitest";
import { createClient, memoryStorage } from "../../platform/mod.ts";
import { createLocalPlatform } from "./support/local-platform/app.ts";
import { type ServedPlatform, servePlatform } from "./support/serve.ts";
import { rejection, setup } from "./support/setup.ts";

describe("storage, in process", () => {
  test("upload sends file, path and options as multipart and answers the public URL", async () => {
    const { client, platform } = setup();
    const result = await client.storage.upload(new TextEncoder().encode("hello"), "notes/hello.txt", {
      contentType: "text/plain",
    });
    expect(result).toMatchObject({
      publicUrl: "http://platform.test/files/notes/hello.txt",
      size: 5,
      contentType: "text/plain",
    });
    expect(platform.state.files.get("notes/hello.txt")?.contentType).toBe("text/plain");
  });

  test("uploading to a taken path is FILE_EXISTS (409), unless upsert", async () => {
    const { client } = setup();
    await client.storage.upload(new Blob(["one"]), "a.txt");
    expect(await rejection(client.storage.upload(new Blob(["two"]), "a.txt"))).toMatchObject({
      kind: "storage",
      code: "FILE_EXISTS",
      status: 409,
      message: "File already exists",
    });
    await expect(client.storage.upload(new Blob(["two"]), "a.txt", { upsert: true })).resolves.toMatchObject({
      size: 3,
    });
  });

  test("download answers where the file is; a missing file is NOT_FOUND (404)", async () => {
    const { client, platform } = setup();
    await client.storage.upload(new Blob(["x"], { type: "image/png" }), "img/a.png");
    expect(await client.storage.download("img/a.png")).toMatchObject({
      downloadUrl: "http://platform.test/files/img/a.png",
      filename: "a.png",
      contentType: "image/png",
    });
    expect(platform.state.requests.at(-1)!.query).toBe("path=img%2Fa.png");
    expect(await rejection(client.storage.download("img/none.png"))).toMatchObject({
      kind: "storage",
      code: "NOT_FOUND",
      status: 404,
    });
  });

  test("remove deletes one path or many", async () => {
    const { client, platform } = setup();
    for (const path of ["a", "b", "c"]) await client.storage.upload(new Blob([path]), path);
    await client.storage.remove("a");
    await client.storage.remove(["b", "c"]);
    expect(platform.state.files.size).toBe(0);
    expect(platform.state.requestsTo("/remove", "DELETE").map((request) => request.body)).toEqual([
      { paths: ["a"] },
      { paths: ["b", "c"] },
    ]);
  });
});

describe("storage over a loopback port", () => {
  let served: ServedPlatform | undefined;
  afterEach(async () => {
    await served?.close();
    served = undefined;
  });

  test("a multipart upload crosses a real socket byte for byte, and the public URL serves it", async () => {
    const platform = createLocalPlatform();
    served = servePlatform(platform);
    const client = createClient({
      projectId: "proj_net",
      baseUrl: served.url,
      storage: memoryStorage(),
      browser: null,
    });
    const bytes = Uint8Array.from({ length: 256 * 1024 }, (_, index) => (index * 31) % 256);
    const result = await client.storage.upload(
      new Blob([bytes], { type: "application/octet-stream" }),
      "bin/data.bin",
    );
    expect(result.size).toBe(bytes.length);
    const fetched = new Uint8Array(await (await fetch(result.publicUrl)).arrayBuffer());
    expect(fetched).toEqual(bytes);
    client.dispose();
  });
});
