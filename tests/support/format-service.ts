/**
 * The extra formats for tests that run no render pool: the real designer and documents in this thread (the
 * pool's workers run the same code).
 */
import type { FormatService } from "../../brandkit/mod.ts";
import { createRenderer, loadRenderAssets } from "../../brandkit/render/mod.ts";
import { runFormatJob } from "../../brandkit/render-pool/mod.ts";

let service: Promise<FormatService> | undefined;

/**
 * The extra formats made by the real designer in this thread (the render pool's workers run the same code), its
 * fonts loaded once per test file and only when a test asks for a format.
 */
export function inThreadFormatService(): Promise<FormatService> {
  service ??= loadRenderAssets((url) => Deno.readFile(url)).then((assets) => {
    const renderer = createRenderer(assets);
    return {
      render: (request) => renderer.render(request),
      format: (job) => runFormatJob(job, renderer),
    };
  });
  return service;
}

/** The same service, its fonts loaded on the first file asked for (for deps that take a service, not a promise). */
export const lazyFormatService: FormatService = {
  render: async (request, signal) => (await inThreadFormatService()).render(request, signal),
  format: async (job, signal) => (await inThreadFormatService()).format(job, signal),
};
