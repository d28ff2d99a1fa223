/**
 * platform/ runs in the browser, Deno and Node with no globals or singletons: every file imports only other
 * platform/ files and zod, touches no Deno or Node API, and keeps no mutable state at module level.
 */
import { describe, expect, test } from "vitest";
import { createClient, memoryStorage } from "../../platform/mod.ts";
import { createLocalPlatform } from "./support/local-platform/app.ts";

async function platformFiles(dir = "platform"): Promise<string[]> {
  const files: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) files.push(...await platformFiles(path));
    else if (path.endsWith(".ts")) files.push(path);
  }
  return files.sort();
}

const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

describe("the SDK is portable", async () => {
  const files = await platformFiles();
  test("there are files to check", () => {
    expect(files).toContain("platform/mod.ts");
  });

  test.each(files)(
    "%s imports only platform/ files and zod, and no Deno, Node or process API",
    async (path) => {
      const text = code(await Deno.readTextFile(path));
      const specifiers = [...text.matchAll(/\bfrom\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)]
        .map((match) => match[1] ?? match[2]);
      for (const specifier of specifiers) expect(specifier === "zod" || specifier.startsWith(".")).toBe(true);
      expect(text).not.toMatch(/\bDeno\.|\bprocess\.|\brequire\(|["']node:/);
    },
  );

  test.each(files)("%s keeps no mutable state at module level", async (path) => {
    const text = code(await Deno.readTextFile(path));
    expect(text).not.toMatch(/^(export\s+)?(let|var)\s/m);
  });
});

describe("no singletons", () => {
  test("two clients keep their own sessions, even for the same project", async () => {
    const platform = createLocalPlatform();
    const options = {
      projectId: platform.projectId,
      baseUrl: platform.url,
      fetch: platform.fetch,
      browser: null,
    } as const;
    const first = createClient({ ...options, storage: memoryStorage() });
    const second = createClient({ ...options, storage: memoryStorage() });
    const user = platform.state.addUser({ email: "one@example.com", password: "pw" });
    await first.auth.setSession(platform.state.issueTokens(user.id));
    expect(first.auth.isAuthenticated()).toBe(true);
    expect(second.auth.isAuthenticated()).toBe(false);
    first.dispose();
    second.dispose();
  });
});
