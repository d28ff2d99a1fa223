/** The door's API (issue 39) on the default store: SQLite in memory (the cases: _door-cases.ts). */
import { createTestApp } from "../support/test-app.ts";
import { describeDoor } from "./_door-cases.ts";

describeDoor("SQLite", async () => {
  const test = await createTestApp();
  return [test, test] as const;
});
