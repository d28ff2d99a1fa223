/**
 * What the door page (`/k/{id}/door`, issue 39) is rendered from: the event's name and day as the server wrote
 * them (the name in the kit's language, the day in the interface's), and where the page and its service worker
 * are. The guest list is never in it: the page reads it with the door link's token, once hydrated.
 */
import type { BootData } from "../boot.ts";

export type DoorPageData = {
  id: string;
  /** The page's own path (`/k/{id}/door`): the service worker's scope. */
  path: string;
  /** The event page (`/k/{id}`). */
  eventPath: string;
  /** The event's name, in the kit's language and direction. */
  name: string;
  lang: string;
  dir: "ltr" | "rtl";
  /** The event's day (and time) in the interface's language; absent for a kit without a date. */
  when?: string;
  /** The machine-readable day (and time) of `when`, for its `<time>`. */
  dateTime?: string;
  /** Where the door's service worker is served (`/door-sw.js`). */
  worker: string;
};

/** The door page's boot data: every page's, and its own. */
export type DoorBoot = BootData & { door: DoorPageData };

/** True when `boot` carries a door page's data. */
export function isDoorBoot(boot: BootData): boot is DoorBoot {
  const door = (boot as Partial<DoorBoot>).door;
  return typeof door === "object" && door !== null && typeof door.id === "string";
}
