/**
 * The operator's log as every part sees it: structured entries, one JSON line each where they are written
 * (routes/request-log.ts).
 */

/** One log entry. */
export type LogEntry = Record<string, unknown> & { level: "info" | "warn" | "error"; event: string };
/** Where log entries go. */
export type Log = (entry: LogEntry) => void;
