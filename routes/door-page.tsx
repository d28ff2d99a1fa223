/**
 * The door page of a kept kit (`/k/{id}/door`, issue 39): where the organiser, or a co-host with a door link,
 * checks guests in. The server renders its shell in the interface's language (routes/page-language.ts): the
 * event's name in the kit's language and its day in the interface's, never indexed; the door entry hydrates it,
 * and reads the guest list with the link's token in the browser.
 */
import { eventWhen, sharePath } from "../brandkit/web.ts";
import type { DoorPageData } from "../client/door/door-data.ts";
import { DoorPage } from "../client/door/DoorPage.tsx";
import { copyLangProps } from "../client/copy-lang.ts";
import type { InterfaceLanguage } from "../client/i18n/interface-language.ts";
import { renderHtmlDocument } from "./html-document.ts";
import { interfaceWordsOf } from "./interface-catalogs.ts";
import { DOOR_WORKER_PATH } from "./door-page-sw.ts";
import { bootOf, type PageOptions, renderApp } from "./page.tsx";

/** What one door page is made of: the kit's id, its name and language, and its date and time. */
export type DoorPageInput = {
  id: string;
  kit: { selectedName: string; language?: string };
  request: Parameters<typeof eventWhen>[0];
  /** The interface's language of this page. */
  language: InterfaceLanguage;
};

/** The site's options, but the palettes (the door has no form) and the language (the input's). */
export type DoorPageOptions = Omit<PageOptions, "language" | "palettes"> & DoorPageInput;

/** The door page's path for kit `id`. */
export function doorPath(id: string): string {
  return `${sharePath(id)}/door`;
}

/** The page's data: the event's name (with the kit's `lang` and `dir`) and its day in the interface's language. */
export function doorPageDataOf(input: DoorPageInput): DoorPageData {
  const { lang, dir } = copyLangProps(input.kit.language);
  const when = eventWhen(input.request, input.language);
  return {
    id: input.id,
    path: doorPath(input.id),
    eventPath: sharePath(input.id),
    name: input.kit.selectedName,
    lang,
    dir,
    ...when ? { when: when.text, dateTime: when.dateTime } : {},
    worker: DOOR_WORKER_PATH,
  };
}

/** The door page's HTML. */
export function renderDoorPageHtml(options: DoorPageOptions): string {
  const data = doorPageDataOf(options);
  const { t, direction } = interfaceWordsOf(options.language);
  // The door needs no palette catalogue (it has no form): its boot data stays small.
  const boot = { ...bootOf({ ...options, palettes: [] }), door: data };
  return renderHtmlDocument({
    bundle: options.bundle,
    entry: "door",
    lang: options.language,
    dir: direction,
    title: t("door.pageTitle", { name: data.name }),
    description: t("door.pageDescription"),
    meta: [{ name: "robots", content: "noindex" }],
    appHtml: renderApp(boot, <DoorPage data={data} />, "none"),
    boot,
  });
}
