import { describe, expect, it } from "vitest";
import { type GenerationRequestInput, PALETTES } from "../../brandkit/web.ts";
import { KeptRequestSchema, type SharedKit } from "../../brandkit/kept/shared-kit.ts";
import type { ClientBundle } from "../../adapters/bundle.ts";
import { renderPageHtml } from "../../routes/page.tsx";
import { renderKitNotFoundHtml, renderSharePageHtml } from "../../routes/share-page.tsx";
import { interfaceBootOf, interfaceWordsOf } from "../../routes/interface-catalogs.ts";
import { SAMPLE_KIT } from "../support/sample-kit.ts";

const ID = "Zx8_kq-3VbN0pLmW2rT5yA";
const ORIGIN = "https://brandkit.example";
const bundle: ClientBundle<unknown> = {
  entries: {
    page: { script: "/static/main-ABC.js", initialScripts: ["/static/main-ABC.js", "/static/chunk-GHI.js"] },
    share: {
      script: "/static/share-main-JKL.js",
      initialScripts: ["/static/share-main-JKL.js", "/static/chunk-GHI.js"],
    },
    event: {
      script: "/static/event-main-MNO.js",
      initialScripts: ["/static/event-main-MNO.js", "/static/chunk-GHI.js"],
    },
    door: {
      script: "/static/door-main-PQR.js",
      initialScripts: ["/static/door-main-PQR.js", "/static/chunk-GHI.js"],
    },
  },
  stylesheet: "/static/main-ABC.css",
  extrasScript: "/static/extras-DEF.js",
  files: new Map(),
  moduleGraph: new Map(),
};
const pageOptions = {
  bundle,
  palettes: PALETTES,
  provider: "offline",
  kitTtlDays: 30,
  language: "en" as const,
};

function sharedKit(kit: Partial<SharedKit["kit"]> = {}, request: GenerationRequestInput = {}): SharedKit {
  return {
    id: ID,
    shareUrl: `/k/${ID}`,
    revision: 0,
    kit: { ...SAMPLE_KIT, ...kit },
    request: KeptRequestSchema.parse(request),
    createdAt: "2026-01-02T10:00:00.000Z",
    expiresAt: "2026-02-01T10:00:00.000Z",
  };
}

function renderShare(shared: SharedKit): string {
  return renderSharePageHtml({ ...pageOptions, shared, origin: ORIGIN });
}

/** The head's tags, in order, as written. */
function head(html: string): string {
  return /<head>([\s\S]*?)<\/head>/.exec(html)![1];
}

/** The rendered page inside the body, without the boot data (which carries the whole catalog of its language). */
function rootOf(html: string): string {
  return /<div id="root">([\s\S]*?)<\/div>\n<script type="application\/json"/.exec(html)![1];
}

function bootOf(html: string) {
  return JSON.parse(/<script type="application\/json" id="brandkit-boot">(.*?)<\/script>/s.exec(html)![1]);
}

