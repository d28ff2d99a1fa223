/**
 * Design -> SVG. Satori sets the text blocks (as paths, so the raster step needs no fonts) over the background
 * markup. Either layer can be left out, which is how the tests check contrast against the pixels behind the text.
 */
import satori from "satori";
import type { RenderAssets } from "./assets.ts";
import { type TextMeasurer, TYPE_ROLES } from "./_measure.ts";
import type { Design, TextBlock } from "./design.ts";

type SatoriNode = { type: string; props: { style: Record<string, unknown>; children?: unknown } };
type SatoriFont = { name: string; data: Uint8Array; weight: 400 | 700; style: "normal" | "italic" };

export type Layers = { background?: boolean; text?: boolean };

const ALIGN_ITEMS = { left: "flex-start", center: "center", right: "flex-end" } as const;

function blockNode(block: TextBlock, measurer: TextMeasurer): SatoriNode {
  const { text } = block;
  const { weight, style } = TYPE_ROLES[text.role];
  return {
    type: "div",
    props: {
      style: {
        position: "absolute",
        left: block.x,
        top: block.y,
        width: block.width,
        display: "flex",
        flexDirection: "column",
        alignItems: ALIGN_ITEMS[block.align],
      },
      children: text.lines.map((line) => ({
        type: "div",
        props: {
          style: {
            display: "flex",
            whiteSpace: "pre",
            fontFamily: measurer.familyNames(text.role).join(", "),
            fontWeight: weight,
            fontStyle: style,
            fontSize: text.size,
            lineHeight: text.lineHeight,
            letterSpacing: text.tracking,
            color: block.color,
          },
          children: line,
        },
      })),
    },
  };
}

/** Turns designs into SVG; holds the fonts in one array so satori parses them once. */
export function createComposer(assets: RenderAssets, measurer: TextMeasurer) {
  const fonts: SatoriFont[] = assets.fonts.map((font) => ({
    name: font.name,
    data: font.data,
    weight: font.weight,
    style: font.style,
  }));

  async function textMarkup(design: Design): Promise<string> {
    if (design.blocks.length === 0) return "";
    const root: SatoriNode = {
      type: "div",
      props: {
        style: { display: "flex", position: "relative", width: design.width, height: design.height },
        children: design.blocks.map((block) => blockNode(block, measurer)),
      },
    };
    // deno-lint-ignore no-explicit-any
    const svg = await satori(root as any, {
      width: design.width,
      height: design.height,
      fonts: fonts as any,
    });
    return svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"));
  }

  /** The whole design (or only some layers) as a standalone SVG document. */
  async function toSvg(design: Design, layers: Layers = {}): Promise<string> {
    const background = layers.background === false ? "" : design.background;
    const text = layers.text === false ? "" : await textMarkup(design);
    const { width, height } = design;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
      `viewBox="0 0 ${width} ${height}">${background}${text}</svg>`;
  }

  return { toSvg };
}
export type Composer = ReturnType<typeof createComposer>;
