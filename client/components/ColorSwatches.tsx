/**
 * The chosen colours as swatches with their hex codes; each can be removed while more than one remains
 * (docs/behaviour.md#colours). Removing one moves the keyboard to its neighbour, or to `fallbackFocus` once
 * none can be removed.
 */
import { canRemoveColor, removeColor } from "../form/chips.ts";
import { useRemovalFocus } from "../hooks/use-removal-focus.ts";
import { Icon } from "./Icon.tsx";
import { useT } from "../i18n/use-words.ts";

export type ColorSwatchesProps = {
  colors: readonly string[];
  onChange: (colors: readonly string[]) => void;
  /** The control that takes the keyboard when the last removable colour goes (the tab's main control). */
  fallbackFocus: () => HTMLElement | null | undefined;
};

export function ColorSwatches({ colors, onChange, fallbackFocus }: ColorSwatchesProps) {
  const t = useT();
  const removable = canRemoveColor(colors);
  const focus = useRemovalFocus(fallbackFocus);

  const remove = (color: string, index: number) => {
    const remaining = removeColor(colors, color);
    focus.removed(index, canRemoveColor(remaining) ? remaining.length : 0);
    onChange(remaining);
  };

  return (
    <ul className="swatches" aria-label={t("form.colors.selected")}>
      {colors.map((color, index) => (
        <li key={color} className="swatch">
          <span className="swatch-color" style={{ background: color }} aria-hidden="true" />
          <span className="swatch-hex">{color}</span>
          {removable && (
            <button
              ref={focus.itemRef(index)}
              type="button"
              className="swatch-remove"
              aria-label={t("form.colors.remove", { color })}
              onClick={() => remove(color, index)}
            >
              <Icon name="x" size={12} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
