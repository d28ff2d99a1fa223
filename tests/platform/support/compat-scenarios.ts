/**
 * The calls of docs/behaviour.md#platform-services that the platform's published SDK makes, each as one
 * scenario run twice: once by the SDK itself (proving the local platform speaks the real wire) and once by
 * our client (proving it speaks the same). Both runs must send the request `wire` describes and produce a
 * result that passes `expectResult`.
 */
import { expect } from "vitest";
import type { PlatformClient } from "../../../platform/mod.ts";
import { COMPAT_EMAIL, COMPAT_PASSWORD, type CompatEnv } from "./compat-env.ts";
import { eventually } from "./fake-time.ts";
import type { LocalPlatform, LocalPlatformOptions } from "./local-platform/app.ts";
import { PNG_BYTES } from "./local-platform/ai-routes.ts";
import type { SdkClient } from "./sdk-client.ts";

export type Wire = {
  method: string;
  /** The path after the project (or /api/auth). */
  path: string;
  /** Fields the JSON body must have. */
  body?: Record<string, unknown>;
  /** Query parameters the request must carry. */
  query?: Record<string, string>;
  headers?: Record<string, string | RegExp>;
};

export type Scenario = {
  call: string;
  platform?: LocalPlatformOptions;
  signedIn?: boolean;
  arrange?(platform: LocalPlatform): void;
  sdk(blink: SdkClient, env: CompatEnv): Promise<unknown>;
  ours(client: PlatformClient, env: CompatEnv): Promise<unknown>;
  /** The request both clients must send (the last one to that path). */
  wire?: Wire;
  /** Websocket frames the server must receive, in order (fields they must have). */
  frames?: Record<string, unknown>[];
  expectResult(result: any, env: CompatEnv): void;
};

const SCHEMA = {
  type: "object",
  properties: { headline: { type: "string" }, count: { type: "number" } },
  required: ["headline", "count"],
};
const OBJECT = { headline: "Summer Gala ✨", count: 3 };
const pngBlob = () => new Blob([PNG_BYTES as Uint8Array<ArrayBuffer>], { type: "image/png" });
const seedEvents = (platform: LocalPlatform) =>
  platform.state.tables.set("events", [
    { id: "e1", city: "Lisbon", n: 1 },
    { id: "e2", city: "Lisbon", n: 2 },
    { id: "e3", city: "Porto", n: 3 },
  ]);
const ofUser = (result: any) => expect(result).toMatchObject({ email: COMPAT_EMAIL });

