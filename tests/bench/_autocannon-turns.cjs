/**
 * The load generator of web-edge.bench.ts: autocannon, in Node, against several servers in turns, each round
 * in the other order, with no pause between turns. Run by `npx -y -p autocannon@<version> node` (so autocannon
 * is on the PATH) with one argument, JSON:
 *   {rounds, warmUpS, measureS, connections, headers, targets: [{name, port, pid}]}
 * Prints one JSON line per measure: {round, name, requestsPerS, cpuUsPerRequest, failed}, where cpuUsPerRequest
 * is the server's own CPU time (user and system, all threads, from /proc/<pid>/stat) per request answered: a
 * second view, less shaken than requests per second by what else the machine runs.
 */
const fs = require("node:fs");
const path = require("node:path");

const bin = process.env.PATH.split(path.delimiter)
  .map((dir) => path.join(dir, "autocannon"))
  .find((file) => fs.existsSync(file));
if (!bin) throw new Error("autocannon is not on the PATH: run this with npx -y -p autocannon@<version> node");
const autocannon = require(path.dirname(fs.realpathSync(bin)));

const CLOCK_TICKS_PER_S = 100;
const US_PER_S = 1e6;

/** CPU time of process `pid` so far, in clock ticks (utime + stime). */
function cpuTicks(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

async function main() {
  const options = JSON.parse(process.argv[2]);
  const load = (port, duration) =>
    autocannon({
      url: `http://127.0.0.1:${port}/`,
      connections: options.connections,
      duration,
      headers: options.headers,
    });
  for (let round = 0; round < options.rounds; round++) {
    const order = round % 2 ? [...options.targets].reverse() : options.targets;
    for (const target of order) {
      await load(target.port, options.warmUpS);
      const before = cpuTicks(target.pid);
      const result = await load(target.port, options.measureS);
      const ticks = cpuTicks(target.pid) - before;
      console.log(JSON.stringify({
        round,
        name: target.name,
        requestsPerS: result.requests.average,
        cpuUsPerRequest: (ticks / CLOCK_TICKS_PER_S) * US_PER_S / Math.max(1, result.requests.total),
        failed: result.errors + result.timeouts + result.non2xx,
      }));
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
