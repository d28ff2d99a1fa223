/**
 * Progress on stderr, for people only: a status line while one kit is made, a bar while a batch runs. Both
 * redraw one line in place on a terminal and stay silent otherwise, so logs and pipes get no noise.
 */
import { IMAGE_SIZES } from "../brandkit/web.ts";
import type { ProgressEvent } from "../brandkit/mod.ts";
import type { Output } from "./deps.ts";

/** Clears the current terminal line and returns to its start. */
const CLEAR_LINE = "\r\x1b[2K";
/** Width of the batch bar in characters. */
export const PROGRESS_BAR_WIDTH = 24;
const STEP_COUNT = 4;

const STEP_TEXT: Readonly<Record<ProgressEvent["step"], string>> = {
  copy: "Writing the copy",
  poster: `Designing the poster (${IMAGE_SIZES.poster.width} x ${IMAGE_SIZES.poster.height})`,
  square: `Designing the square tile (${IMAGE_SIZES.square.width} x ${IMAGE_SIZES.square.height})`,
  banner: `Designing the banner (${IMAGE_SIZES.banner.width} x ${IMAGE_SIZES.banner.height})`,
};
const STEP_NUMBER: Readonly<Record<ProgressEvent["step"], number>> = {
  copy: 1,
  poster: 2,
  square: 3,
  banner: 4,
};

/** Reports the steps of one generation; `done()` clears the line. */
export type StepProgress = { onProgress: (event: ProgressEvent) => void; done: () => void };

/** A status line of the generation's steps on a terminal; nothing at all when `output` is not one. */
export function createStepProgress(output: Output): StepProgress {
  if (!output.isTerminal) return { onProgress: () => {}, done: () => {} };
  let shown = false;
  return {
    onProgress(event) {
      shown = true;
      output.write(`${CLEAR_LINE}[${STEP_NUMBER[event.step]}/${STEP_COUNT}] ${STEP_TEXT[event.step]}...`);
    },
    done() {
      if (shown) output.write(CLEAR_LINE);
    },
  };
}

/** How far a batch is. */
export type BatchCounts = { total: number; done: number; skipped: number; failed: number };

/** The bar's line: "[#####-------] 5/20 rows  done 3  skipped 1  failed 1". */
export function formatProgressBar(counts: BatchCounts, width = PROGRESS_BAR_WIDTH): string {
  const finished = counts.done + counts.skipped + counts.failed;
  const filled = counts.total === 0 ? width : Math.round((finished / counts.total) * width);
  const bar = "#".repeat(filled) + "-".repeat(width - filled);
  return `[${bar}] ${finished}/${counts.total} rows  done ${counts.done}  skipped ${counts.skipped}  failed ${counts.failed}`;
}

/** A batch's progress bar, with messages printed above it. */
export type ProgressBar = {
  update: (counts: BatchCounts) => void;
  /** Prints a line (a bad row, a rate-limit wait) whether or not the bar is shown. */
  log: (line: string) => void;
  /** Removes the bar. */
  finish: () => void;
};

/** A bar redrawn in place on a terminal; elsewhere only the logged lines appear. */
export function createProgressBar(output: Output): ProgressBar {
  let last: string | null = null;
  const draw = () => {
    if (last !== null) output.write(`${CLEAR_LINE}${last}`);
  };
  return {
    update(counts) {
      if (!output.isTerminal) return;
      last = formatProgressBar(counts);
      draw();
    },
    log(line) {
      output.write(output.isTerminal ? `${CLEAR_LINE}${line}\n` : `${line}\n`);
      draw();
    },
    finish() {
      if (last !== null) output.write(CLEAR_LINE);
      last = null;
    },
  };
}
