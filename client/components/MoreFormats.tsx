/**
 * 'More formats', under the graphics (issue 14): the story and the link preview, shown once the section comes
 * into view (asked for then, so the first result is no slower), and the SVG, PDF and calendar downloads, each
 * made by the server when clicked. The files come from formatFileSource: a kept kit's kept files, or
 * POST /api/kits/formats for a kit that was not kept.
 */
import { useEffect, useId, useRef, useState } from "react";
import {
  CANVAS_KINDS,
  CANVAS_SIZES,
  DEFAULT_RATE_LIMIT_WAIT_S,
  EXTRA_CANVASES,
  type ExtraCanvas,
  FORMAT_FILE_NAMES,
  FORMAT_NAMES,
  type GenerationRequestInput,
  graphicAltText,
  type KitResult,
} from "../../brandkit/web.ts";
import { ApiError } from "../api/api-error.ts";
import { formatFileSource } from "../archive/format-request.ts";
import { zipFileName } from "../archive/zip-name.ts";
import { useKitState, useServices } from "../app-context.ts";
import { copyLangProps } from "../copy-lang.ts";
import { graphicLabel } from "../graphics.ts";
import type { Translate } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";
import { TOASTS } from "../messages.ts";
import { GraphicFigure } from "./GraphicFigure.tsx";
import { Icon } from "./Icon.tsx";
import { Spinner } from "./Spinner.tsx";

/** Start making the previews a little before the section scrolls into view. */
const PREVIEW_MARGIN = "300px";
/**
 * Previews shown already are made again only once the graphics have settled this long: while the owner edits
 * (issue 26), the render workers go to the graphics being typed, not to previews that will change again.
 */
const PREVIEW_REFRESH_DELAY_MS = 600;
const PREVIEW_FILES = EXTRA_CANVASES.map((canvas) => FORMAT_FILE_NAMES[canvas]);
const SVG_FILES = CANVAS_KINDS.map((kind) => FORMAT_FILE_NAMES.svg(kind));

/** The 'Rate Limited' toast (docs/behaviour.md#toasts), with the server's wait. */
const rateLimited = (error: ApiError) =>
  TOASTS.regenerateRateLimited(error.retryAfter ?? DEFAULT_RATE_LIMIT_WAIT_S);

/** One download the section offers: what it is, and the files it asks for. */
type Offer = {
  id: string;
  label: string;
  detail: string;
  files: readonly string[];
  saveAs: string;
  type: string;
};

function offersFor(eventName: string, hasDate: boolean, hasTime: boolean, t: Translate): Offer[] {
  const offers: Offer[] = [
    {
      id: "svg",
      label: t("result.formats.svg"),
      detail: t("result.formats.svgDetail"),
      files: SVG_FILES,
      saveAs: zipFileName(eventName).replace(/-brand-kit\.zip$/, "-svg.zip"),
      type: "application/zip",
    },
    {
      id: "pdf",
      label: t("result.formats.pdf"),
      detail: t("result.formats.pdfDetail"),
      files: [FORMAT_FILE_NAMES.pdf],
      saveAs: FORMAT_FILE_NAMES.pdf,
      type: "application/pdf",
    },
    {
      id: "guide-pdf",
      label: t("result.formats.guidePdf"),
      detail: t("result.formats.guidePdfDetail"),
      files: [FORMAT_FILE_NAMES["guide-pdf"]],
      saveAs: FORMAT_FILE_NAMES["guide-pdf"],
      type: "application/pdf",
    },
  ];
  if (hasDate) {
    offers.push({
      id: "ics",
      label: t("result.formats.ics"),
      detail: hasTime ? t("result.formats.icsTimedDetail") : t("result.formats.icsAllDayDetail"),
      files: [FORMAT_FILE_NAMES.ics],
      saveAs: FORMAT_FILE_NAMES.ics,
      type: "text/calendar",
    });
  }
  return offers;
}

export type MoreFormatsProps = {
  kit: KitResult;
  /** The request the kit was made from. @default the kit store's (the create page's result) */
  request?: GenerationRequestInput | null;
  /** A share page's: the visitor cannot change the kit here, so the form is not mentioned. @default false */
  readOnly?: boolean;
};

