/**
 * The 'Color Palettes' tab: a dropdown of every named palette with its swatches (Sunset Glow by default) whose
 * choice replaces the colours, the swatches, and 'Randomize' for a random palette.
 */
import { useRef } from "react";
import { findPalette } from "../palette-list.ts";
import { useServices } from "../app-context.ts";
import { ColorSwatches } from "./ColorSwatches.tsx";
import { Icon } from "./Icon.tsx";
import { PaletteSelect } from "./PaletteSelect.tsx";

export type PalettePickerProps = {
  colors: readonly string[];
  onColorsChange: (colors: readonly string[]) => void;
  paletteName: string;
  onPaletteNameChange: (name: string) => void;
};

export function PalettePicker(props: PalettePickerProps) {
  const { palettes, deps } = useServices();
  const combobox = useRef<HTMLButtonElement>(null);

  const choose = (name: string) => {
    const palette = findPalette(palettes, name);
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
          value={props.paletteName}
          onChange={choose}
          buttonRef={combobox}
        />
        <button type="button" className="button button-secondary" onClick={randomize}>
          <Icon name="shuffle" />
          Randomize
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
