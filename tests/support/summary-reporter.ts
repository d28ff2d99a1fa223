/**
 * Prints the plain closing line `N passed, N failed, N skipped` that CI reads (vitest's own summary is styled).
 * Under CI=true a skipped test counts as a failure: nothing may be skipped silently there.
 */
import type { Reporter, TestModule } from "vitest/node";

type Counts = { passed: number; failed: number; skipped: number; skippedNames: string[] };

/** Counts the finished test cases of a run by their state. */
export function countResults(modules: ReadonlyArray<TestModule>): Counts {
  const counts: Counts = { passed: 0, failed: 0, skipped: 0, skippedNames: [] };
  for (const module of modules) {
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === "passed") counts.passed++;
      else if (state === "failed") counts.failed++;
      else {
        counts.skipped++;
        counts.skippedNames.push(`${module.moduleId}: ${test.fullName}`);
      }
    }
    // A file that fails to load has no tests, but it is a failure all the same.
    if (module.state() === "failed" && module.children.size === 0) counts.failed++;
  }
  return counts;
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts = countResults(modules);
    const strict = process.env.CI === "true";
    let failed = counts.failed + unhandledErrors.length;
    if (strict && counts.skipped > 0) {
      console.log(`CI=true: ${counts.skipped} skipped test(s) count as failures:`);
      for (const name of counts.skippedNames) console.log(`  skipped: ${name}`);
      failed += counts.skipped;
      process.exitCode = 1;
    }
    console.log(`\n${counts.passed} passed, ${failed} failed, ${counts.skipped} skipped`);
  }
}