export const SCENARIOS: Scenario[] = [
  // Auth
  {
    call: "POST /api/auth/signup",
    sdk: (blink) => blink.auth.signUp({ email: "new@example.com", password: "long enough" }),
    ours: (client) => client.auth.signUp({ email: "new@example.com", password: "long enough" }),
    wire: { method: "POST", path: "/signup", body: { email: "new@example.com", projectId: "proj_local" } },
    expectResult: (user) => expect(user).toMatchObject({ email: "new@example.com" }),
  },
  {
    call: "POST /api/auth/signin/email",
    sdk: (blink) => blink.auth.signInWithEmail(COMPAT_EMAIL, COMPAT_PASSWORD),
    ours: (client) => client.auth.signInWithEmail(COMPAT_EMAIL, COMPAT_PASSWORD),
    wire: {
      method: "POST",
      path: "/signin/email",
      body: { email: COMPAT_EMAIL, password: COMPAT_PASSWORD, projectId: "proj_local" },
    },
    expectResult: ofUser,
  },
  {
    call: "GET /api/auth/me (for a token obtained elsewhere)",
    sdk: async (blink, env) => {
      await blink.auth.setToken(env.platform.state.issueTokens(env.user.id).access_token);
      return blink.auth.currentUser();
    },
    ours: async (client, env) => {
      await client.auth.setSession({
        access_token: env.platform.state.issueTokens(env.user.id).access_token,
      });
      return client.auth.me();
    },
    wire: { method: "GET", path: "/me", headers: { authorization: /^Bearer at_/ } },
    expectResult: ofUser,
  },
  {
    call: "PATCH /api/auth/me",
    signedIn: true,
    sdk: (blink) => blink.auth.updateMe({ displayName: "Ada L." }),
    ours: (client) => client.auth.updateMe({ displayName: "Ada L." }),
    wire: { method: "PATCH", path: "/me", body: { displayName: "Ada L." } },
    expectResult: (user) => expect(user).toMatchObject({ displayName: "Ada L." }),
  },
  {
    call: "POST /api/auth/refresh (an access token inside the 30 s margin)",
    platform: { accessLifetimeS: 20 },
    signedIn: true,
    sdk: (blink) => blink.auth.getValidToken(),
    ours: async (client) => (await client.auth.refresh(), client.auth.isAuthenticated()),
    wire: { method: "POST", path: "/refresh", body: { refresh_token: expect.stringMatching(/^rt_/) } },
    expectResult: (result, env) => {
      expect(result).toBeTruthy();
      expect(env.platform.state.refreshCalls).toBe(1);
    },
  },
  {
    call: "POST /api/auth/password/reset",
    sdk: (blink) => blink.auth.sendPasswordResetEmail(COMPAT_EMAIL, { redirectUrl: "https://app.example/r" }),
    ours: (client) =>
      client.auth.sendPasswordResetEmail(COMPAT_EMAIL, { redirectUrl: "https://app.example/r" }),
    wire: {
      method: "POST",
      path: "/password/reset",
      body: { email: COMPAT_EMAIL, projectId: "proj_local", redirectUrl: "https://app.example/r" },
    },
    expectResult: () => {},
  },
  {
    call: "POST /api/auth/password/reset/generate",
    sdk: (blink) => blink.auth.generatePasswordResetToken(COMPAT_EMAIL),
    ours: (client) => client.auth.generatePasswordResetToken(COMPAT_EMAIL),
    wire: {
      method: "POST",
      path: "/password/reset/generate",
      body: { email: COMPAT_EMAIL, projectId: "proj_local" },
    },
    expectResult: (answer) => expect(answer).toMatchObject({ token: expect.stringMatching(/^reset_/) }),
  },
  {
    call: "POST /api/auth/password/reset/confirm",
    sdk: (blink) => blink.auth.confirmPasswordReset("reset_1", "brand new pass"),
    ours: (client) => client.auth.confirmPasswordReset("reset_1", "brand new pass"),
    wire: {
      method: "POST",
      path: "/password/reset/confirm",
      body: { token: "reset_1", password: "brand new pass", projectId: "proj_local" },
    },
    expectResult: () => {},
  },
  {
    call: "POST /api/auth/password/change",
    signedIn: true,
    sdk: (blink) => blink.auth.changePassword(COMPAT_PASSWORD, "battery staple"),
    ours: (client) => client.auth.changePassword(COMPAT_PASSWORD, "battery staple"),
    wire: {
      method: "POST",
      path: "/password/change",
      body: { oldPassword: COMPAT_PASSWORD, newPassword: "battery staple" },
    },
    expectResult: (_, env) => expect(env.user.password).toBe("battery staple"),
  },
  {
    call: "POST /api/auth/email/verify/generate",
    signedIn: true,
    sdk: (blink) => blink.auth.generateEmailVerificationToken(),
    ours: (client) => client.auth.generateEmailVerificationToken(),
    wire: { method: "POST", path: "/email/verify/generate", headers: { authorization: /^Bearer at_/ } },
    expectResult: (answer) => expect(answer).toMatchObject({ token: expect.stringMatching(/^verify_/) }),
  },
  {
    call: "POST /api/auth/email/verify/send",
    signedIn: true,
    sdk: (blink) => blink.auth.sendEmailVerification(),
    ours: (client) => client.auth.sendEmailVerification(),
    wire: { method: "POST", path: "/email/verify/send", headers: { authorization: /^Bearer at_/ } },
    expectResult: () => {},
  },
  {
    call: "POST /api/auth/email/verify",
    sdk: (blink) => blink.auth.verifyEmail("verify_1"),
    ours: (client) => client.auth.verifyEmail("verify_1"),
    wire: { method: "POST", path: "/email/verify", body: { token: "verify_1", projectId: "proj_local" } },
    expectResult: () => {},
  },
  {
    call: "POST /api/auth/signin/magic",
    sdk: (blink) => blink.auth.sendMagicLink(COMPAT_EMAIL, { redirectUrl: "https://app.example/in" }),
    ours: (client) => client.auth.sendMagicLink(COMPAT_EMAIL, { redirectUrl: "https://app.example/in" }),
    wire: {
      method: "POST",
      path: "/signin/magic",
      body: { email: COMPAT_EMAIL, projectId: "proj_local", redirectUrl: "https://app.example/in" },
    },
    expectResult: () => {},
  },
  {
    call: "POST /api/auth/signin/magic/generate",
    sdk: (blink) => blink.auth.generateMagicLinkToken(COMPAT_EMAIL),
    ours: (client) => client.auth.generateMagicLinkToken(COMPAT_EMAIL),
    wire: {
      method: "POST",
      path: "/signin/magic/generate",
      body: { email: COMPAT_EMAIL, projectId: "proj_local" },
    },
    expectResult: (answer) => expect(answer).toMatchObject({ token: expect.stringMatching(/^magic_/) }),
  },
  {
    call: "POST /api/auth/signin/magic/verify",
    sdk: (blink) => blink.auth.verifyMagicLink("magic_1"),
    ours: (client) => client.auth.verifyMagicLink("magic_1"),
    wire: {
      method: "POST",
      path: "/signin/magic/verify",
      body: { token: "magic_1", projectId: "proj_local" },
    },
    expectResult: ofUser,
  },
  {
    call: "GET /api/auth/providers?projectId",
    platform: { providers: ["email", "github"] },
    sdk: (blink) => blink.auth.getAvailableProviders(),
    ours: (client) => client.auth.providers(),
    wire: { method: "GET", path: "/providers", query: { projectId: "proj_local" } },
    expectResult: (providers) => expect(providers).toEqual(["email", "github"]),
  },
  {
    call: "GET /api/auth/providers failing with 503 (defaults to email and google)",
    arrange: (platform) => platform.faults.fail({ path: "/api/auth/providers", status: 503 }),
    sdk: (blink) => blink.auth.getAvailableProviders(),
    ours: (client) => client.auth.providers(),
    wire: { method: "GET", path: "/providers" },
    expectResult: (providers) => expect(providers).toEqual(["email", "google"]),
  },
  // Database
  {
    call: "POST /api/db/{projectId}/rest/v1/{table} (insert)",
    sdk: (blink) => blink.db.table("events").create({ id: "e1", city: "Lisbon" }),
    ours: async (client) => (await client.db.table("events").insert({ id: "e1", city: "Lisbon" }))[0],
    wire: {
      method: "POST",
      path: "/rest/v1/events",
      body: { id: "e1", city: "Lisbon" },
      headers: { prefer: /return=representation/ },
    },
    expectResult: (row) => expect(row).toEqual({ id: "e1", city: "Lisbon" }),
  },
  {
    call: "GET /api/db/{projectId}/rest/v1/{table} with filters, select, order, limit and offset",
    arrange: seedEvents,
    sdk: (blink) =>
      blink.db.table("events").list({
        where: { city: "Lisbon" },
        select: ["id", "n"],
        orderBy: { n: "desc" },
        limit: 1,
        offset: 1,
      }),
    ours: async (client) =>
      (await client.db.table("events").select(["id", "n"]).eq("city", "Lisbon").order("n", {
        ascending: false,
      })
        .limit(1).offset(1).list()).rows,
    wire: {
      method: "GET",
      path: "/rest/v1/events",
      query: { select: "id,n", city: "eq.Lisbon", order: "n.desc", limit: "1", offset: "1" },
    },
    expectResult: (rows) => expect(rows).toEqual([{ id: "e1", n: 1 }]),
  },
  {
    call: "GET /api/db/{projectId}/rest/v1/{table} counting (Prefer count=exact)",
    arrange: seedEvents,
    sdk: (blink) => blink.db.table("events").count({ where: { city: "Lisbon" } }),
    ours: async (client) => (await client.db.table("events").eq("city", "Lisbon").count().list()).count,
    wire: {
      method: "GET",
      path: "/rest/v1/events",
      query: { city: "eq.Lisbon" },
      headers: { prefer: /count=exact/ },
    },
    expectResult: (count) => expect(count).toBe(2),
  },
  {
    call: "PATCH /api/db/{projectId}/rest/v1/{table}",
    arrange: seedEvents,
    sdk: (blink) => blink.db.table("events").update("e3", { city: "Faro" }),
    ours: async (client) => (await client.db.table("events").eq("id", "e3").update({ city: "Faro" }))[0],
    wire: { method: "PATCH", path: "/rest/v1/events", query: { id: "eq.e3" }, body: { city: "Faro" } },
    expectResult: (row) => expect(row).toEqual({ id: "e3", city: "Faro", n: 3 }),
  },
  {
    call: "DELETE /api/db/{projectId}/rest/v1/{table}",
    arrange: seedEvents,
    sdk: (blink) => blink.db.table("events").delete("e2"),
    ours: (client) => client.db.table("events").eq("id", "e2").delete(),
    wire: { method: "DELETE", path: "/rest/v1/events", query: { id: "eq.e2" } },
    expectResult: (_, env) =>
      expect(env.platform.state.tables.get("events")!.map((row) => row.id)).toEqual(["e1", "e3"]),
  },
  {
    call: "POST /api/db/{projectId}/rest/v1/{table}?on_conflict (upsert on a named column)",
    arrange: (platform) => platform.state.tables.set("members", [{ id: "m1", email: "a@example.com", n: 1 }]),
    sdk: (blink) =>
      blink.db.table("members").upsert({ id: "m2", email: "a@example.com", n: 2 }, { onConflict: "email" }),
    ours: async (client) =>
      (await client.db.table("members").insert({ id: "m2", email: "a@example.com", n: 2 }, {
        upsert: true,
        onConflict: "email",
      }))[0],
    wire: { method: "POST", path: "/rest/v1/members", query: { on_conflict: "email" } },
    expectResult: (_, env) =>
      expect(env.platform.state.tables.get("members")).toEqual([{ id: "m2", email: "a@example.com", n: 2 }]),
  },
  {
    call: "POST /api/db/{projectId}/sql {query, params}",
    sdk: (blink) => blink.db.sql("SELECT * FROM events WHERE city = ?", ["Lisbon"]),
    ours: (client) => client.db.sql("SELECT * FROM events WHERE city = ?", ["Lisbon"]),
    wire: {
      method: "POST",
      path: "/sql",
      body: { query: "SELECT * FROM events WHERE city = ?", params: ["Lisbon"] },
    },
    expectResult: (result) => expect(result).toMatchObject({ rowCount: 1 }),
  },
  {
    call: "POST /api/db/{projectId}/batch {statements, mode}",
    sdk: (blink) => blink.db.batch([{ sql: "SELECT ?", args: [1] }, { sql: "DELETE FROM a" }], "read"),
    ours: (client) => client.db.batch([{ sql: "SELECT ?", args: [1] }, { sql: "DELETE FROM a" }], "read"),
    wire: {
      method: "POST",
      path: "/batch",
      body: {
        statements: [{ sql: "SELECT ?", args: [1] }, expect.objectContaining({ sql: "DELETE FROM a" })],
        mode: "read",
      },
    },
    expectResult: (result) =>
      expect(result.results.map((entry: any) => entry.rows)).toEqual([[{ sql: "SELECT ?", args: [1] }], []]),
  },
  // Storage
  ...(["data", "bare"] as const).map((shape): Scenario => ({
    call: `POST /api/storage/{projectId}/upload (multipart; answered ${
      shape === "data" ? "{data: {publicUrl}}" : "{publicUrl}"
    })`,
    arrange: (platform) => void (platform.state.shapes.upload = shape),
    sdk: (blink) => blink.storage.upload(pngBlob(), "brand/logo.png"),
    ours: (client) => client.storage.upload(pngBlob(), "brand/logo.png"),
    wire: { method: "POST", path: "/upload", headers: { "content-type": /^multipart\/form-data/ } },
    expectResult: (answer, env) => {
      expect(answer.publicUrl).toBe(`${env.served.url}/files/brand/logo.png`);
      expect(env.platform.state.files.get("brand/logo.png")?.bytes).toEqual(PNG_BYTES);
    },
  })),
  {
    call: "GET /api/storage/{projectId}/download?path",
    arrange: (platform) =>
      platform.state.files.set("brand/logo.png", { bytes: PNG_BYTES, contentType: "image/png" }),
    sdk: (blink) => blink.storage.download("brand/logo.png"),
    ours: (client) => client.storage.download("brand/logo.png"),
    wire: { method: "GET", path: "/download", query: { path: "brand/logo.png" } },
    expectResult: (answer, env) =>
      expect(answer).toMatchObject({
        downloadUrl: `${env.served.url}/files/brand/logo.png`,
        filename: "logo.png",
      }),
  },
  {
    call: "DELETE /api/storage/{projectId}/remove {paths}",
    arrange: (platform) => platform.state.files.set("a.png", { bytes: PNG_BYTES, contentType: "image/png" }),
    sdk: (blink) => blink.storage.remove("a.png", "b.png"),
    ours: (client) => client.storage.remove(["a.png", "b.png"]),
    wire: { method: "DELETE", path: "/remove", body: { paths: ["a.png", "b.png"] } },
    expectResult: (_, env) => expect(env.platform.state.files.has("a.png")).toBe(false),
  },
  // AI
  {
    call: "POST /api/ai/{projectId}/text (generateText)",
    sdk: (blink) => blink.ai.generateText({ prompt: "Say hi", temperature: 0.2 }),
    ours: (client) => client.ai.generateText({ prompt: "Say hi", temperature: 0.2 }),
    wire: { method: "POST", path: "/text", body: { prompt: "Say hi", temperature: 0.2 } },
    expectResult: (result) =>
      expect(result).toMatchObject({ text: "Echo: Say hi — ünïcödé ✨", finishReason: "stop" }),
  },
  {
    call: "POST /api/ai/{projectId}/text streaming (streamText: AI SDK v5 events)",
    sdk: async (blink) => {
      const chunks: string[] = [];
      const result = await blink.ai.streamText({ prompt: "Stream me" }, (chunk) => chunks.push(chunk));
      return { text: result.text, chunks };
    },
    ours: async (client) => {
      const chunks: string[] = [];
      const result = await client.ai.streamText({ prompt: "Stream me" }, (chunk) => chunks.push(chunk));
      return { text: result.text, chunks };
    },
    wire: { method: "POST", path: "/text", body: { prompt: "Stream me", stream: true } },
    expectResult: (result) =>
      expect(result).toEqual({
        text: "Echo: Stream me — ünïcödé ✨",
        chunks: ["Echo: ", "Stream ", "me ", "— ", "ünïcödé ", "✨"],
      }),
  },
  {
    call: "POST /api/ai/{projectId}/object (generateObject with a JSON schema)",
    arrange: (platform) => platform.state.objectAnswers.push(OBJECT),
    sdk: (blink) => blink.ai.generateObject({ prompt: "A kit", schema: SCHEMA }),
    ours: (client) => client.ai.generateObject({ prompt: "A kit", schema: SCHEMA }),
    wire: { method: "POST", path: "/object", body: { prompt: "A kit", schema: SCHEMA } },
    expectResult: (result) => expect(result).toMatchObject({ object: OBJECT }),
  },
  {
    call: "POST /api/ai/{projectId}/object streaming (streamObject: plain JSON text)",
    arrange: (platform) => platform.state.objectAnswers.push(OBJECT),
    sdk: (blink) => blink.ai.streamObject({ prompt: "A kit", schema: SCHEMA }, () => {}),
    ours: (client) => client.ai.streamObject({ prompt: "A kit", schema: SCHEMA }, () => {}),
    wire: { method: "POST", path: "/object", body: { prompt: "A kit", schema: SCHEMA, stream: true } },
    expectResult: (result) => expect(result.object).toEqual(OBJECT),
  },
  ...(["result", "bare"] as const).map((shape): Scenario => ({
    call: `POST /api/ai/{projectId}/image (generateImage; answered ${
      shape === "result" ? "{result: {data}}" : "{data}"
    })`,
    arrange: (platform) => void (platform.state.shapes.image = shape),
    sdk: (blink) => blink.ai.generateImage({ prompt: "poster", n: 1, size: "1080x1350" }),
    ours: (client) => client.ai.generateImage({ prompt: "poster", n: 1, size: "1080x1350" }),
    wire: { method: "POST", path: "/image", body: { prompt: "poster", n: 1, size: "1080x1350" } },
    expectResult: (result, env) =>
      expect(result.data[0].url).toMatch(new RegExp(`^${env.served.url}/files/generated/image_\\d+\\.png$`)),
  })),
  {
    call: "POST /api/ai/{projectId}/image with images (modifyImage)",
    sdk: (blink) => blink.ai.modifyImage({ images: ["https://cdn.example/a.png"], prompt: "brighter" }),
    ours: (client) => client.ai.modifyImage({ images: ["https://cdn.example/a.png"], prompt: "brighter" }),
    wire: {
      method: "POST",
      path: "/image",
      body: { images: ["https://cdn.example/a.png"], prompt: "brighter" },
    },
    expectResult: (result) => expect(result.data).toHaveLength(1),
  },
  ...(["bare", "result"] as const).map((shape): Scenario => ({
    call: `POST /api/ai/{projectId}/speech (generateSpeech; answered ${
      shape === "result" ? "{result}" : "bare"
    })`,
    arrange: (platform) => void (platform.state.shapes.speech = shape),
    sdk: (blink) => blink.ai.generateSpeech({ text: "Hello", voice: "nova", response_format: "wav" }),
    ours: (client) => client.ai.generateSpeech({ text: "Hello", voice: "nova", response_format: "wav" }),
    wire: { method: "POST", path: "/speech", body: { text: "Hello", voice: "nova", response_format: "wav" } },
    expectResult: (result, env) =>
      expect(result).toEqual({
        url: `${env.served.url}/files/speech.wav`,
        voice: "nova",
        format: "wav",
        mimeType: "audio/wav",
      }),
  })),
  ...(["bare", "result"] as const).map((shape): Scenario => ({
    call: `POST /api/ai/{projectId}/transcribe (transcribeAudio; answered ${
      shape === "result" ? "{result}" : "bare"
    })`,
    arrange: (platform) => void (platform.state.shapes.transcription = shape),
    sdk: (blink) => blink.ai.transcribeAudio({ audio: "AQID", language: "en" }),
    ours: (client) => client.ai.transcribeAudio({ audio: "AQID", language: "en" }),
    wire: { method: "POST", path: "/transcribe", body: { audio: "AQID", language: "en" } },
    expectResult: (result) =>
      expect(result).toMatchObject({
        text: "heard 4 base64 characters",
        transcript: "heard 4 base64 characters",
      }),
  })),
  // Data
  {
    call: "POST /api/data/{projectId}/extract-from-url",
    sdk: (blink) => blink.data.extractFromUrl("https://example.com/a"),
    ours: async (client) => (await client.data.extractFromUrl("https://example.com/a")).text,
    wire: { method: "POST", path: "/extract-from-url", body: { url: "https://example.com/a" } },
    expectResult: (text) => expect(text).toBe("Text of https://example.com/a"),
  },
  {
    call: "POST /api/data/{projectId}/scrape (all five formats)",
    sdk: (blink) => blink.data.scrape("https://example.com"),
    ours: (client) =>
      client.data.scrape("https://example.com", {
        formats: ["markdown", "html", "links", "extract", "metadata"],
      }),
    wire: {
      method: "POST",
      path: "/scrape",
      body: { url: "https://example.com", formats: ["markdown", "html", "links", "extract", "metadata"] },
    },
    expectResult: (result) =>
      expect(result).toMatchObject({
        markdown: "markdown of https://example.com",
        links: ["https://example.com/a"],
      }),
  },
  {
    call: "POST /api/data/{projectId}/screenshot",
    sdk: (blink) => blink.data.screenshot("https://example.com"),
    ours: (client) => client.data.screenshot("https://example.com"),
    wire: { method: "POST", path: "/screenshot", body: { url: "https://example.com" } },
    expectResult: (url, env) => expect(url).toBe(`${env.served.url}/files/shot.png`),
  },
  {
    call: "POST /api/data/{projectId}/fetch",
    sdk: (blink) => blink.data.fetch({ url: "https://api.example/x", method: "GET" }),
    ours: (client) => client.data.fetch({ url: "https://api.example/x", method: "GET" }),
    wire: { method: "POST", path: "/fetch", body: { url: "https://api.example/x", method: "GET" } },
    expectResult: (result) =>
      expect(result).toMatchObject({ status: 200, headers: { "content-type": "text/plain" } }),
  },
  {
    call: "POST /api/data/{projectId}/fetch async",
    sdk: (blink) => blink.data.fetchAsync({ url: "https://api.example/x" }),
    ours: (client) => client.data.fetchAsync({ url: "https://api.example/x" }),
    wire: { method: "POST", path: "/fetch", body: { url: "https://api.example/x", async: true } },
    expectResult: (result) => expect(result).toMatchObject({ status: "triggered" }),
  },
  {
    call: "POST /api/data/{projectId}/search",
    sdk: (blink) => blink.data.search("galas", { type: "news", limit: 5, location: "Lisbon" }),
    ours: (client) => client.data.search("galas", { type: "news", num: 5, location: "Lisbon" }),
    wire: {
      method: "POST",
      path: "/search",
      body: { q: "galas", location: "Lisbon", hl: "en", tbm: "nws", num: 5 },
    },
    expectResult: (result) =>
      expect(result).toMatchObject({ organic_results: [{ title: "Result for galas" }] }),
  },
  // Realtime
  {
    call: "GET /api/realtime/{projectId}/presence?channel",
    arrange: (platform) =>
      platform.hub.presence.set("lobby", new Map([["u1", { userId: "u1", joinedAt: 1, lastSeen: 2 }]])),
    sdk: (blink) => blink.realtime.presence("lobby"),
    ours: (client) => client.realtime.presence("lobby"),
    wire: { method: "GET", path: "/presence", query: { channel: "lobby" } },
    expectResult: (users) => expect(users).toEqual([{ userId: "u1", joinedAt: 1, lastSeen: 2 }]),
  },
  {
    call: "GET /api/realtime/{projectId}/messages (channel, limit, start, end)",
    arrange: (platform) => {
      for (const index of [0, 1, 2]) platform.hub.store("news", { type: "post", data: { index } });
    },
    sdk: (blink) => blink.realtime.channel("news").getMessages({ limit: 2 }),
    ours: (client) => client.realtime.channel("news").getMessages({ limit: 2, start: "-", end: "+" }),
    wire: { method: "GET", path: "/messages", query: { channel: "news", limit: "2", start: "-", end: "+" } },
    expectResult: (messages) =>
      expect(messages.map((message: any) => message.data)).toEqual([{ index: 0 }, { index: 1 }]),
  },
  {
    call: "websocket: subscribe, publish (acked by channel), delivered message, unsubscribe",
    sdk: async (blink) => {
      const seen: any[] = [];
      const stop = await blink.realtime.subscribe("lobby", (message) => seen.push(message), { userId: "u1" });
      const messageId = await blink.realtime.publish("lobby", "chat", { text: "hi" }, { userId: "u1" });
      await eventually(() => seen.length === 1, "the delivered message");
      stop();
      return { messageId, seen };
    },
    ours: async (client) => {
      const seen: any[] = [];
      const stop = await client.realtime.subscribe("lobby", (message) => seen.push(message), {
        userId: "u1",
      });
      const messageId = await client.realtime.channel("lobby").publish("chat", { text: "hi" }, {
        userId: "u1",
      });
      await eventually(() => seen.length === 1, "the delivered message");
      stop();
      return { messageId, seen };
    },
    frames: [
      { type: "subscribe", payload: { channel: "lobby", userId: "u1" } },
      { type: "publish", payload: { channel: "lobby", type: "chat", data: { text: "hi" }, userId: "u1" } },
    ],
    expectResult: (result, env) => {
      expect(result.messageId).toMatch(/^\d+-\d+$/);
      expect(result.seen[0]).toMatchObject({
        id: result.messageId,
        type: "chat",
        data: { text: "hi" },
        userId: "u1",
      });
      expect(env.platform.hub.socketUrls[0]).toMatch(/\/\?project_id=proj_local$/);
    },
  },
  {
    call: "websocket: presence arrives as payload.data.users",
    sdk: async (blink) => {
      const channel = blink.realtime.channel("room");
      const seen: any[][] = [];
      channel.onPresence((users) => seen.push(users));
      await channel.subscribe({ userId: "u1", metadata: { name: "Ada" } });
      await eventually(() => seen.length > 0, "presence");
      await channel.unsubscribe();
      return seen.at(-1);
    },
    ours: async (client) => {
      const channel = client.realtime.channel("room");
      const seen: any[][] = [];
      channel.onPresence((users) => seen.push(users));
      await channel.subscribe({ userId: "u1", metadata: { name: "Ada" } });
      await eventually(() => seen.length > 0, "presence");
      await channel.unsubscribe();
      return seen.at(-1);
    },
    frames: [{ type: "subscribe", payload: { channel: "room", userId: "u1", metadata: { name: "Ada" } } }],
    expectResult: (users) => expect(users).toMatchObject([{ userId: "u1", metadata: { name: "Ada" } }]),
  },
  // Notifications
  {
    call: "POST /api/notifications/{projectId}/email",
    sdk: (blink) => blink.notifications.email({ to: "guest@example.com", subject: "Hi", html: "<p>Hi</p>" }),
    ours: (client) =>
      client.notifications.email({ to: "guest@example.com", subject: "Hi", html: "<p>Hi</p>" }),
    wire: {
      method: "POST",
      path: "/email",
      body: { to: "guest@example.com", subject: "Hi", html: "<p>Hi</p>" },
    },
    expectResult: (result) => expect(result).toMatchObject({ success: true }),
  },
];

