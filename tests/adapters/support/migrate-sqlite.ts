/**
 * A process that opens the SQLite file named by its argument and migrates it, printing the versions it applied
 * as JSON: several at once show that each migration runs exactly once.
 */
import { DatabaseSync } from "node:sqlite";
import { migrate } from "../../../adapters/kit-store-sqlite.ts";

const db = new DatabaseSync(Deno.args[0]);
db.exec("PRAGMA busy_timeout = 5000");
console.log(JSON.stringify(migrate(db)));
db.close();
