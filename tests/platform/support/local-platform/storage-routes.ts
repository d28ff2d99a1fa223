/**
 * The local platform's storage service: multipart upload (file and path, as the SDK sends them; `options` with
 * upsert as our client adds), download, remove, and the files themselves. Upload answers `{data: {publicUrl}}`
 * (or the older bare `{publicUrl}`, per `state.shapes.upload`).
 */
import { Hono } from "hono";
import { errorBody, type PlatformEnv } from "./env.ts";
import type { PlatformState } from "./state.ts";

export function storageRoutes(state: PlatformState) {
  const app = new Hono<PlatformEnv>();
  app.post("/:project/upload", async (c) => {
    const form = await c.req.formData();
    const file = form.get("file");
    const path = form.get("path");
    const options = JSON.parse(String(form.get("options") ?? "{}"));
    if (!(file instanceof Blob) || typeof path !== "string" || !path) {
      return c.json(errorBody("VALIDATION_ERROR", "file and path are required"), 400);
    }
    if (state.files.has(path) && !options.upsert) {
      return c.json(errorBody("FILE_EXISTS", "File already exists"), 409);
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const contentType = file.type || "application/octet-stream";
    state.files.set(path, { bytes, contentType });
    const uploaded = {
      publicUrl: `${c.get("origin")}/files/${path}`,
      path,
      size: bytes.byteLength,
      contentType,
    };
    return c.json(state.shapes.upload === "data" ? { data: uploaded } : uploaded);
  });
  app.get("/:project/download", (c) => {
    const path = c.req.query("path") ?? "";
    const file = state.files.get(path);
    if (!file) return c.json(errorBody("NOT_FOUND", `No file at ${path}`), 404);
    return c.json({
      downloadUrl: `${c.get("origin")}/files/${path}`,
      filename: path.split("/").pop(),
      contentType: file.contentType,
      size: file.bytes.byteLength,
    });
  });
  app.delete("/:project/remove", async (c) => {
    const { paths } = await c.req.json();
    for (const path of paths) state.files.delete(path);
    return c.json({ success: true });
  });
  return app;
}

/** GET /files/<path>: the stored bytes. */
export function fileRoutes(state: PlatformState) {
  const app = new Hono<PlatformEnv>();
  app.get("/*", (c) => {
    const path = decodeURIComponent(c.req.path.replace(/^\/files\//, ""));
    const file = state.files.get(path);
    if (!file) return c.json(errorBody("NOT_FOUND", "no such file"), 404);
    return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
      headers: { "Content-Type": file.contentType },
    });
  });
  return app;
}
