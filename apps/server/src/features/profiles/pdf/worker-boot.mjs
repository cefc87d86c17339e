// Starts the renderer worker from the TypeScript sources (development, tests): tsx compiles
// worker.ts on the fly. The compiled server starts its bundled pdf-worker.js instead.
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