describe("renderSharePageHtml() (the kit page, /k/{id}/kit)", () => {
  it("writes the kit's link card with every value escaped, and absolute URLs from the origin", () => {
    const name = `Tom "&" <Jerry> 🎉`;
    const html = renderShare(
      sharedKit(
        { selectedName: name, eventNames: [name, "B", "C"], tagline: `It's <b>"loud"</b> & late` },
        { eventDate: "2026-12-31", eventLocation: "Austin, TX" },
      ),
    );
    const escapedName = "Tom &quot;&amp;&quot; &lt;Jerry&gt; 🎉";
    const escapedTagline = "It&#39;s &lt;b&gt;&quot;loud&quot;&lt;/b&gt; &amp; late";
    expect(head(html).split("\n").filter((line) => /<(title|meta|link rel="canonical")/.test(line))).toEqual([
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${escapedName} · BrandKit</title>`,
      `<meta name="description" content="${escapedTagline}">`,
      '<meta name="robots" content="noindex">',
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="BrandKit">',
      '<meta property="og:locale" content="en">',
      `<meta property="og:title" content="${escapedName}">`,
      `<meta property="og:description" content="${escapedTagline}">`,
      `<meta property="og:url" content="https://brandkit.example/k/${ID}/kit">`,
      `<meta property="og:image" content="https://brandkit.example/k/${ID}/files/link-preview.png">`,
      '<meta property="og:image:type" content="image/png">',
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      `<meta property="og:image:alt" content="Link Preview for ${escapedName}: December 31, 2026, Austin, TX">`,
      '<meta name="twitter:card" content="summary_large_image">',
      `<link rel="canonical" href="https://brandkit.example/k/${ID}/kit">`,
      '<meta name="theme-color" content="#c8056a">',
    ]);
    expect(html).not.toContain("<Jerry>");
    expect(html).toContain('<html lang="en" dir="ltr">');
  });

  it("is in the interface's language, the kit's words and link card in the kit's: an Arabic kit on an English page", () => {
    const html = renderShare(sharedKit({ language: "ar", selectedName: "ليالي النيون", tagline: "سهرة" }));
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("<title>ليالي النيون · BrandKit</title>");
    expect(html).toContain('<meta property="og:locale" content="ar">');
    expect(html).toContain('<div id="root">');
    expect(html).toMatch(
      /<h2 id="[^"]+" class="result-title" lang="ar" dir="rtl" data-kit-words="">ليالي النيون<\/h2>/,
    );
    expect(html).toContain("A brand kit made with BrandKit");
  });

  it("says its own words in Arabic, right to left, around an English kit's words", () => {
    const { t } = interfaceWordsOf("ar");
    const html = renderSharePageHtml({ ...pageOptions, language: "ar", shared: sharedKit(), origin: ORIGIN });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<title>${SAMPLE_KIT.selectedName} · BrandKit</title>`);
    expect(html).toContain('<meta property="og:locale" content="en">');
    expect(html).toMatch(/<h2 id="[^"]+" class="result-title" lang="en" dir="ltr" data-kit-words="">/);
    for (
      const id of [
        "frame.header.subtitle",
        "frame.footer.tagline",
        "frame.skipLink",
        "frame.sharedKit.subtitle",
        "frame.sharedKit.eventPage",
        "frame.sharedKit.makeYourOwn",
        "result.section.names",
        "result.section.guide",
      ]
    ) expect(html).toContain(t(id));
    expect(html).not.toContain("A brand kit made with BrandKit");
    expect(bootOf(html).interface).toEqual(interfaceBootOf("ar"));
  });

  it("hydrates with its own entry (chunks shared with /), and the boot data with the kit and the kept days", () => {
    const shared = sharedKit();
    const html = renderShare(shared);
    expect(html).toContain('<script type="module" src="/static/share-main-JKL.js"></script>');
    expect(html).not.toContain("/static/main-ABC.js");
    expect(html).toContain('<link rel="modulepreload" href="/static/chunk-GHI.js">');
    expect(bootOf(html)).toEqual({
      interface: interfaceBootOf("en"),
      palettes: PALETTES,
      extrasUrl: "/static/extras-DEF.js",
      provider: "offline",
      kitTtlDays: 30,
      shared,
    });
  });

  it("shows the kit read-only: names, copy, captions, graphics, 'Make your own' and files from the kept kit", () => {
    const html = renderShare(sharedKit());
    const body = rootOf(html);
    expect(body).toContain(">BrandKit</h1>");
    for (const name of SAMPLE_KIT.eventNames) expect(body).toContain(name);
    for (const text of [SAMPLE_KIT.headline, SAMPLE_KIT.description, ...SAMPLE_KIT.socialCaptions]) {
      expect(body).toContain(text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    }
    expect(body).toContain("A brand kit made with BrandKit");
    expect(body).toContain('Kept until <time dateTime="2026-02-01T10:00:00.000Z">February 1, 2026</time>');
    expect(body).toContain(`<a class="button button-secondary" href="/?from=${ID}">`);
    expect(body).toContain("Make your own</a>");
    expect(body).toContain("Currently selected");
    // Names are not buttons here: nothing regenerates.
    expect(body).not.toContain("aria-pressed");
    expect(body).not.toContain("Use this name");
    expect(body).not.toContain("Generate Graphics");
    // Shown from the media store, downloaded from the kept kit.
    expect(body).toContain(`src="${SAMPLE_KIT.images.poster}"`);
    expect(body).toContain(`href="/k/${ID}/files/poster.png" download="poster.png"`);
    expect(body).toContain(`href="/k/${ID}/files/banner.png" download="banner.png"`);
    expect(body).toContain("Download All Assets");
    expect(body).toContain("Brand Guide");
    // The form is not on this page, so nothing asks the visitor to fill it.
    expect(body).not.toContain("Add the event's date to the form");
    expect(body).not.toContain("Create Your Event Brand");
  });
});

describe("a server whose AI draws its own text (BRANDKIT_TYPOGRAPHY=model)", () => {
  it("offers no SVG or print PDF on the share page, says why, and tells the script in its boot data", () => {
    const html = renderSharePageHtml({
      ...pageOptions,
      unavailableFormats: ["svg", "pdf"],
      shared: sharedKit(),
      origin: ORIGIN,
    });
    const body = rootOf(html);
    expect(body).toContain("Brand Guide PDF");
    expect(body).not.toContain("Vector SVG");
    expect(body).not.toContain("Print Poster PDF");
    expect(body).toContain("draws the text on its graphics itself, so there are no SVG or print PDF files");
    expect(bootOf(html).unavailableFormats).toEqual(["svg", "pdf"]);
  });

  it("offers every format, and says nothing of it, on a server whose designer sets the type", () => {
    const body = rootOf(renderShare(sharedKit()));
    expect(body).toContain("Vector SVG");
    expect(body).toContain("Print Poster PDF");
    expect(body).not.toContain("no SVG or print PDF files");
  });
});

describe("renderKitNotFoundHtml()", () => {
  it("says the kit is gone, why kits go, and links to the form; not indexed, with no script", () => {
    const html = renderKitNotFoundHtml({ ...pageOptions, kitTtlDays: 7 });
    expect(html).toContain("<title>Kit not found · BrandKit</title>");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="stylesheet" href="/static/main-ABC.css">');
    expect(html).toContain(">This kit is no longer here</h2>");
    expect(html).toContain("Brand kits are kept for 7 days after they are made");
    expect(html).toContain('<a class="button button-primary" href="/">');
    expect(html).toContain(">BrandKit</h1>");
    expect(html).toContain("Powered by AI • Generate stunning event brands in seconds");
    expect(html).not.toContain("<script");
    expect(html).toContain('<html lang="en" dir="ltr">');
  });

  it("says a kept day in the singular", () => {
    const html = renderKitNotFoundHtml({ ...pageOptions, kitTtlDays: 1 });
    expect(html).toContain("Brand kits are kept for 1 day after they are made");
  });

  it.each(["ja", "ar", "ru"] as const)("is written in %s, with its plural of days", (language) => {
    const { t, direction } = interfaceWordsOf(language);
    const html = renderKitNotFoundHtml({ ...pageOptions, language, kitTtlDays: 7 });
    expect(html).toContain(`<html lang="${language}" dir="${direction}">`);
    expect(html).toContain(`<title>${t("frame.kitNotFound.title")} · BrandKit</title>`);
    expect(html).toContain(`<meta name="description" content="${t("frame.kitNotFound.description")}">`);
    expect(html).toContain(`>${t("frame.kitNotFound.heading")}</h2>`);
    expect(html).toContain(t("frame.kitNotFound.text", { days: 7 }));
    expect(html).toContain(`>${t("frame.kitNotFound.makeYourOwn")}</a>`);
    expect(html).not.toContain("This kit is no longer here");
    expect(html).not.toContain("Powered by AI");
  });
});

describe("renderPageHtml()", () => {
  it("gives / the kept days in its boot data, no share data, and is indexed", () => {
    const html = renderPageHtml(pageOptions);
    expect(bootOf(html)).toEqual({
      interface: interfaceBootOf("en"),
      palettes: PALETTES,
      extrasUrl: "/static/extras-DEF.js",
      provider: "offline",
      kitTtlDays: 30,
    });
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain("noindex");
  });
});
