/**
 * One of the kit's graphics: its title and size ('Poster 1080 x 1350'), the image or the 'Image generation is
 * processing...' placeholder, and a download button saving poster.png, square.png or banner.png.
 */
import { IMAGE_FILE_NAMES, IMAGE_SIZES, type ImageKind } from "../../brandkit/web.ts";
import type { CopyLangProps } from "../copy-lang.ts";
import { graphicLabel } from "../graphics.ts";
import { useT } from "../i18n/use-words.ts";
import { GraphicFigure } from "./GraphicFigure.tsx";
import { Icon } from "./Icon.tsx";

export type GraphicCardProps = {
  kind: ImageKind;
  url: string;
  /** What the graphic shows ("Poster for Neon Nights: December 31, 2026, Austin, TX"). */
  alt: string;
  /** The language and direction of the alt text (the kit's). */
  altLang?: CopyLangProps;
  /** Where the download comes from (a kept kit's file). @default url */
  downloadUrl?: string;
};

export function GraphicCard({ kind, url, alt, altLang, downloadUrl }: GraphicCardProps) {
  const { width, height } = IMAGE_SIZES[kind];
  const t = useT();
  return (
    <GraphicFigure
      className={`graphic graphic-${kind}`}
      frameClassName="graphic-frame"
      width={width}
      height={height}
      url={url}
      alt={alt}
      altLang={altLang}
      placeholder={
        <div className="graphic-placeholder">
          <Icon name="image" size={22} />
          <span>{t("result.graphics.processing")}</span>
        </div>
      }
      label={graphicLabel(kind, t)}
      fileName={IMAGE_FILE_NAMES[kind]}
      downloadUrl={downloadUrl}
    />
  );
}
