/**
 * Debian's nginx for tests, with BrandKit's own proxy configuration (deploy/nginx/brandkit.conf.template)
 * filled in for loopback ports, in a temporary prefix; stopped by its process id, never by name.
 */
import { fileURLToPath } from "node:url";
import { freePort } from "./redis-server.ts";
import { NGINX } from "./system-tools.ts";

const TEMPLATE = fileURLToPath(new URL("../../deploy/nginx/brandkit.conf.template", import.meta.url));
const START_TIMEOUT_MS = 10_000;

export type TestNginx = { url: string; port: number; stop(): Promise<void> };

/** The template with each ${NAME} replaced by `values[NAME]`; a name without a value is an error. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`the nginx template needs ${name}`);
    return values[name];
  });
}

/** Starts nginx in front of `apps` ("127.0.0.1:port" each, two of them). */
export async function startNginx(apps: [string, string]): Promise<TestNginx> {
  const port = freePort();
  const prefix = await Deno.makeTempDir({ prefix: "brandkit-nginx-" });
  const site = fillTemplate(await Deno.readTextFile(TEMPLATE), {
    BRANDKIT_APP_1: apps[0],
    BRANDKIT_APP_2: apps[1],
    BRANDKIT_PROXY_PORT: `127.0.0.1:${port}`,
  });
  await Deno.writeTextFile(`${prefix}/brandkit.conf`, site);
  await Deno.writeTextFile(
    `${prefix}/nginx.conf`,
    [
      "worker_processes 1;",
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      "events { worker_connections 1024; }",
      "http {",
      `  access_log ${prefix}/access.log;`,
      `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy;`,
      `  fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;`,
      `  include ${prefix}/brandkit.conf;`,
      "}",
    ].join("\n"),
  );
  const child = new Deno.Command(NGINX, {
    args: ["-p", prefix, "-c", `${prefix}/nginx.conf`, "-e", `${prefix}/error.log`, "-g", "daemon off;"],
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).spawn();
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      (await Deno.connect({ hostname: "127.0.0.1", port })).close();
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        const log = await Deno.readTextFile(`${prefix}/error.log`).catch(() => "");
        throw new Error(`nginx did not start: ${error}\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      child.kill("SIGTERM");
      await child.status;
      await child.stderr.cancel().catch(() => {});
      await Deno.remove(prefix, { recursive: true }).catch(() => {});
    },
  };
}
