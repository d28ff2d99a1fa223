/**
 * The 'Color Palettes' tab: a dropdown of every named palette with its swatches (Sunset Glow by default) whose
 * choice replaces the colours, the swatches, and 'Randomize' for a random palette. The dropdown lists first the
 * palette that fits the vibes (issue 26), worked out in the extras as the vibes change; it is only offered: the
 * colours change when the visitor picks it, as with any palette.
 */
import { useEffect, useRef, useState } from "react";
import type { Palette } from "../../brandkit/web.ts";
import { paletteNamed } from "../../brandkit/web.ts";
import { useServices } from "../app-context.ts";
import { useT } from "../i18n/use-words.ts";
import { ColorSwatches } from "./ColorSwatches.tsx";
import { Icon } from "./Icon.tsx";
import { PaletteSelect } from "./PaletteSelect.tsx";

export type PalettePickerProps = {
  /** The vibes so far, for the suggested palette. */
  vibes: readonly string[];
  colors: readonly string[];
  onColorsChange: (colors: readonly string[]) => void;
  paletteName: string;
  onPaletteNameChange: (name: string) => void;
};

export function PalettePicker(props: PalettePickerProps) {
  const { palettes, deps } = useServices();
  const t = useT();
  const combobox = useRef<HTMLButtonElement>(null);
  const [suggested, setSuggested] = useState<Palette | undefined>(undefined);

  const vibesKey = props.vibes.join("\n");
  useEffect(() => {
    if (props.vibes.length === 0) return setSuggested(undefined);
    let current = true;
    deps.loadExtras().then(
      ({ suggestPalette }) => current && setSuggested(suggestPalette(props.vibes, palettes)),
      () => {}, // the extras did not load: the list goes without a suggestion, as before any vibe
    );
    return () => {
      current = false;
    };
  }, [vibesKey]);

  const choose = (name: string) => {
    const palette = paletteNamed(palettes, name);
    if (!palette) return;
    props.onPaletteNameChange(palette.name);
    props.onColorsChange(palette.colors);
  };

  const randomize = async () => {
    const { randomPalette } = await deps.loadExtras();
    choose(randomPalette(deps.random, props.paletteName, palettes).name);
  };

  return (
    <div className="color-panel">
      <div className="palette-row">
        <PaletteSelect
          palettes={palettes}
          suggested={suggested}
          value={props.paletteName}
          onChange={choose}
          buttonRef={combobox}
        />
        <button type="button" className="button button-secondary" onClick={randomize}>
          <Icon name="shuffle" />
          {t("form.colors.randomize")}
        </button>
      </div>
      <ColorSwatches
        colors={props.colors}
        onChange={props.onColorsChange}
        fallbackFocus={() => combobox.current}
      />
    </div>
  );
}
