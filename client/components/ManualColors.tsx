/**
 * The 'Manual' tab: the swatches, an add button that opens the colour picker, and 'Randomize' for three
 * random colours.
 */
import { lazy, Suspense, useId, useRef, useState } from "react";
import { addColor } from "../form/chips.ts";
import { useServices } from "../app-context.ts";
import { useT } from "../i18n/use-words.ts";
import { ColorSwatches } from "./ColorSwatches.tsx";
import { Icon } from "./Icon.tsx";
import { Spinner } from "./Spinner.tsx";

/** The picker (react-colorful) loads when first opened: most visitors never open it. */
const ColorPicker = lazy(() =>
  import("./ColorPicker.tsx").then((module) => ({ default: module.ColorPicker }))
);

/** How many colours 'Randomize' gives in the manual tab (docs/behaviour.md#colours). */
const RANDOM_COLOR_COUNT = 3;

export type ManualColorsProps = {
  colors: readonly string[];
  onColorsChange: (colors: readonly string[]) => void;
};

export function ManualColors({ colors, onColorsChange }: ManualColorsProps) {
  const { deps } = useServices();
  const t = useT();
  const [picking, setPicking] = useState(false);
  const pickerId = useId();
  const addButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    setPicking(false);
    addButton.current?.focus();
  };

  const randomize = async () => {
    const { randomHexColors } = await deps.loadExtras();
    onColorsChange(randomHexColors(deps.random, RANDOM_COLOR_COUNT));
  };

  return (
    <div className="color-panel">
      <div className="manual-row">
        <ColorSwatches colors={colors} onChange={onColorsChange} fallbackFocus={() => addButton.current} />
        <button
          ref={addButton}
          type="button"
          className="button button-secondary button-icon"
          aria-label={t("form.colors.add")}
          aria-expanded={picking}
          aria-controls={pickerId}
          onClick={() => setPicking(!picking)}
        >
          <Icon name="plus" />
        </button>
        <button type="button" className="button button-secondary" onClick={randomize}>
          <Icon name="shuffle" />
          {t("form.colors.randomize")}
        </button>
      </div>
      {picking && (
        <Suspense fallback={<Spinner />}>
          <ColorPicker
            id={pickerId}
            onAdd={(color) => {
              onColorsChange(addColor(colors, color));
              close();
            }}
            onCancel={close}
          />
        </Suspense>
      )}
    </div>
  );
}
