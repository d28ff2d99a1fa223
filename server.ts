/**
 * Composition root of the web app: environment -> configuration -> dependencies -> Deno.serve.
 * The only place the server touches Deno.
 */
import { readConfig, toErrorBody } from "./brandkit/mod.ts";
import { createApp } from "./routes/app.ts";
import denoJson from "./deno.json" with { type: "json" };

const VERSION = (denoJson as { version?: string }).version ?? "0.1.0";

function main(): void {
  let config;
  try {
    config = readConfig(Deno.env.toObject());
  } catch (error) {
    console.error(toErrorBody(error).message);
    Deno.exit(2);
  }
  const app = createApp({ config, version: VERSION });
  Deno.serve({
    port: config.PORT,
    onListen: ({ port }) => console.log(`BrandKit on http://localhost:${port}`),
  }, app.fetch);
}

main();
