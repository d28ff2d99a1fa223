import { describe, expect, it } from "vitest";
import { STORED_EXTENSIONS, unzipArchive, zipArchive, zipMethodOf } from "../../../brandkit/web.ts";
import { zipEntries, zipMethods } from "../../support/zip-entries.ts";

const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
const encode = (text: string) => new TextEncoder().encode(text);

describe("zipMethodOf()", () => {
  it.each<[string, "stored" | "deflated"]>([
    ["poster.png", "stored"],
    ["PHOTO.JPG", "stored"],
    ["moodboard.jpeg", "stored"],
    ["inspiration.webp", "stored"],
    ["loop.gif", "stored"],
    ["poster-print.pdf", "stored"],
    ["brand-guide.pdf", "stored"],
    ["formats.zip", "stored"],
    ["poster.svg", "deflated"],
    ["kit.json", "deflated"],
    ["brand-guide.md", "deflated"],
    ["copy.txt", "deflated"],
    ["event.ics", "deflated"],
    ["README", "deflated"],
    ["poster.png.txt", "deflated"],
  ])("keeps %s %s", (name, method) => {
    expect(zipMethodOf(name)).toBe(method);
  });

  it("stores every extension of STORED_EXTENSIONS, in any case", () => {
    for (const extension of STORED_EXTENSIONS) {
      expect(zipMethodOf(`a.${extension.toUpperCase()}`), extension).toBe("stored");
    }
  });
});

describe("zipArchive()", () => {
  const files = [
    { name: "poster.png", data: png },
    { name: "poster.svg", data: "<svg/>" },
    { name: "brand-guide.pdf", data: encode("%PDF-1.7") },
    { name: "copy.txt", data: "Nachtmarkt 日本の夜 ✨\n" },
  ];

  it("holds each file as it was given, text as UTF-8, read back by name", () => {
    const entries = unzipArchive(zipArchive(files));
    expect(Object.keys(entries)).toEqual(["poster.png", "poster.svg", "brand-guide.pdf", "copy.txt"]);
    expect(entries["poster.png"]).toEqual(png);
    expect(new TextDecoder().decode(entries["copy.txt"])).toBe("Nachtmarkt 日本の夜 ✨\n");
  });

  it("stores the compressed files and deflates the text, in the order given", () => {
    expect(zipEntries(zipArchive(files)).map(({ name, method }) => [name, method])).toEqual([
      ["poster.png", "stored"],
      ["poster.svg", "deflated"],
      ["brand-guide.pdf", "stored"],
      ["copy.txt", "deflated"],
    ]);
  });

  it("puts the entries inside one folder when asked", () => {
    const zip = zipArchive(files.slice(0, 2), { folder: "neon-nights" });
    expect(zipEntries(zip).map((entry) => entry.name)).toEqual([
      "neon-nights/",
      "neon-nights/poster.png",
      "neon-nights/poster.svg",
    ]);
    expect(zipMethods(zip, "neon-nights/")).toEqual({ "poster.png": "stored", "poster.svg": "deflated" });
  });

  it("makes the same bytes for the same files when given no time", () => {
    expect(zipArchive(files)).toEqual(zipArchive(files));
    expect(zipEntries(zipArchive(files)).map((entry) => entry.date)).toEqual(Array(4).fill("2000-01-01"));
  });

  // ZIP keeps local time: the days below are hours from midnight UTC, so they read the same in any time zone.
  it.each<[string, number, string]>([
    ["the time it is given", Date.UTC(2026, 5, 14, 12), "2026-06-14"],
    ["a time before 1980 as early 1980", 0, "1980-01"],
    ["a time after 2099 as late 2099", Date.UTC(2150, 0, 1), "2099-12"],
  ])("dates its entries with %s", (_, nowMs, date) => {
    const [entry] = zipEntries(zipArchive(files.slice(0, 1), { nowMs }));
    expect(entry.date.startsWith(date)).toBe(true);
  });
});

describe("unzipArchive()", () => {
  it("throws on bytes that are not a ZIP", () => {
    expect(() => unzipArchive(encode("not a zip at all, just text"))).toThrow();
  });
});
