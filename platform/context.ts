/**
 * What every service of one client shares: the project, the HTTP layer and the injected side effects. Built once
 * by createClient; nothing here is global.
 */
import type { HttpClient } from "./http.ts";
import type { BrowserEnv, Clock, KeyValueStorage, Random, Timers } from "./runtime.ts";

export type ClientContext = {
  projectId: string;
  /** The project id, escaped for a URL path. */
  projectPath: string;
  http: HttpClient;
  clock: Clock;
  timers: Timers;
  random: Random;
  storage: KeyValueStorage;
  browser?: BrowserEnv;
};