/** The fields of one analytics event (docs/behaviour.md#platform-services), and a custom property. */
export const ANALYTICS_EVENT_FIELDS = [
  "channel",
  "pathname",
  "plan",
  "project_id",
  "referrer",
  "screen_width",
  "session_id",
  "timestamp",
  "type",
  "user_email",
  "user_id",
  "utm_campaign",
  "utm_content",
  "utm_medium",
  "utm_source",
  "utm_term",
];

/** The request `wire` describes, among those the platform recorded: the last one to its path. */
export function findWire(platform: LocalPlatform, wire: Wire) {
  const request = platform.state.requests.filter((candidate) =>
    candidate.method === wire.method && candidate.path.endsWith(wire.path)
  ).at(-1);
  expect(request, `a ${wire.method} request to ${wire.path}`).toBeDefined();
  return request!;
}

/** Checks that the platform saw the request and frames the scenario describes. */
export function expectWire(scenario: Scenario, platform: LocalPlatform): void {
  if (scenario.wire) {
    const request = findWire(platform, scenario.wire);
    if (scenario.wire.body) expect(request.body).toMatchObject(scenario.wire.body);
    if (scenario.wire.query) {
      expect(Object.fromEntries(new URLSearchParams(request.query))).toMatchObject(scenario.wire.query);
    }
    for (const [name, value] of Object.entries(scenario.wire.headers ?? {})) {
      if (value instanceof RegExp) expect(request.headers[name]).toMatch(value);
      else expect(request.headers[name]).toBe(value);
    }
  }
  if (scenario.frames) {
    const sent = platform.hub.received.filter((frame) => frame.type !== "ping");
    expect(sent.slice(0, scenario.frames.length)).toMatchObject(scenario.frames);
  }
}
