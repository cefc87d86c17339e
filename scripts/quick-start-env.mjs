// The environment `npm start` runs the server with: the quick start is a demo on this machine
// (DEMO=true on 127.0.0.1: demo accounts, the OTP outbox, a banner on every page), unless the
// environment says otherwise. NODE_ENV=production or an explicit DEMO is left as given; a DEMO=true
// with a HOST others can reach is refused by the server itself.
export function quickStartEnv(env) {
  if (env.NODE_ENV === "production" || (env.DEMO !== undefined && env.DEMO !== "")) return { ...env };
  return { ...env, DEMO: "true", HOST: env.HOST || "127.0.0.1" };
}
