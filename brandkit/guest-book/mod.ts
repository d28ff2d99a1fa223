/**
 * The guest book of kept kits (issue 28): guests answer an event page without an account, change or withdraw
 * their answer with a private token, and the kit's owner reads the list and sets the RSVP. It stands over the kit
 * keeper (kept/) and the rules and shapes of an answer (rsvp/). Server-only.
 */
export {
  type AddressedAnswer,
  answerNotFound,
  createGuestBook,
  type GuestBook,
  type GuestBookDeps,
  guestEntryOf,
  type GuestEntryReader,
} from "./guest-book.ts";
export {
  alreadyCheckedIn,
  checkInTimeOf,
  createDoor,
  type Door,
  type DoorDeps,
  type DoorListSource,
  notOnTheList,
} from "./door.ts";
export { type DoorRole, doorRoleOf } from "./door-role.ts";
export {
  createKitUpdates,
  type KitUpdates,
  type KitUpdatesDeps,
  updateLimitError,
  updateNotFound,
} from "./updates.ts";
export { ENTRY_TITLE_MAX, entryTitleOf, updatesFeed, type UpdatesFeedInput } from "./updates-feed.ts";
