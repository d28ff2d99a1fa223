/**
 * A provider for the browser tests that draws exact-size graphics whose colour depends on the event name, so
 * regenerated graphics really differ. It wraps the recording fake: tests still queue failures on it. Its
 * graphics wait for `gate`, so a test can look at the page while the generation is under way.
 */
import { CANVAS_KINDS } from "../../brandkit/web.ts";
import { createFakeProvider, type FakeProvider } from "../support/fake-provider.ts";
import { solidPng } from "../support/solid-png.ts";

/** A gate the graphics wait at; open by default. */
export type Gate = { close(): void; open(): void; passed(): Promise<void> };

export function createGate(): Gate {
  let waiting: Promise<void> = Promise.resolve();
  let release = () => {};
  return {
    close() {
      waiting = new Promise((resolve) => (release = resolve));
    },
    open: () => release(),
    passed: () => waiting,
  };
}

export function createDesignerFake(gate: Gate = createGate()): FakeProvider {
  return createFakeProvider({
    image: async (request) => {
      await gate.passed();
      const colors = request.brief.colors;
      const index = (request.brief.eventName.length + CANVAS_KINDS.indexOf(request.kind)) % colors.length;
      return {
        bytes: solidPng(request.size.width, request.size.height, colors[index]),
        mimeType: "image/png",
      };
    },
  });
}
