/**
 * sharp (libvips) loaded on the first photo or image resume, not at start: a server that is only
 * browsed never pays its start-up time and memory.
 */
type Sharp = typeof import("sharp").default;
let loading: Promise<Sharp> | null = null;

export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
