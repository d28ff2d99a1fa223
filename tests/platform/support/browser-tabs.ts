/**
 * Browser tabs of one origin for the token-sync tests: they share one storage, and a write by one tab reaches
 * every other tab's window as a storage event (never its own), as in a browser.
 */
import type { BrowserEnv, KeyValueStorage } from "../../../platform/mod.ts";

type Listener = (event: unknown) => void;
type Tab = { listeners: Set<Listener> };

export function browserTabs() {
  const items = new Map<string, string>();
  const tabs: Tab[] = [];

  function broadcast(from: Tab, key: string, newValue: string | null): void {
    for (const tab of tabs) {
      if (tab === from) continue;
      for (const listener of [...tab.listeners]) listener({ key, newValue });
    }
  }

  /** A new tab: its own window and a view of the shared storage that announces its writes. */
  function open(): { storage: KeyValueStorage; browser: BrowserEnv } {
    const tab: Tab = { listeners: new Set() };
    tabs.push(tab);
    const storage: KeyValueStorage = {
      getItem: (key) => items.get(key) ?? null,
      setItem(key, value) {
        items.set(key, value);
        broadcast(tab, key, value);
      },
      removeItem(key) {
        if (!items.delete(key)) return;
        broadcast(tab, key, null);
      },
    };
    const window = {
      addEventListener: (type: string, listener: Listener) =>
        void (type === "storage" && tab.listeners.add(listener)),
      removeEventListener: (_type: string, listener: Listener) => void tab.listeners.delete(listener),
    };
    return { storage, browser: { window } };
  }

  return { open, items };
}
