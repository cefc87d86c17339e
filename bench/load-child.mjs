// One autocannon run in a process of its own (bench/pdf-health.mjs starts two side by side).
// argv[2]: JSON { url, connections, duration, headers, paths?, overallRate? }; prints the result as JSON.
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2]);
let next = 0;
const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.duration,
  headers: options.headers ?? {},
  ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  ...(options.paths
    ? {
        requests: [
          {
            setupRequest: (request) => ({ ...request, path: options.paths[next++ % options.paths.length] }),
          },
        ],
      }
    : {}),
});
process.stdout.write(
  JSON.stringify({
    requests: result.requests.total,
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
  }),
);
