import { readFile } from "node:fs/promises";
import { LANGUAGES, type Language } from "@vv/shared/i18n";
import { toMarathiDigits } from "@vv/shared/reference";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound, requestLanguage } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import type { SandboxCheckout } from "../../platform/payments/sandbox";
import { PDF_FONTS } from "../profiles/pdf/fonts";

const tidParams = z.object({ tid: z.string().regex(/^[A-Za-z0-9]{1,40}$/) });
const langQuery = z.object({ lang: z.enum(LANGUAGES).optional().catch(undefined) });

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function rupees(paise: number, lang: Language) {
  const text = (paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  return `₹${lang === "mr" ? toMarathiDigits(text) : text}`;
}

/** The sandbox gateway's own checkout page: plain HTML, no script, two forms (Pay, Fail). */
function checkoutPage(checkout: SandboxCheckout, lang: Language, action: string, fontUrl: string) {
  const t = (key: string, vars?: Record<string, string | number>) =>
    escapeHtml(translate(lang, `payments:sandbox.${key}`, vars));
  const amount = rupees(checkout.amountPaise, lang);
  const open = checkout.state === "PENDING";
  const form = (outcome: "pay" | "fail", label: string, cls: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="outcome" value="${outcome}">` +
    `<input type="hidden" name="lang" value="${lang}"><button class="${cls}" type="submit">${label}</button></form>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t("title")}</title>
<style>
@font-face{font-family:"Mukta";src:url("${fontUrl}") format("truetype");font-display:swap}
body{margin:0;font-family:"Mukta",system-ui,sans-serif;background:#eef1f6;color:#1c2333}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:20px}
.badge{display:inline-block;background:#fff3cd;color:#7a5a00;border-radius:6px;padding:4px 8px;font-size:13px;font-weight:600}
h1{font-size:20px;margin:12px 0 4px}.muted{color:#5b6475;font-size:14px;line-height:1.5}
.amount{font-size:34px;font-weight:700;margin:16px 0 4px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px}
dt{color:#5b6475}dd{margin:0;overflow-wrap:anywhere;font-family:ui-monospace,monospace}
form{margin:0}button{font-family:inherit;width:100%;min-height:48px;border:0;border-radius:8px;font-size:17px;font-weight:600;cursor:pointer;margin-top:12px}
.pay{background:#1a7f37;color:#fff}.fail{background:#fff;color:#b42318;border:1px solid #b42318}
</style></head>
<body><main><div class="card">
<span class="badge">${t("badge")}</span>
<h1>${t("title")}</h1>
<p class="muted">${t("notice")}</p>
<div class="amount" data-testid="sandbox-amount">${amount}</div>
<dl><dt>${t("merchant")}</dt><dd>Vadhu-Var</dd><dt>${t("transaction")}</dt><dd>${escapeHtml(checkout.transactionId)}</dd></dl>
${
  open
    ? form("pay", t("pay", { amount }), "pay") + form("fail", t("fail"), "fail")
    : `<p class="muted">${t(checkout.state === "COMPLETED" ? "alreadyPaid" : "alreadyFailed")}</p>` +
      form(checkout.state === "COMPLETED" ? "pay" : "fail", t("back"), "fail")
}
</div></main></body></html>`;
}

/** Served only while PAYMENT_PROVIDER=sandbox: the pretend bank's checkout, outside the web app. */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = app.services.paymentProviders.sandbox;
  if (!sandbox) return;

  // The checkout's forms post urlencoded fields (this plugin only).
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(
    "/payments/sandbox/:tid",
    {
      config: { access: "public" },
      schema: {
        tags: ["payments"],
        summary: "Sandbox gateway checkout page (HTML)",
        params: tidParams,
        querystring: langQuery,
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? requestLanguage(request);
      const checkout = await sandbox.checkout(request.params.tid);
      if (!checkout)
        return reply
          .status(404)
          .type("text/plain; charset=utf-8")
          .send(translate(lang, "payments:errors.notFound"));
      return reply
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(
          checkoutPage(
            checkout,
            lang,
            request.url.split("?")[0] ?? "",
            `${app.config.BASE_PATH}api/v1/payments/sandbox-font.ttf`,
          ),
        );
    },
  );

  // The page is outside the web app, so it brings its own Devanagari face (the PDF's Mukta).
  app.get(
    "/payments/sandbox-font.ttf",
    { config: { access: "public" }, schema: { hide: true } },
    async (_request, reply) =>
      reply
        .type("font/ttf")
        .header("cache-control", "public, max-age=604800")
        .send(await readFile(PDF_FONTS.regular)),
  );

  app.post(
    "/payments/sandbox/:tid",
    {
      config: { access: "public" },
      schema: {
        tags: ["payments"],
        summary: "Sandbox gateway decision: sends the signed callback, then the browser back to the portal",
        params: tidParams,
        body: z.object({
          outcome: z.enum(["pay", "fail"]),
          lang: z.enum(LANGUAGES).optional().catch(undefined),
        }),
      },
    },
    async (request, reply) => {
      const decided = await sandbox.decide(request.params.tid, request.body.outcome);
      if (!decided) throw notFound("payments:errors.notFound");
      // The gateway's server-to-server callback, through the same verification as any other.
      await app.services.payments.callback("sandbox", decided.callback.headers, decided.callback.body);
      return reply.redirect(decided.redirectUrl, 303);
    },
  );
};
