/**
 * What the door says of the last guest (issue 39), in large type, in colour and in words, never in colour alone:
 * "Welcome, Ana — party of 3" (green, with the companions and "Undo"), "Already in at 19:02" (amber), "Not on the
 * list" (red), and whether it waits to be sent. Said in a live region; a new result replaces the last.
 */
import { useEffect, useRef } from "react";
import { formatCheckInCode } from "../../brandkit/web.ts";
import { useWords } from "../i18n/use-words.ts";
import type { DoorResult } from "./door-decision.ts";
import { DoorIcon } from "./DoorIcon.tsx";
import { formatDoorTime, formatNames } from "./door-time.ts";

/** The result's tone: its colour and icon (its words say the same). */
const TONES: Readonly<Record<DoorResult["kind"], "yes" | "again" | "no" | "neutral">> = {
  welcome: "yes",
  already: "again",
  unknown: "no",
  invalid: "no",
  undone: "neutral",
};

/** Each tone's icon: a tick, an exclamation mark, a cross, a turn back. */
const ICONS = {
  yes: "M5 12.5l4.5 4.5L19 7.5",
  again: "M12 6v8M12 18v.01",
  no: "M6.5 6.5l11 11M17.5 6.5l-11 11",
  neutral: "M9 14l-4-4 4-4M5 10h9a5 5 0 0 1 0 10h-2",
} as const;

export type DoorResultPanelProps = {
  result: (DoorResult & { id: number }) | null;
  busy: boolean;
  onUndo: (guestId: string) => void;
};

export function DoorResultPanel({ result, busy, onUndo }: DoorResultPanelProps) {
  const { t, language } = useWords();
  const tone = result ? TONES[result.kind] : undefined;
  const slot = useRef<HTMLDivElement>(null);
  // Each new result comes into view, wherever the list was scrolled.
  useEffect(() => {
    if (result) slot.current?.scrollIntoView({ block: "nearest" });
  }, [result]);
  return (
    <div ref={slot} className="door-result-slot" role="status" aria-live="polite" aria-atomic="true">
      {busy && !result && <p className="door-busy">{t("door.busy")}</p>}
      {result && tone && (
        <div key={result.id} className={`door-result door-result-${tone}`}>
          <DoorIcon className="door-result-icon" path={ICONS[tone]} size={40} weight={3} />
          <div className="door-result-words">
            <p className="door-result-title">{titleOf(result, t, language)}</p>
            {detailsOf(result, t, language).map((line) => (
              <p key={line} className="door-result-detail">{line}</p>
            ))}
            {result.kind === "welcome" && result.waiting && (
              <p className="door-result-waiting">{t("door.result.waiting")}</p>
            )}
          </div>
          {result.kind === "welcome" && (
            <button
              type="button"
              className="door-undo"
              disabled={busy}
              aria-label={t("door.result.undoLabel", { name: result.guest.name })}
              onClick={() => onUndo(result.guest.guestId)}
            >
              {t("door.result.undo")}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

type Translate = ReturnType<typeof useWords>["t"];

function titleOf(result: DoorResult, t: Translate, language: string): string {
  switch (result.kind) {
    case "welcome":
      return t("door.result.welcome", { name: result.guest.name, party: result.guest.party });
    case "already":
      return t("door.result.already", { time: formatDoorTime(result.at, language) });
    case "unknown":
      return t("door.result.unknown");
    case "invalid":
      return t("door.result.invalid");
    case "undone":
      return t("door.result.undone");
  }
}

function detailsOf(result: DoorResult, t: Translate, language: string): string[] {
  switch (result.kind) {
    case "welcome":
      return result.guest.companions.length > 0
        ? [t("door.result.companions", { names: formatNames(result.guest.companions, language) })]
        : [];
    case "already":
    case "undone":
      return result.guest
        ? [t("door.result.who", { name: result.guest.name, party: result.guest.party })]
        : [];
    case "unknown":
      return [t("door.result.code", { code: formatCheckInCode(result.code) })];
    case "invalid":
      return [t("door.result.invalidHint")];
  }
}
