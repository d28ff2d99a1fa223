/**
 * The local platform's data, notifications and analytics services.
 */
import { Hono } from "hono";
import { errorBody, type PlatformEnv } from "./env.ts";
import type { PlatformState } from "./state.ts";

export function dataRoutes() {
  const app = new Hono<PlatformEnv>();
  app.post("/:project/extract-from-url", async (c) => {
    const { url, chunking, chunkSize } = await c.req.json();
    const text = `Text of ${url}`;
    if (!chunking) return c.json({ text });
    const size = chunkSize ?? 4;
    return c.json({ chunks: text.match(new RegExp(`.{1,${size}}`, "g")) });
  });
  app.post("/:project/extract-from-blob", async (c) => {
    const form = await c.req.formData();
    const file = form.get("file") as Blob;
    return c.json({ text: await file.text() });
  });
  app.post("/:project/scrape", async (c) => {
    const { url, formats } = await c.req.json();
    const result: Record<string, unknown> = {};
    for (const format of formats) {
      result[format] = format === "links"
        ? [`${url}/a`]
        : format === "metadata"
        ? { title: "Page" }
        : `${format} of ${url}`;
    }
    return c.json(result);
  });
  app.post("/:project/screenshot", (c) => c.json({ url: `${c.get("origin")}/files/shot.png` }));
  app.post("/:project/fetch", async (c) => {
    const body = await c.req.json();
    if (body.async) return c.json({ status: "triggered", id: "job_1" });
    return c.json({
      status: 200,
      headers: { "content-type": "text/plain" },
      body: `fetched ${body.url}`,
      durationMs: 5,
    });
  });
  app.post("/:project/search", async (c) => {
    const body = await c.req.json();
    return c.json({ organic_results: [{ title: `Result for ${body.q}` }], request: body });
  });
  return app;
}

export function notificationRoutes(state: PlatformState) {
  const app = new Hono<PlatformEnv>();
  app.post("/:project/email", async (c) => {
    const body = await c.req.json();
    if (String(body.to).includes("bounce@")) return c.json({ success: false, error: "mailbox unavailable" });
    if (String(body.to).includes("broken@")) {
      return c.json(errorBody("SMTP_DOWN", "mail server unreachable"), 502);
    }
    state.emails.push(body);
    return c.json({ success: true, messageId: state.next("mail_") });
  });
  return app;
}

export function analyticsRoutes(state: PlatformState) {
  const app = new Hono<PlatformEnv>();
  app.post("/:project/log", async (c) => {
    const { events } = await c.req.json();
    state.analyticsBatches.push({ events });
    return c.json({ success: true });
  });
  return app;
}
