/**
 * The colour picker panel of the 'Manual' tab (docs/behaviour.md#colours): react-colorful's picker, 225 px
 * wide, with a hex input that accepts only valid hex, starting at #E6067A, and an 'Add Color' button. Escape
 * closes it.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { HexColorInput, HexColorPicker } from "react-colorful";
import { DEFAULT_PICKER_COLOR } from "../../brandkit/web.ts";
import { canonicalHex } from "../form/chips.ts";
import { useT } from "../i18n/use-words.ts";

export type ColorPickerProps = {
  id: string;
  onAdd: (color: string) => void;
  onCancel: () => void;
};

export function ColorPicker({ id, onAdd, onCancel }: ColorPickerProps) {
  const [color, setColor] = useState(DEFAULT_PICKER_COLOR);
  const inputId = useId();
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);

  // react-colorful's hex input takes no ref; focus it through the panel.
  useEffect(() => panel.current?.querySelector<HTMLInputElement>(`#${CSS.escape(inputId)}`)?.focus(), [
    inputId,
  ]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onCancel();
  };

  return (
    <div
      ref={panel}
      id={id}
      className="color-picker"
      role="group"
      aria-label={t("form.picker.label")}
      onKeyDown={onKeyDown}
    >
      <HexColorPicker color={color} onChange={setColor} />
      <div className="color-picker-controls">
        <span className="swatch-color swatch-large" style={{ background: color }} aria-hidden="true" />
        <div className="color-picker-input">
          <label className="field-sublabel" htmlFor={inputId}>{t("form.picker.hex")}</label>
          <HexColorInput
            id={inputId}
            className="input hex-input"
            color={color}
            onChange={setColor}
            prefixed
          />
        </div>
      </div>
      <div className="color-picker-actions">
        <button type="button" className="button button-ghost" onClick={onCancel}>
          {t("form.picker.cancel")}
        </button>
        <button type="button" className="button button-primary" onClick={() => onAdd(canonicalHex(color))}>
          {t("form.picker.add")}
        </button>
      </div>
    </div>
  );
}
