import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { BusyButton } from "../../client/components/BusyButton.tsx";

const render = (busy: boolean, busyLabel?: string) =>
  renderToStaticMarkup(
    <BusyButton className="button" busy={busy} busyLabel={busyLabel} onClick={() => {}}>
      Yes, delete
    </BusyButton>,
  );

describe("a busy button", () => {
  it("is a plain button with its label while nothing is under way", () => {
    expect(render(false, "Deleting...")).toBe('<button type="button" class="button">Yes, delete</button>');
  });

  it("stays enabled but is announced as unavailable and busy, and says what is happening while busy", () => {
    expect(render(true, "Deleting...")).toBe(
      '<button type="button" class="button" aria-disabled="true" aria-busy="true">Deleting...</button>',
    );
  });

  it("keeps its label while busy when it has no busy label", () => {
    expect(render(true)).toBe(
      '<button type="button" class="button" aria-disabled="true" aria-busy="true">Yes, delete</button>',
    );
  });
});
