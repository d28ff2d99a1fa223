/**
 * The palette dropdown (docs/behaviour.md#colours) as a select-only combobox (WAI-ARIA combobox pattern): a
 * button showing the chosen palette, and a listbox of every palette with its swatches, headed by the palette
 * suggested for the vibes when there is one (issue 26; the two groups are then labelled). Arrow keys, Home,
 * End and PageUp or PageDown move through the options of both groups; Enter, Space or Tab choose; Escape
 * closes; typing a name's first letters jumps to it. Focus stays on the button, the option under the keyboard
 * being its active descendant.
 */
import { Fragment, type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from "react";
import type { Palette } from "../../brandkit/web.ts";
import { isTyping, listboxMove, NO_TYPE_AHEAD, typeAhead, typeAheadIndex } from "../form/listbox-keys.ts";
import { say } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";
import { paletteGroups } from "../palette-list.ts";
import { Icon } from "./Icon.tsx";
import { PaletteStrip } from "./PaletteStrip.tsx";

export type PaletteSelectProps = {
  palettes: readonly Palette[];
  /** The palette that fits the vibes, listed first. @default none */
  suggested?: Palette;
  /** The chosen palette's name. */
  value: string;
  onChange: (name: string) => void;
  /** The combobox button, for whoever needs to focus it. */
  buttonRef?: Ref<HTMLButtonElement>;
};

/** Keys that open the closed listbox (on the chosen palette). */
const OPENING_KEYS = new Set(["ArrowDown", "ArrowUp", "Enter", " "]);

export function PaletteSelect(
  { palettes: catalogue, suggested, value, onChange, buttonRef }: PaletteSelectProps,
) {
  const id = useId();
  const t = useT();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useRef(NO_TYPE_AHEAD);
  const groups = paletteGroups(catalogue, suggested);
  // The options in order, both groups as one list: the keys and the active descendant count through them all.
  const palettes = groups.flatMap((group) => group.palettes);
  // The suggestion, when it is the chosen palette, is the option shown as chosen (and where the list opens).
  const chosen = Math.max(0, palettes.findIndex((palette) => palette.name === value));

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [open, active]);

  const show = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  // Choosing the chosen palette again is allowed: it brings back its colours after manual edits.
  const choose = (index: number) => {
    setOpen(false);
    onChange(palettes[index].name);
  };

  const find = (char: string, at: number) => {
    search.current = typeAhead(search.current, char, at);
    const names = palettes.map((palette) => palette.name);
    const found = typeAheadIndex(names, open ? active : chosen, search.current.query);
    if (found >= 0) show(found);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const { key, altKey, ctrlKey, metaKey, timeStamp } = event;
    const printable = key.length === 1 && !altKey && !ctrlKey && !metaKey;
    if (printable && (key !== " " || isTyping(search.current, timeStamp))) {
      event.preventDefault();
      find(key, timeStamp);
      return;
    }
    if (!open) {
      const start = key === "Home"
        ? 0
        : key === "End"
        ? palettes.length - 1
        : OPENING_KEYS.has(key)
        ? chosen
        : -1;
      if (start < 0) return;
      event.preventDefault();
      show(start);
      return;
    }
    if (altKey && key === "ArrowUp") {
      event.preventDefault();
      choose(active);
      return;
    }
    const next = listboxMove(key, active, palettes.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
    } else if (key === "Enter" || key === " ") {
      event.preventDefault();
      choose(active);
    } else if (key === "Escape") {
      event.preventDefault();
      event.stopPropagation(); // closing the list is all Escape does here
      setOpen(false);
    } else if (key === "Tab") {
      // As the pattern says: Tab takes the option under the keyboard, and focus moves on.
      if (active === chosen) setOpen(false);
      else choose(active);
    }
  };

  const current = palettes[chosen];
  return (
    <div className="palette-select">
      <span id={`${id}-label`} className="field-sublabel">{t("form.palette.label")}</span>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        role="combobox"
        className="input palette-combobox"
        aria-labelledby={`${id}-label`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        onClick={() => (open ? setOpen(false) : show(chosen))}
        onKeyDown={onKeyDown}
        // A button clicks itself on Space's keyup; the keydown has already acted.
        onKeyUp={(event) => event.key === " " && event.preventDefault()}
        onBlur={() => setOpen(false)}
      >
        {current && <PaletteStrip colors={current.colors} />}
        <span className="palette-combobox-name">{current?.name}</span>
      </button>
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-labelledby={`${id}-label`}
          className="palette-listbox"
          // Keeps the focus on the combobox while the pointer picks.
          onMouseDown={(event) => event.preventDefault()}
        >
          {groups.map((group) => {
            const options = group.palettes.map((palette, offset) => {
              const index = group.start + offset;
              return (
                <div
                  key={palette.name}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === chosen}
                  className={index === active ? "palette-option palette-option-active" : "palette-option"}
                  onClick={() => choose(index)}
                >
                  <PaletteStrip colors={palette.colors} />
                  <span className="palette-option-name">{palette.name}</span>
                  {index === chosen && <Icon name="check" size={16} />}
                </div>
              );
            });
            if (!group.label) return <Fragment key={group.key}>{options}</Fragment>;
            const labelId = `${id}-${group.key}`;
            return (
              <div key={group.key} role="group" aria-labelledby={labelId} className="palette-group">
                <div id={labelId} role="presentation" className="palette-group-label">
                  {say(t, group.label)}
                </div>
                {options}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
