/**
 * One graphic as the page shows it: the image in a frame of its aspect ratio (or a placeholder until there is
 * one), its title and size ('Poster 1080 x 1350') and a download button saving it under its file name. The
 * kit's graphics (GraphicCard) and the extra formats' previews (MoreFormats) are both shown this way.
 */
import type { ReactNode } from "react";
import type { CopyLangProps } from "../copy-lang.ts";
import { useT } from "../i18n/use-words.ts";
import { Icon } from "./Icon.tsx";

export type GraphicFigureProps = {
  /** The figure's classes ("graphic graphic-poster"). */
  className: string;
  /** The frame's class ("graphic-frame"). */
  frameClassName: string;
  width: number;
  height: number;
  /** Where the graphic is; until there is one, the placeholder stands in and no download is offered. */
  url: string | undefined;
  /** What the graphic shows. */
  alt: string;
  /** The language and direction the alt text is written in (the kit's). @default the page's */
  altLang?: CopyLangProps;
  placeholder: ReactNode;
  /** "Poster 1080 x 1350". */
  label: string;
  /** The name the download is saved under ("poster.png"). */
  fileName: string;
  /** Where the download comes from. @default url */
  downloadUrl?: string;
};

export function GraphicFigure(props: GraphicFigureProps) {
  const { width, height, url, fileName } = props;
  const t = useT();
  return (
    <figure className={props.className}>
      <div className={props.frameClassName} style={{ aspectRatio: `${width} / ${height}` }}>
        {url
          ? (
            <img
              src={url}
              width={width}
              height={height}
              alt={props.alt}
              decoding="async"
              {...props.altLang}
            />
          )
          : props.placeholder}
      </div>
      <figcaption className="graphic-caption">
        <span className="graphic-label">{props.label}</span>
        {url && (
          <a
            className="button button-secondary button-small"
            href={props.downloadUrl ?? url}
            download={fileName}
            aria-label={t("result.graphics.downloadFile", { file: fileName })}
          >
            <Icon name="download" size={16} />
            {t("result.graphics.download")}
          </a>
        )}
      </figcaption>
    </figure>
  );
}
