// `npm run bench`: runs every benchmark in this folder and leaves its report in bench/out/.
import { execFileSync } from "node:child_process";

for (const script of ["bench/list-scale.ts", "bench/matches.ts"]) {
  console.log(`\n== ${script}`);
  execFileSync("npx", ["tsx", script], { stdio: "inherit" });
}
