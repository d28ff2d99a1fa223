/**
 * 'Download All Assets': fetches the graphics and every extra format (a kept kit's kept files one by one, or
 * made by the server then, in one request: formatFileSource), packs them with kit.json, brand-guide.md and
 * copy.txt into a ZIP in the browser, in the core's archive layout, and saves it under the event's name.
 */
import { useState } from "react";
import {
  type GenerationRequestInput,
  IMAGE_KINDS,
  type ImageKind,
  type KitResult,
} from "../../brandkit/web.ts";
import { formatFileSource } from "../archive/format-request.ts";
import { zipFileName } from "../archive/zip-name.ts";
import { useKitState, useServices } from "../app-context.ts";
import { useT } from "../i18n/use-words.ts";
import { TOASTS } from "../messages.ts";
import { Icon } from "./Icon.tsx";
import { Spinner } from "./Spinner.tsx";

export type DownloadAllButtonProps = {
  kit: KitResult;
  /** The request the kit was made from. @default the kit store's (the create page's result) */
  request?: GenerationRequestInput | null;
};

export function DownloadAllButton({ kit, request: given }: DownloadAllButtonProps) {
  const { api, deps, formats, provider, toasts } = useServices();
  const stored = useKitState().request;
  const request = given === undefined ? stored : given;
  const [packing, setPacking] = useState(false);
  const t = useT();

  const download = async () => {
    if (packing || !request) return;
    setPacking(true);
    try {
      const extras = await deps.loadExtras();
      const images: Partial<Record<ImageKind, Uint8Array>> = {};
      for (const kind of IMAGE_KINDS) {
        const url = kit.images[kind];
        if (!url) continue;
        const response = await deps.fetch(url);
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        images[kind] = new Uint8Array(await response.arrayBuffer());
      }
      const validated = extras.GenerationRequestSchema.parse(request);
      const files = extras.formatFiles(formats, validated).map((file) => file.name);
      const formatFiles = await formatFileSource(kit, request, { ...deps, api })(files);
      const zip = extras.buildKitZip({
        kit,
        request: validated,
        provider,
        images,
        formats,
        formatFiles,
        nowMs: deps.now(),
      });
      deps.saveFile(
        new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }),
        zipFileName(kit.selectedName),
      );
    } catch {
      toasts.show(TOASTS.downloadFailed);
    } finally {
      setPacking(false);
    }
  };

  return (
    <button
      type="button"
      className="button button-primary"
      onClick={download}
      aria-disabled={packing || undefined}
    >
      {packing ? <Spinner /> : <Icon name="download" />}
      {t("result.downloadAll")}
    </button>
  );
}
