/**
 * One of the kit's graphics: its title and size ('Poster 1080 x 1350'), the image or the 'Image generation is
 * processing...' placeholder, and a download button saving poster.png, square.png or banner.png.
 */
import { IMAGE_FILE_NAMES, IMAGE_SIZES, type ImageKind } from "../../brandkit/web.ts";
import { graphicLabel } from "../graphics.ts";
import { GraphicFigure } from "./GraphicFigure.tsx";
import { Icon } from "./Icon.tsx";

export type GraphicCardProps = {
  kind: ImageKind;
  url: string;
  /** What the graphic shows ("Poster for Neon Nights: December 31, 2026, Austin, TX"). */
  alt: string;
  /** Where the download comes from (a kept kit's file). @default url */
  downloadUrl?: string;
};

export function GraphicCard({ kind, url, alt, downloadUrl }: GraphicCardProps) {
  const { width, height } = IMAGE_SIZES[kind];
  return (
    <GraphicFigure
      className={`graphic graphic-${kind}`}
      frameClassName="graphic-frame"
      width={width}
      height={height}
      url={url}
      alt={alt}
      placeholder={
        <div className="graphic-placeholder">
          <Icon name="image" size={22} />
          <span>Image generation is processing...</span>
        </div>
      }
      label={graphicLabel(kind)}
      fileName={IMAGE_FILE_NAMES[kind]}
      downloadUrl={downloadUrl}
    />
  );
}
