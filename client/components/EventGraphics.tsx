/**
 * Section 4, Event Graphics: the poster, square tile and banner, each with its download; placeholders while
 * there are none (small, in the graphics' shapes), and a way to try again once nothing stands in the way. Each
 * graphic's alt text names it, the event, its date and place.
 */
import { graphicAltTexts, IMAGE_KINDS, type KitResult } from "../../brandkit/mod.ts";
import { useKitState, useServices } from "../app-context.ts";
import { hasNoImages, secondsLeft } from "../state/kit-store.ts";
import { GraphicCard } from "./GraphicCard.tsx";
import { Icon } from "./Icon.tsx";

export function EventGraphics({ kit }: { kit: KitResult }) {
  const { kit: store } = useServices();
  const state = useKitState();
  const updating = state.regenerating !== null;
  const missing = hasNoImages(kit);
  const alt = graphicAltTexts(kit.selectedName, state.request ?? {});
  const className = ["graphics", missing && "graphics-pending", updating && "graphics-updating"]
    .filter(Boolean).join(" ");
  return (
    <div>
      <div className={className} aria-busy={updating}>
        {IMAGE_KINDS.map((kind) => (
          <GraphicCard key={kind} kind={kind} url={kit.images[kind]} alt={alt[kind]} />
        ))}
      </div>
      {missing && !updating && (
        <button
          type="button"
          className="button button-secondary graphics-retry"
          aria-disabled={secondsLeft(state) > 0 || undefined}
          onClick={() => void store.regenerate(kit.selectedName)}
        >
          <Icon name="refresh" />
          Generate Graphics
        </button>
      )}
    </div>
  );
}
