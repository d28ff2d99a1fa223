/**
 * The side effects the client needs, as small interfaces with real defaults: clock, timers, randomness, storage,
 * the browser window. Nothing here is global state; createClient resolves the defaults once per client.
 */

/** Milliseconds since the epoch. */
export type Clock = { now(): number };

/** An opaque timer handle. */
export type TimerId = unknown;

/** setTimeout and clearTimeout, injectable so tests drive time. */
export type Timers = {
  setTimeout(callback: () => void, delayMs: number): TimerId;
  clearTimeout(id: TimerId): void;
};

/** A number in [0, 1), like Math.random. */
export type Random = () => number;

/** The part of the Web Storage API the client uses. */
export type KeyValueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

/**
 * The part of a WebSocket the realtime client uses. Handler events are `any` so that the runtime's own WebSocket
 * (whose handlers take Event and MessageEvent) fits without a cast; the client reads only `data`.
 */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: any) => void) | null;
  onclose: ((event: any) => void) | null;
  onerror: ((event: any) => void) | null;
  onmessage: ((event: any) => void) | null;
};

/** A WebSocket constructor (the global one by default). */
export type SocketConstructor = new (url: string) => SocketLike;

/** A listener target such as window or document. */
export type EventTargetLike = {
  addEventListener(type: string, listener: (event: any) => void): void;
  removeEventListener(type: string, listener: (event: any) => void): void;
};

/** A window the client may post to or that may post to it. */
export type WindowLike = {
  postMessage(message: unknown, targetOrigin: string): void;
  closed?: boolean;
  close?(): void;
};

/**
 * The browser features the client uses, all optional: outside a browser they are simply absent and the features
 * that need them (URL tokens, parent-window tokens, redirects, page-hide flushing) do nothing.
 */
export type BrowserEnv = {
  /** The page's address, read for tokens and analytics, and replaced to remove tokens. */
  location?: { href: string; assign(url: string): void };
  history?: { replaceState(data: unknown, unused: string, url: string): void };
  /** The window itself, for message events and page-hide events. */
  window?: EventTargetLike;
  /** The parent window when the page runs in a frame. */
  parent?: WindowLike;
  /** Opens a popup (window.open). */
  open?(url: string, target: string, features: string): WindowLike | null;
  document?: EventTargetLike & { referrer?: string; visibilityState?: string };
  navigator?: { doNotTrack?: string | null };
  /** window.doNotTrack, which some browsers use instead of navigator's. */
  doNotTrack?: string | null;
  screen?: { width?: number };
};

/** Timers of the running environment. */
export function realTimers(): Timers {
  return {
    setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
  };
}

/** Storage that lives as long as the client: the default outside a browser. */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

type BrowserGlobals = {
  window?: any;
  document?: any;
  localStorage?: KeyValueStorage;
};

/** The real browser environment when there is one (a window and a document), otherwise nothing. */
export function detectBrowser(): BrowserEnv | undefined {
  const scope = globalThis as unknown as BrowserGlobals;
  const win = scope.window;
  if (!win || !scope.document) return undefined;
  return {
    location: win.location,
    history: win.history,
    window: win,
    parent: win.parent && win.parent !== win ? win.parent : undefined,
    open: (url, target, features) => win.open(url, target, features),
    document: scope.document,
    navigator: win.navigator,
    doNotTrack: win.doNotTrack,
    screen: win.screen,
  };
}

/** The browser's local storage when there is a browser, otherwise storage in memory. */
export function defaultStorage(browser: BrowserEnv | undefined): KeyValueStorage {
  const scope = globalThis as unknown as BrowserGlobals;
  if (browser && scope.localStorage) return scope.localStorage;
  return memoryStorage();
}
