/**
 * "Design" (issue 26): where the kit's owner shapes its graphics. The lines the graphics carry ("Top line",
 * "Details line"), the event's "Time", "End time" and "Place", the "Layout" with 'Shuffle design', the colours
 * (the form's palette controls) and the QR code; 'Undo' and 'Redo' over every edit. A small poster beside the
 * controls shows each change as soon as it is made; a live region says when the graphics are being updated and
 * when they are saved.
 */
import { useId } from "react";
import { DEFAULT_PALETTE_NAME, type KitResult } from "../../brandkit/web.ts";
import { useKitState, useServices } from "../app-context.ts";
import { useStudioState } from "../hooks/use-studio-state.ts";
import { useT } from "../i18n/use-words.ts";
import { fieldErrorText } from "../state/field-errors.ts";
import { closestPalette, paletteOfColors } from "../state/studio-snapshot.ts";
import type { StudioStatus, StudioStore } from "../state/studio-store.ts";
import { ColorField } from "./ColorField.tsx";
import { Icon } from "./Icon.tsx";
import { LayoutPicker } from "./LayoutPicker.tsx";
import { TextField } from "./TextField.tsx";

/** The longest top line and details line (the server's limit; CJK and emoji count twice there). */
const LINE_MAX_LENGTH = 60;
const PLACE_MAX_LENGTH = 120;

/** What the live region says, by the studio's status (a message id; nothing while idle). */
const STATUS_TEXT: Readonly<Record<StudioStatus, string | null>> = {
  idle: null,
  updating: "form.design.status.updating",
  saved: "form.design.status.saved",
  updated: "form.design.status.updated",
  failed: "form.design.status.failed",
};

export type DesignSectionProps = { kit: KitResult; studio: StudioStore };

export function DesignSection({ kit, studio }: DesignSectionProps) {
  const { palettes } = useServices();
  const { request } = useKitState();
  const { snapshot, status, fieldErrors, canUndo, canRedo } = useStudioState(studio);
  const headingId = useId();
  const t = useT();
  if (!snapshot) return null;
  const { design, event } = snapshot;
  const error = (...paths: string[]) =>
    fieldErrorText(t, paths.map((path) => fieldErrors?.[path]).find(Boolean));
  const statusText = STATUS_TEXT[status];
  const paletteName = design.palette ?? closestPalette(palettes, design.colors)?.name ?? DEFAULT_PALETTE_NAME;
  return (
    <section className="card design-card" aria-labelledby={headingId}>
      <div className="design-header">
        <h3 id={headingId} className="design-title">
          <Icon name="sparkles" />
          {t("form.design.title")}
        </h3>
        <p role="status" className={`design-status design-status-${status}`}>
          {statusText ? t(statusText) : ""}
        </p>
        <div className="design-history">
          <button
            type="button"
            className="button button-secondary button-small"
            aria-disabled={!canUndo || undefined}
            aria-keyshortcuts="Control+Z Meta+Z"
            onClick={() => studio.undo()}
          >
            <Icon name="undo" size={16} />
            {t("form.design.undo")}
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            aria-disabled={!canRedo || undefined}
            aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z"
            onClick={() => studio.redo()}
          >
            <Icon name="redo" size={16} />
            {t("form.design.redo")}
          </button>
        </div>
      </div>
      <p className="design-lead">{t("form.design.lead")}</p>
      <div className="design-body">
        <div className="design-controls">
          <div className="design-fields">
            <TextField
              label={t("form.design.topLine")}
              hint={t("form.design.topLineHint")}
              value={design.topLine}
              onChange={(topLine) => studio.type("design.topLine", { design: { topLine } })}
              error={error("design.topLine")}
              maxLength={LINE_MAX_LENGTH}
            />
            <TextField
              label={t("form.design.details")}
              hint={t("form.design.detailsHint")}
              value={design.details}
              onChange={(details) => studio.type("design.details", { design: { details } })}
              error={error("design.details")}
              maxLength={LINE_MAX_LENGTH}
            />
            <TextField
              label={t("form.time.label")}
              type="time"
              value={event.time}
              onChange={(time) => studio.type("event.time", { event: { time } })}
              error={error("event.time", "event.timeZone")}
            />
            <TextField
              label={t("form.time.endLabel")}
              type="time"
              value={event.endTime}
              onChange={(endTime) => studio.type("event.endTime", { event: { endTime } })}
              error={error("event.endTime")}
            />
            <TextField
              label={t("form.design.place")}
              value={event.location}
              onChange={(location) => studio.type("event.location", { event: { location } })}
              error={error("event.location", "eventLocation")}
              maxLength={PLACE_MAX_LENGTH}
              wide
            />
          </div>
          <LayoutPicker
            family={design.family}
            colors={design.colors}
            withArt={Boolean(kit.art) || design.family === "art"}
            onChoose={(family) => studio.choose({ design: { family, variation: 0 } })}
            onShuffle={() => studio.shuffle()}
          />
          <ColorField
            vibes={request?.vibes ?? []}
            colors={design.colors}
            onColorsChange={(colors) =>
              studio.choose({ design: { colors, palette: paletteOfColors(palettes, colors)?.name } })}
            paletteName={paletteName}
            onPaletteNameChange={() => {}} // the colours name their palette (onColorsChange)
          />
          {request?.eventLink && (
            <label className="design-check">
              <input
                type="checkbox"
                checked={design.showQr}
                onChange={(change) => studio.choose({ design: { showQr: change.target.checked } })}
              />
              {t("form.design.showQr")}
            </label>
          )}
        </div>
        <div className="design-preview" aria-hidden="true">
          {kit.images.poster && <img src={kit.images.poster} alt="" width={1080} height={1350} />}
        </div>
      </div>
    </section>
  );
}
