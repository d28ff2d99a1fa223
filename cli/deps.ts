/**
 * What the CLI's commands need from the outside world, as plain interfaces. cli/io.ts implements them over Deno
 * and cli/main.ts wires them; tests pass their own, so no command touches a global.
 */
import type { DrawableCheck, FileSystem, FormatService, ProviderName } from "../brandkit/mod.ts";
import type { ProviderDeps } from "../brandkit/providers/registry.ts";
import type { ChosenProvider, RateLimitGateChoice } from "../adapters/kit-pipeline.ts";
import type { RateLimitGateHandle } from "../adapters/rate-limit-gate.ts";

/** An output stream: stdout or stderr. */
export interface Output {
  write(text: string): void;
  /** True when a person is watching (progress is shown only then). */
  readonly isTerminal: boolean;
  /** True when ANSI colours may be used. */
  readonly colors: boolean;
  /** Width in characters when it is a terminal. */
  readonly columns?: number;
}

/** What a command may ask of the provider it makes: to be told of the service's request window (batches). */
export type ProviderHints = Pick<ProviderDeps, "onRequestWindow">;

/** Everything a command may use. */
export type CliDeps = {
  fs: FileSystem;
  stdout: Output;
  stderr: Output;
  /** The clock, in epoch milliseconds. */
  now: () => number;
  /** This machine's IANA time zone ("Europe/Lisbon"): an event time given without a zone is in it. */
  timeZone: () => string;
  /** Waits `ms` milliseconds, or rejects when `signal` aborts. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * The AI provider by name (without a name, the configured one), and its exact-image step: each graphic made PNG
   * bytes of its exact size (a URL downloaded as that provider's policy allows, fitted in the render pool).
   * Rejects with CONFIG_ERROR on bad configuration.
   */
  createProvider: (name?: ProviderName, hints?: ProviderHints) => Promise<ChosenProvider>;
  /**
   * The gate a batch's provider calls pass: this process's, or the one a queue's workers share in its Redis
   * (`sharedAt`). The kit pipeline's, as every limit is.
   */
  rateLimitGate: (choice: RateLimitGateChoice) => Promise<RateLimitGateHandle>;
  /** Makes the files of the extra formats (`--formats`): the render pool, started on first use. */
  formatService: () => Promise<FormatService>;
  /** Aborted when the user interrupts (Ctrl-C). */
  signal?: AbortSignal;
  /** Refuses a name or place with a character no font can draw (exit 2) before any work is done. */
  checkDrawable?: DrawableCheck;
};
