/**
 * The web app: createApp(deps) builds every route, so tests drive it in-process with app.request(...).
 */
import { Hono } from "hono";
import { type Config, toErrorBody } from "../brandkit/mod.ts";

export type AppDeps = {
  config: Config;
  /** Shown by /api/health. */
  version: string;
  /** Where unexpected errors are reported. @default console.error */
  logError?: (error: unknown) => void;
};

export function createApp(deps: AppDeps) {
  const logError = deps.logError ?? console.error;
  const app = new Hono();
  app.get(
    "/api/health",
    (c) => c.json({ ok: true, provider: deps.config.BRANDKIT_PROVIDER, version: deps.version }),
  );
  app.notFound((c) =>
    c.json({ error: { code: "NOT_FOUND", message: `No route for ${c.req.method} ${c.req.path}` } }, 404)
  );
  app.onError((error, c) => {
    logError(error);
    return c.json({ error: toErrorBody(error) }, 500);
  });
  return app;
}
