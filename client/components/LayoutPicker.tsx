/**
 * The Design section's "Layout" (issue 26): a radio group, one radio per layout family, each with a sketch of it
 * in the kit's colours ("AI art" only for a kit whose graphics are set on an AI's art), and 'Shuffle design',
 * which moves to the layout's next variation. Native radios: the arrow keys move through the layouts.
 */
import { useId } from "react";
import type { KitDesignFamily } from "../../brandkit/web.ts";
import { type Message, message, say } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";
import { Icon } from "./Icon.tsx";
import { LayoutSketch } from "./LayoutSketch.tsx";

/** How the page names each family; every family the server knows is here (the type says so). */
export const LAYOUT_LABELS: Readonly<Record<KitDesignFamily, Message>> = {
  bold: message("form.layout.bold"),
  gradient: message("form.layout.gradient"),
  glow: message("form.layout.glow"),
  geometric: message("form.layout.geometric"),
  editorial: message("form.layout.editorial"),
  retro: message("form.layout.retro"),
  confetti: message("form.layout.confetti"),
  art: message("form.layout.art"),
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
  const t = useT();
  const families = props.withArt ? [...DESIGNER_FAMILIES, "art" as const] : DESIGNER_FAMILIES;
  return (
    <div className="field layout-field">
      <span id={`${id}-label`} className="field-label">{t("form.layout.label")}</span>
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
            <span className="layout-option-name">{say(t, LAYOUT_LABELS[family])}</span>
          </label>
        ))}
      </div>
      <button type="button" className="button button-secondary layout-shuffle" onClick={props.onShuffle}>
        <Icon name="shuffle" />
        {t("form.layout.shuffle")}
      </button>
    </div>
  );
}
