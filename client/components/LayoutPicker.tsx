/**
 * The Design section's "Layout" (issue 26): a radio group, one radio per layout family, each with a sketch of it
 * in the kit's colours ("AI art" only for a kit whose graphics are set on an AI's art), and 'Shuffle design',
 * which moves to the layout's next variation. Native radios: the arrow keys move through the layouts.
 */
import { useId } from "react";
import type { KitDesignFamily } from "../../brandkit/web.ts";
import { Icon } from "./Icon.tsx";
import { LayoutSketch } from "./LayoutSketch.tsx";

/** How the page names each family; every family the server knows is here (the type says so). */
export const LAYOUT_LABELS: Readonly<Record<KitDesignFamily, string>> = {
  bold: "Bold",
  gradient: "Gradient",
  glow: "Glow",
  geometric: "Geometric",
  editorial: "Editorial",
  retro: "Retro",
  confetti: "Confetti",
  art: "AI art",
};

/** The families the designer lays out by itself, in the order offered. */
const DESIGNER_FAMILIES = (Object.keys(LAYOUT_LABELS) as KitDesignFamily[]).filter((family) =>
  family !== "art"
);

export type LayoutPickerProps = {
  family: KitDesignFamily;
  /** The kit's colours, for the sketches. */
  colors: readonly string[];
  /** Offer "AI art": the kit's graphics are set on art an AI drew. */
  withArt: boolean;
  onChoose: (family: KitDesignFamily) => void;
  onShuffle: () => void;
};

export function LayoutPicker(props: LayoutPickerProps) {
  const id = useId();
  const families = props.withArt ? [...DESIGNER_FAMILIES, "art" as const] : DESIGNER_FAMILIES;
  return (
    <div className="field layout-field">
      <span id={`${id}-label`} className="field-label">Layout</span>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="layout-options">
        {families.map((family) => (
          <label key={family} className="layout-option">
            <input
              type="radio"
              name={`${id}-layout`}
              value={family}
              checked={family === props.family}
              onChange={() => props.onChoose(family)}
            />
            <LayoutSketch family={family} colors={props.colors} id={`${id}-${family}`} />
            <span className="layout-option-name">{LAYOUT_LABELS[family]}</span>
          </label>
        ))}
      </div>
      <button type="button" className="button button-secondary layout-shuffle" onClick={props.onShuffle}>
        <Icon name="shuffle" />
        Shuffle design
      </button>
    </div>
  );
}
