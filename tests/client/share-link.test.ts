import { describe, expect, it } from "vitest";
import { type ToastMessage, TOASTS } from "../../client/messages.ts";
import { absoluteShareUrl, shareKitLink } from "../../client/state/share-link.ts";
import { KIT_ID } from "../support/sample-kit.ts";
import { inEnglish, type SaidToast } from "./_toast-words.ts";

function setup(clipboard: "allows" | "refuses") {
  const copied: string[] = [];
  const toasts: SaidToast[] = [];
  const deps = {
    origin: "https://brandkit.example",
    writeClipboard: (text: string) => {
      if (clipboard === "refuses") return Promise.reject(new DOMException("Denied", "NotAllowedError"));
      copied.push(text);
      return Promise.resolve();
    },
    notify: (toast: ToastMessage) => void toasts.push(inEnglish(toast)),
  };
  return { deps, copied, toasts };
}

describe("absoluteShareUrl()", () => {
  it.each([
    [`/k/${KIT_ID}`, `https://brandkit.example/k/${KIT_ID}`],
    [`https://kits.example.org/k/${KIT_ID}`, `https://kits.example.org/k/${KIT_ID}`],
  ])("makes %s a link that works anywhere", (shareUrl, absolute) => {
    expect(absoluteShareUrl(shareUrl, "https://brandkit.example")).toBe(absolute);
  });
});

describe("'Share'", () => {
  it("copies the absolute link and says 'Link copied!'", async () => {
    const { deps, copied, toasts } = setup("allows");
    const outcome = await shareKitLink(`/k/${KIT_ID}`, deps);
    expect(copied).toEqual([`https://brandkit.example/k/${KIT_ID}`]);
    expect(outcome).toEqual({ url: `https://brandkit.example/k/${KIT_ID}`, copied: true });
    expect(toasts).toEqual([{
      title: "Link copied!",
      description: "Anyone with the link can see this kit.",
      variant: "default",
    }]);
  });

  it("shows the link itself, to copy by hand, when the clipboard is refused", async () => {
    const { deps, toasts } = setup("refuses");
    const outcome = await shareKitLink(`/k/${KIT_ID}`, deps);
    expect(outcome.copied).toBe(false);
    expect(toasts).toEqual([inEnglish(TOASTS.linkNotCopied(`https://brandkit.example/k/${KIT_ID}`))]);
    expect(toasts[0].description).toBe(
      `Your browser did not allow the clipboard. https://brandkit.example/k/${KIT_ID}`,
    );
  });
});
