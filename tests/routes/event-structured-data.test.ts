/**
 * The event page's structured data (issue 38): schema.org's Event as JSON-LD in the head of `/k/{id}`, read back
 * with JSON.parse: its name, description, dates with the event's zone's offset, status, attendance mode, place,
 * poster and page; and a name that says `</script>` stays inside its script (jsonInScript).
 */
import { describe, expect, it } from "vitest";
import { jsonInScript } from "../../routes/html-document.ts";
import { appWithKit } from "./_rsvp.ts";

const PUBLIC = { env: { BRANDKIT_PUBLIC_URL: "https://kits.example" } };
const LISBON = {
  eventDate: "2026-07-11",
  eventTime: "21:00",
  eventEndTime: "23:30",
  timeZone: "Europe/Lisbon",
  eventLocation: "Largo do Chafariz de Dentro, Lisboa",
};

/** The page's JSON-LD scripts, each as its text. */
function jsonLdScripts(body: string): string[] {
  return [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    match[1]
  );
}

/** The page's head. */
const headOf = (body: string) => body.slice(0, body.indexOf("</head>"));

describe("the event page's schema.org Event", () => {
  it("is in the head, and reads as the event: its words, its dates with Lisbon's summer offset, its place", async () => {
    const test = await appWithKit(PUBLIC, LISBON);
    const response = await test.app.request(`/k/${test.id}`);
    const body = await response.text();
    const scripts = jsonLdScripts(body);
    expect(scripts).toHaveLength(1);
    expect(headOf(body)).toContain('<script type="application/ld+json">');
    const shared = await (await test.app.request(`/api/kits/${test.id}`)).json();
    expect(JSON.parse(scripts[0])).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Amara & Tobi's Wedding",
      description: shared.kit.description,
      startDate: "2026-07-11T21:00:00+01:00",
      endDate: "2026-07-11T23:30:00+01:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Largo do Chafariz de Dentro, Lisboa",
        address: "Largo do Chafariz de Dentro, Lisboa",
      },
      image: `https://kits.example/k/${test.id}/files/poster.png`,
      url: `https://kits.example/k/${test.id}`,
      inLanguage: "en",
    });
    // The script is data, never run: the page's policy still allows only its own scripts.
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
    // The poster it names is served there.
    expect((await test.app.request(`/k/${test.id}/files/poster.png`)).status).toBe(200);
  });

  it("gives winter's offset in winter, the day alone for an event without a time, and no place without one", async () => {
    const winter = await appWithKit(PUBLIC, { ...LISBON, eventDate: "2026-12-12", eventEndTime: "01:00" });
    const [winterData] = jsonLdScripts(await (await winter.app.request(`/k/${winter.id}`)).text());
    expect(JSON.parse(winterData)).toMatchObject({
      startDate: "2026-12-12T21:00:00+00:00",
      endDate: "2026-12-13T01:00:00+00:00",
    });
    const allDay = await appWithKit(PUBLIC, { eventDate: "2026-06-20" });
    const [allDayData] = jsonLdScripts(await (await allDay.app.request(`/k/${allDay.id}`)).text());
    const data = JSON.parse(allDayData);
    expect(data).toMatchObject({ startDate: "2026-06-20", endDate: "2026-06-20" });
    expect(data.location).toBeUndefined();
  });

  it("keeps a name that says </script> inside its script, escaped, and reads it back as written", async () => {
    const name = "Fado </script><script>alert(1)</script> & <!-- Night";
    const test = await appWithKit(PUBLIC, { ...LISBON, customEventName: name });
    const body = await (await test.app.request(`/k/${test.id}`)).text();
    expect(body).not.toContain("<script>alert(1)");
    expect(body).not.toContain("<!-- Night");
    const scripts = jsonLdScripts(body);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(scripts[0]).name).toBe(name);
  });

  it("is in every interface language alike: the event's words are the kit's", async () => {
    const test = await appWithKit(PUBLIC, LISBON);
    const english = jsonLdScripts(await (await test.app.request(`/k/${test.id}`)).text());
    const arabic = jsonLdScripts(await (await test.app.request(`/k/${test.id}?lang=ar`)).text());
    expect(arabic).toEqual(english);
  });
});

describe("jsonInScript()", () => {
  it("writes <, >, & and the line separators as \\u escapes, so nothing in it can close or open a tag", () => {
    const value = { name: "</script><!-- a & b >\u2028\u2029", n: 1 };
    const text = jsonInScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toBe(
      '{"name":"\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u003e\\u2028\\u2029","n":1}',
    );
    expect(JSON.parse(text)).toEqual(value);
  });
});
