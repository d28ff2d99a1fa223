/** The door's three ways in (issue 39), at the bottom of the screen where a thumb reaches: scan, code, name. */
import { useT } from "../i18n/use-words.ts";
import { DoorIcon } from "./DoorIcon.tsx";

export type DoorMode = "scan" | "code" | "name";

const MODES: readonly DoorMode[] = ["scan", "code", "name"];

/** Each way's icon, drawn (not an emoji: a system without an emoji font shows a box). */
const ICONS: Readonly<Record<DoorMode, string>> = {
  scan:
    "M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M8 8h3v3H8zM13 13h3v3h-3zM13 8h3M8 13v3",
  code: "M4 7h16v10H4zM7 11h1M10 11h1M13 11h1M16 11h1M8 14h8",
  name: "M10.5 17a6.5 6.5 0 1 1 0-13 6.5 6.5 0 0 1 0 13zM15.5 15.5 20 20",
};

export function DoorModes({ mode, onMode }: { mode: DoorMode; onMode: (mode: DoorMode) => void }) {
  const t = useT();
  return (
    <nav className="door-modes" aria-label={t("door.modes.label")}>
      {MODES.map((choice) => (
        <button
          key={choice}
          type="button"
          className="door-mode"
          aria-pressed={choice === mode}
          onClick={() => onMode(choice)}
        >
          <DoorIcon path={ICONS[choice]} size={24} weight={2} />
          <span>{t(`door.modes.${choice}`)}</span>
        </button>
      ))}
    </nav>
  );
}
