/**
 * The owner's updates on the event page (issue 38) in the browser's code: the section as the server renders it
 * (nothing without an update; newest first under its heading, each with its date and its text, the feed linked),
 * the owner's editor (a text of up to 1000 characters, 'Post update', each update with 'Remove'), and the dates
 * in each interface language and the event's zone.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EventUpdates } from "../../client/event/EventUpdates.tsx";
import { UpdatesEditor } from "../../client/event/UpdatesEditor.tsx";
import { eventUpdateItemOf, updateDateOf } from "../../client/event/updates-data.ts";
import type { InterfaceLanguage } from "../../client/i18n/interface-language.ts";
import { createInterfaceStore } from "../../client/i18n/interface-store.ts";
import { InterfaceContext } from "../../client/i18n/use-words.ts";
import { interfaceBootOf } from "../../routes/interface-catalogs.ts";

function render(node: ReactNode, language: InterfaceLanguage = "en"): string {
  const store = createInterfaceStore(interfaceBootOf(language), { fetch: () => Promise.reject() });
  return renderToStaticMarkup(<InterfaceContext.Provider value={store}>{node}</InterfaceContext.Provider>);
}

const NEWEST = eventUpdateItemOf(
  {
    id: "NewestNewestNewestNe_1",
    text: "Parking moved.\nUse the north gate.",
    createdAt: "2026-06-19T17:02:00.000Z",
  },
  "en",
  "Europe/Lisbon",
);
const OLDEST = eventUpdateItemOf(
  { id: "OldestOldestOldestOl_2", text: "Doors open at 7", createdAt: "2026-06-01T09:00:00.000Z" },
  "en",
  "Europe/Lisbon",
);

describe("the event page's updates", () => {
  it("shows nothing before the first update", () => {
    expect(render(<EventUpdates items={[]} feed="/k/x/updates.atom" />)).toBe("");
  });

  it("shows each update under its heading, with its date and its text, and links the feed", () => {
    const html = render(<EventUpdates items={[NEWEST, OLDEST]} feed="/k/x/updates.atom" />);
    expect(html).toMatch(/<h2 id="[^"]+" class="event-card-title">Updates<\/h2>/);
    expect(html).toContain('<time dateTime="2026-06-19T17:02:00.000Z">June 19, 2026 at 6:02 PM GMT+1</time>');
    expect(html).toContain('<p class="event-update-text" dir="auto">Parking moved.\nUse the north gate.</p>');
    expect(html.indexOf("Parking moved")).toBeLessThan(html.indexOf("Doors open at 7"));
    expect(html).toContain(
      '<a href="/k/x/updates.atom" type="application/atom+xml">Follow updates (Atom feed)</a>',
    );
    expect(render(<EventUpdates items={[NEWEST]} feed="/k/x/updates.atom" />, "ar")).toContain(
      ">المستجدات</h2>",
    );
  });

  it("writes the dates in the interface's language and the event's zone", () => {
    const at = "2026-01-03T00:00:00.000Z";
    expect(updateDateOf(at, "de", "Europe/Berlin")).toContain("3. Januar 2026");
    expect(updateDateOf(at, "en", "America/Los_Angeles")).toContain("January 2, 2026");
    expect(updateDateOf(at, "ja", "Asia/Tokyo")).toContain("2026年1月3日");
    // A zone the runtime does not know: UTC.
    expect(updateDateOf(at, "en", "Mars/Olympus")).toContain("January 3, 2026");
  });
});

describe("the owner's updates editor", () => {
  const api = { post: () => Promise.reject(), remove: () => Promise.reject() };
  it("offers a text of up to 1000 characters and 'Post update', and each update with 'Remove'", () => {
    const html = render(
      <UpdatesEditor
        kitId="x"
        ownerToken="t"
        api={api}
        items={[NEWEST]}
        timeZone="Europe/Lisbon"
        onChange={() => {}}
        onSaid={() => {}}
      />,
    );
    expect(html).toContain("Post an update");
    expect(html).toMatch(
      /<textarea id="[^"]+" class="input owner-update-text" name="text" rows="4" dir="auto"/,
    );
    expect(html).toContain('maxLength="1000"');
    expect(html).toContain("Up to 1,000 characters.");
    expect(html).toContain(">Post update</button>");
    expect(html).toContain('aria-label="Remove the update of June 19, 2026 at 6:02 PM GMT+1"');
  });
});
