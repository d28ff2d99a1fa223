/**
 * Brand colours (docs/behaviour.md#colours) in two tabs: 'Color Palettes' (pick a named palette or a random
 * one) and 'Manual' (add colours with a picker, or three random ones). Both edit the same colours.
 */
import { useId } from "react";
import { useT } from "../i18n/use-words.ts";
import { ManualColors } from "./ManualColors.tsx";
import { PalettePicker } from "./PalettePicker.tsx";
import { Tabs } from "./Tabs.tsx";

export type ColorFieldProps = {
  /** The vibes so far: the palette dropdown suggests the palette that fits them. */
  vibes: readonly string[];
  colors: readonly string[];
  onColorsChange: (colors: readonly string[]) => void;
  paletteName: string;
  onPaletteNameChange: (name: string) => void;
};

export function ColorField(props: ColorFieldProps) {
  const labelId = useId();
  const t = useT();
  return (
    <div className="field field-wide" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="field-label">{t("form.colors.label")}</span>
      <Tabs
        label={t("form.colors.tabsLabel")}
        className="color-tabs"
        tabs={[
          {
            id: "palettes",
            label: t("form.colors.palettesTab"),
            content: (
              <PalettePicker
                vibes={props.vibes}
                colors={props.colors}
                onColorsChange={props.onColorsChange}
                paletteName={props.paletteName}
                onPaletteNameChange={props.onPaletteNameChange}
              />
            ),
          },
          {
            id: "manual",
            label: t("form.colors.manualTab"),
            content: <ManualColors colors={props.colors} onColorsChange={props.onColorsChange} />,
          },
        ]}
      />
    </div>
  );
}
