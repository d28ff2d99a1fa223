/**
 * Wraps a real provider for the browser tests: it records the requests the copy is written from, and its
 * graphics wait at a gate, so a test can look at the page while a generation is under way.
 */
import type { AiProvider, ObjectRequest } from "../../brandkit/mod.ts";
import type { Gate } from "./_designer.ts";

export type GatedProvider = AiProvider & { objectRequests: ObjectRequest[] };

export function gated(provider: AiProvider, gate: Gate): GatedProvider {
  const objectRequests: ObjectRequest[] = [];
  return {
    name: provider.name,
    objectRequests,
    object(request) {
      objectRequests.push(request);
      return provider.object(request);
    },
    async image(request) {
      await gate.passed();
      return provider.image(request);
    },
  };
}
