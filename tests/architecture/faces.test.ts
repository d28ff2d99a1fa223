import { describe, expect, it } from "vitest";
import {
  exportedNames,
  facesOfManifest,
  namesOnTwoFaces,
  roomCircles,
  roomOf,
  secondPaths,
} from "./_faces.ts";
import type { SourceFile } from "./_import-rules.ts";
import { readRepositoryFile, readSources } from "./_source-tree.ts";

const MANIFEST = "docs/architecture.md";
const filesByPath = (files: readonly SourceFile[]) => new Map(files.map((file) => [file.path, file.text]));

describe("the manifest of the core's faces", () => {
  it("is read from the table under its heading", () => {
    const markdown =
      "# A\n\n## The faces\n\n| face | what |\n| --- | --- |\n| `brandkit/web.ts` | the browser's |\n" +
      "| `brandkit/mod.ts` | the server's |\n\n## Next\n\n| `brandkit/other.ts` | not a face |\n";
    expect(facesOfManifest(markdown)).toEqual(["brandkit/web.ts", "brandkit/mod.ts"]);
  });

  it("names faces that exist", () => {
    const faces = facesOfManifest(readRepositoryFile(MANIFEST));
    expect(faces.length).toBeGreaterThanOrEqual(2);
    const paths = new Set(readSources().map((file) => file.path));
    expect(faces.filter((face) => !paths.has(face))).toEqual([]);
  });
});

describe("a face's names", () => {
  it("follow export * and lists, declarations and aliases, and skip comments", () => {
    const files = filesByPath([
      {
        path: "brandkit/mod.ts",
        text: 'export * from "./a/mod.ts";\nexport { b as bee, type C } from "./b.ts";',
      },
      { path: "brandkit/a/mod.ts", text: 'export * from "./x.ts";' },
      {
        path: "brandkit/a/x.ts",
        text:
          "export const one = 1;\nexport async function two() {}\nexport type Three = 3;\n// export const four = 4;",
      },
    ]);
    expect([...exportedNames("brandkit/mod.ts", files)].sort()).toEqual(["C", "Three", "bee", "one", "two"]);
  });
});

describe("every public symbol has one import path", () => {
  it("catches a name two faces hand on", () => {
    const files = filesByPath([
      { path: "brandkit/web.ts", text: 'export { parseDateOnly } from "./dates.ts";' },
      { path: "brandkit/mod.ts", text: 'export * from "./dates.ts";' },
      { path: "brandkit/dates.ts", text: "export function parseDateOnly() {}" },
    ]);
    expect(namesOnTwoFaces(["brandkit/web.ts", "brandkit/mod.ts"], files)).toEqual([
      "parseDateOnly is handed on by brandkit/web.ts and brandkit/mod.ts",
    ]);
  });

  it("catches a route importing a file behind the faces", () => {
    const found = secondPaths([{
      path: "routes/a.ts",
      text: 'import { x } from "../brandkit/kept/media.ts";',
    }], [
      "brandkit/mod.ts",
    ]);
    expect(found).toEqual([
      "routes/a.ts: imports brandkit/kept/media.ts, behind the core's faces (import it from one of brandkit/mod.ts)",
    ]);
  });

  it("catches a core file handing on what another public file makes", () => {
    const found = secondPaths([
      {
        path: "brandkit/schemas.ts",
        text: 'export { HexColorSchema } from "./palettes/hex-color-schema.ts";',
      },
      {
        path: "brandkit/guide/guide.ts",
        text: 'import { swatchName } from "../palettes/swatches.ts";\nexport { swatchName };',
      },
      { path: "brandkit/a/b.ts", text: 'export * from "../c.ts";' },
    ], []);
    expect(found).toEqual([
      "brandkit/schemas.ts: hands on HexColorSchema of brandkit/palettes/hex-color-schema.ts (import it from there)",
      "brandkit/guide/guide.ts: hands on swatchName of brandkit/palettes/swatches.ts (import it from there)",
      "brandkit/a/b.ts: hands on all of brandkit/c.ts (import it from there)",
    ]);
  });

  it("allows faces, a folder's mod.ts, a private file's names, tests and the core's own imports", () => {
    const found = secondPaths([
      { path: "brandkit/web.ts", text: 'export * from "./schemas.ts";' },
      { path: "brandkit/dates/mod.ts", text: 'export * from "./times.ts";' },
      { path: "brandkit/documents/poster-print.ts", text: 'export { BLEED_MM } from "./_print-sheet.ts";' },
      { path: "brandkit/render/renderer.ts", text: 'import { x } from "../palettes/color.ts";' },
      { path: "tests/a.test.ts", text: 'import { x } from "../brandkit/kept/media.ts";' },
      { path: "routes/a.ts", text: 'import { x } from "../brandkit/web.ts";\nimport { y } from "./b.ts";' },
    ], ["brandkit/web.ts"]);
    expect(found).toEqual([]);
  });

  it("holds for the whole source tree", () => {
    const files = readSources();
    const faces = facesOfManifest(readRepositoryFile(MANIFEST));
    expect(namesOnTwoFaces(faces, filesByPath(files))).toEqual([]);
    expect(secondPaths(files, faces)).toEqual([]);
  });
});

describe("the core's rooms", () => {
  it("are its folders and the files at its root", () => {
    expect(roomOf("brandkit/dates/times.ts")).toBe("brandkit/dates/");
    expect(roomOf("brandkit/languages/phrases/mod.ts")).toBe("brandkit/languages/");
    expect(roomOf("brandkit/schemas.ts")).toBe("brandkit/schemas.ts");
  });

  it("catch a circle between two rooms, type imports too, with the import of each step", () => {
    const circles = roomCircles([
      { path: "brandkit/dates/times.ts", text: 'import { primarySubtag } from "../languages/language.ts";' },
      { path: "brandkit/languages/mod.ts", text: 'import type { X } from "../dates/written-dates.ts";' },
    ]);
    expect(circles).toEqual([
      "brandkit/dates/ -> brandkit/languages/ (brandkit/dates/times.ts imports brandkit/languages/language.ts); " +
      "brandkit/languages/ -> brandkit/dates/ (brandkit/languages/mod.ts imports brandkit/dates/written-dates.ts)",
    ]);
  });

  it("allow imports that run one way, and a room importing itself", () => {
    expect(roomCircles([
      {
        path: "brandkit/dates/times.ts",
        text: 'import { a } from "../languages/language.ts";\nimport "./days.ts";',
      },
      { path: "brandkit/schemas.ts", text: 'import { b } from "./dates/times.ts";' },
    ])).toEqual([]);
  });

  it("import one way in the whole core: no circle", () => {
    expect(roomCircles(readSources())).toEqual([]);
  });
});
