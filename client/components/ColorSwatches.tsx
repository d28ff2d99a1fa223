/**
 * The chosen colours as swatches with their hex codes; each can be removed while more than one remains
 * (spec §5).
 */
import { canRemoveColor, removeColor } from "../form/chips.ts";
import { Icon } from "./Icon.tsx";

export type ColorSwatchesProps = {
  colors: readonly string[];
  onChange: (colors: readonly string[]) => void;
};

export function ColorSwatches({ colors, onChange }: ColorSwatchesProps) {
  const removable = canRemoveColor(colors);
  return (
    <ul className="swatches" aria-label="Selected colors">
      {colors.map((color) => (
        <li key={color} className="swatch">
          <span className="swatch-color" style={{ background: color }} aria-hidden="true" />
          <span className="swatch-hex">{color}</span>
          {removable && (
            <button
              type="button"
              className="swatch-remove"
              aria-label={`Remove color ${color}`}
              onClick={() => onChange(removeColor(colors, color))}
            >
              <Icon name="x" size={12} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
