/**
 * The biodata renderer in a worker thread: pdfkit's layout and font subsetting take tens of
 * milliseconds of CPU per PDF, which here never hold up other requests. The fonts are parsed once,
 * when the worker starts.
 */
import { parentPort } from "node:worker_threads";
import type { Language } from "@vv/shared/i18n";
import { renderBiodataPdf } from "./render";
import type { BiodataView } from "./types";

export interface RenderJob {
  id: number;
  view: BiodataView;
  lang: Language;
}
export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on("message", async (job: RenderJob) => {
  try {
    const view = { ...job.view, photoJpeg: job.view.photoJpeg ? Buffer.from(job.view.photoJpeg) : undefined };
    const pdf = await renderBiodataPdf(view, job.lang);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    parentPort?.postMessage({ id: job.id, pdf: bytes } satisfies RenderReply);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: (error as Error).message } satisfies RenderReply);
  }
});
parentPort?.postMessage({ ready: true });