export function MoreFormats({ kit, request: given, readOnly = false }: MoreFormatsProps) {
  const { api, deps, formats, toasts } = useServices();
  const stored = useKitState().request;
  const request = given === undefined ? stored : given;
  const t = useT();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  const [previews, setPreviews] = useState<Partial<Record<ExtraCanvas, string>>>({});
  const [previewFailed, setPreviewFailed] = useState(false);
  const [making, setMaking] = useState<string | null>(null);

  const filesOf = formatFileSource(kit, request, { ...deps, api });

  useEffect(() => {
    const element = section.current;
    if (!element || visible) return;
    if (typeof IntersectionObserver === "undefined") return setVisible(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    }, { rootMargin: PREVIEW_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  // The previews are made for the graphics shown: another name, or an owner's edit (new graphics), makes them
  // again. The earlier ones stay until the new ones are there, so editing does not flash placeholders.
  const shownUrls = useRef<string[]>([]);
  useEffect(() => () => shownUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  useEffect(() => {
    if (!visible || !request) return;
    const controller = new AbortController();
    setPreviewFailed(false);
    const make = () =>
      filesOf(PREVIEW_FILES, controller.signal).then((files) => {
        if (controller.signal.aborted) return;
        const next: Partial<Record<ExtraCanvas, string>> = {};
        const urls: string[] = [];
        for (const canvas of EXTRA_CANVASES) {
          const bytes = files[FORMAT_FILE_NAMES[canvas]] as Uint8Array<ArrayBuffer>;
          urls.push(next[canvas] = URL.createObjectURL(new Blob([bytes], { type: "image/png" })));
        }
        for (const url of shownUrls.current) URL.revokeObjectURL(url);
        shownUrls.current = urls;
        setPreviews(next);
      }, (error) => {
        if (!controller.signal.aborted) setPreviewFailed(true);
        if (error instanceof ApiError && error.isRateLimit) toasts.show(rateLimited(error));
      });
    const timer = setTimeout(make, shownUrls.current.length ? PREVIEW_REFRESH_DELAY_MS : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [visible, kit.id, kit.selectedName, kit.images.poster, request]);

  const download = async (offer: Offer) => {
    if (making) return;
    setMaking(offer.id);
    try {
      const files = await filesOf(offer.files);
      const bytes = offer.files.length === 1 ? files[offer.files[0]] : (await deps.loadExtras()).zipArchive(
        offer.files.map((name) => ({ name, data: files[name] })),
        { nowMs: deps.now() },
      );
      deps.saveFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: offer.type }), offer.saveAs);
    } catch (error) {
      toasts.show(
        error instanceof ApiError && error.isRateLimit ? rateLimited(error) : TOASTS.formatFailed,
      );
    } finally {
      setMaking(null);
    }
  };

  const details = { ...request, language: kit.language };
  // The alt texts are in the kit's language, as its files' are.
  const altLang = copyLangProps(kit.language);
  return (
    <section ref={section} className="more-formats" aria-labelledby={headingId}>
      <h4 id={headingId} className="more-formats-title">{t("result.formats.heading")}</h4>
      <div className="extra-graphics">
        {EXTRA_CANVASES.map((canvas) => {
          const { width, height } = CANVAS_SIZES[canvas];
          return (
            <GraphicFigure
              key={canvas}
              className={`graphic extra-graphic extra-${canvas}`}
              frameClassName="extra-frame"
              width={width}
              height={height}
              url={previews[canvas]}
              alt={graphicAltText(canvas, kit.selectedName, details)}
              altLang={altLang}
              placeholder={
                <div className="extra-placeholder" role="status">
                  {previewFailed ? <Icon name="image" size={22} /> : <Spinner />}
                  <span>
                    {previewFailed ? t("result.formats.previewFailed") : t("result.formats.previewMaking")}
                  </span>
                </div>
              }
              label={graphicLabel(canvas, t)}
              fileName={FORMAT_FILE_NAMES[canvas]}
            />
          );
        })}
      </div>
      <ul className="format-offers">
        {offersFor(kit.selectedName, Boolean(details.eventDate), Boolean(details.eventTime), t)
          .filter((offer) => formats.some((format) => format === offer.id))
          .map((offer) => (
            <li key={offer.id} className="format-offer">
              <div>
                <span className="format-offer-label">{offer.label}</span>
                <span className="format-offer-detail">{offer.detail}</span>
              </div>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => void download(offer)}
                aria-disabled={making !== null || undefined}
                aria-busy={making === offer.id || undefined}
                aria-label={t("result.graphics.downloadFile", { file: offer.saveAs })}
              >
                {making === offer.id ? <Spinner /> : <Icon name="download" size={16} />}
                {offer.saveAs}
              </button>
            </li>
          ))}
      </ul>
      {formats.length < FORMAT_NAMES.length && <p className="field-hint">{t("result.formats.noVectors")}</p>}
      {!details.eventDate && !readOnly && <p className="field-hint">{t("result.formats.addDate")}</p>}
    </section>
  );
}
