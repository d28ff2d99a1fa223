/**
 * The interface's words in a component: `useWords()` gives the language, its direction and `t`, and renders
 * again when the visitor switches language.
 */
import { createContext, useContext, useSyncExternalStore } from "react";
import type { InterfaceStore } from "./interface-store.ts";
import type { InterfaceWords, Translate } from "./translator.ts";

/** The page's interface store; App provides it. */
export const InterfaceContext = createContext<InterfaceStore | null>(null);

/** The interface's language, direction and words. */
export function useWords(): InterfaceWords {
  const store = useContext(InterfaceContext);
  if (!store) throw new Error("useWords() needs App's InterfaceContext.");
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The interface's `t`. */
export function useT(): Translate {
  return useWords().t;
}

/** The interface store itself, for the language menu's switch. */
export function useInterfaceStore(): InterfaceStore {
  const store = useContext(InterfaceContext);
  if (!store) throw new Error("useInterfaceStore() needs App's InterfaceContext.");
  return store;
}
