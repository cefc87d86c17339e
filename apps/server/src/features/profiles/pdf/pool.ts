/**
 * Renders biodata PDFs in worker threads, started on the first download (a server that never makes
 * a PDF never loads pdfkit). Requests queue for the next free worker; the event loop that answers
 * every other request only copies bytes. If the worker cannot be started (a build without its file),
 * PDFs are rendered in the process, as before.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { Language } from "@vv/shared/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { BiodataView } from "./types";
import type { RenderJob, RenderReply } from "./worker";

export interface PdfRenderer {
  render(view: BiodataView, lang: Language): Promise<Buffer>;
  close(): Promise<void>;
}

const JOB_TIMEOUT_MS = 30_000;

/** The worker's entry: the bundled file beside the compiled server, else the sources through tsx. */
function workerEntry(): URL | null {
  const candidates = import.meta.url.endsWith(".ts")
    ? [new URL("./worker-boot.mjs", import.meta.url)]
    : [new URL("./pdf-worker.js", import.meta.url)];
  return candidates.find((url) => existsSync(fileURLToPath(url))) ?? null;
}

/** Renders in this process (no worker file): the fallback, and what the worker itself runs. */
async function renderHere(view: BiodataView, lang: Language) {
  const { renderBiodataPdf } = await import("./render");
  return renderBiodataPdf(view, lang);
}

interface Slot {
  worker: Worker;
  busy: boolean;
}
interface Pending {
  job: RenderJob;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

export function pdfRenderer(
  log: FastifyBaseLogger,
  threads = Math.max(1, availableParallelism() - 1),
): PdfRenderer {
  const entry = workerEntry();
  if (!entry) log.warn("PDF worker file not found: biodata PDFs render on the main thread");
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  const running = new Map<number, Pending & { slot: Slot; timer: NodeJS.Timeout }>();
  let nextId = 1;
  let closed = false;

  function start(): Slot {
    const worker = new Worker(entry as URL);
    const slot: Slot = { worker, busy: false };
    worker.unref();
    worker.on("message", (reply: RenderReply | { ready: true }) => {
      if (!("id" in reply)) return;
      const done = running.get(reply.id);
      if (!done) return;
      running.delete(reply.id);
      clearTimeout(done.timer);
      slot.busy = false;
      if ("pdf" in reply)
        done.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      else done.reject(new Error(reply.error));
      pump();
    });
    worker.on("error", (error) => log.error({ err: error }, "PDF worker failed"));
    worker.on("exit", () => {
      slots.splice(slots.indexOf(slot), 1);
      for (const [id, job] of running) {
        if (job.slot !== slot) continue;
        running.delete(id);
        clearTimeout(job.timer);
        job.reject(new Error("PDF worker stopped"));
      }
      if (!closed) pump();
    });
    slots.push(slot);
    return slot;
  }

  function pump() {
    while (queue.length > 0) {
      const slot = slots.find((s) => !s.busy) ?? (slots.length < threads ? start() : undefined);
      if (!slot) return;
      const pending = queue.shift() as Pending;
      slot.busy = true;
      const timer = setTimeout(() => void slot.worker.terminate(), JOB_TIMEOUT_MS);
      running.set(pending.job.id, { ...pending, slot, timer });
      slot.worker.postMessage(pending.job);
    }
  }

  return {
    render(view, lang) {
      if (!entry || closed) return renderHere(view, lang);
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ job: { id: nextId++, view, lang }, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
