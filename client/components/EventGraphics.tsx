/**
 * Section 4, Event Graphics: the poster, square tile and banner, each with its download; placeholders while
 * there are none (small, in the graphics' shapes), and a way to try again once nothing stands in the way. Each
 * graphic's alt text names it, the event, its date and place. The keyboard stays put: the retry button stays
 * (busy) while the graphics are made, then hands the focus to the first download. On a share page (readOnly)
 * nothing is made again, and each graphic downloads from the kept kit's files.
 */
import { useEffect, useRef } from "react";
import {
  type GenerationRequestInput,
  graphicAltTexts,
  IMAGE_FILE_NAMES,
  IMAGE_KINDS,
  type KitResult,
} from "../../brandkit/web.ts";
import { keptFilePath } from "../../brandkit/web.ts";
import { useKitState, useServices } from "../app-context.ts";
import { copyLangProps } from "../copy-lang.ts";
import { useT } from "../i18n/use-words.ts";
import { hasNoImages, secondsLeft } from "../state/kit-page-store.ts";
import { GraphicCard } from "./GraphicCard.tsx";
import { Icon } from "./Icon.tsx";
import { Spinner } from "./Spinner.tsx";

export type EventGraphicsProps = {
  kit: KitResult;
  /** The request the kit was made from (its date and place are in the alt texts). @default the kit store's */
  request?: GenerationRequestInput | null;
  /** A share page's: no "Generate Graphics", downloads from the kept kit's files. @default false */
  readOnly?: boolean;
  /**
   * New graphics are being made for an owner's edit (issue 26): marked busy, not dimmed, as they change while
   * the owner types. @default false
   */
  busy?: boolean;
};

export function EventGraphics({ kit, request, readOnly = false, busy = false }: EventGraphicsProps) {
  const { kit: store } = useServices();
  const state = useKitState();
  const t = useT();
  const updating = state.regenerating !== null;
  const missing = hasNoImages(kit);
  const details = request === undefined ? state.request : request;
  const alt = graphicAltTexts(kit.selectedName, { ...details, language: kit.language });
  // The alt texts are in the kit's language, as its files' are.
  const altLang = copyLangProps(kit.language);
  const keptId = readOnly ? kit.id : undefined;
  const container = useRef<HTMLDivElement>(null);
  /** The retry button was pressed, so its focus must not fall to <body> when it goes. */
  const retried = useRef(false);
  const className = ["graphics", missing && "graphics-pending", updating && "graphics-updating"]
    .filter(Boolean).join(" ");

  useEffect(() => {
    if (missing || !retried.current) return;
    retried.current = false;
    if (document.activeElement === document.body) {
      container.current?.querySelector<HTMLElement>("a[download]")?.focus();
    }
  }, [missing]);

  return (
    <div ref={container}>
      <div className={className} aria-busy={updating || busy}>
        {IMAGE_KINDS.map((kind) => (
          <GraphicCard
            key={kind}
            kind={kind}
            url={kit.images[kind]}
            alt={alt[kind]}
            altLang={altLang}
            downloadUrl={keptId && keptFilePath(keptId, IMAGE_FILE_NAMES[kind])}
          />
        ))}
      </div>
      {missing && !readOnly && (
        <button
          type="button"
          className="button button-secondary graphics-retry"
          aria-disabled={updating || secondsLeft(state) > 0 || undefined}
          aria-busy={updating || undefined}
          onClick={() => {
            retried.current = true;
            void store.regenerate(kit.selectedName);
          }}
        >
          {updating ? <Spinner /> : <Icon name="refresh" />}
          {t("result.graphics.generate")}
        </button>
      )}
    </div>
  );
}
