import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { documentPdfErrors } from '../../../contracts/invoicing/document-pdfs.js';
import { envInt } from '../../../platform/env.js';
import { BoundedQueue } from '../../kit/bounded-queue.js';
import { serviceError } from '../../kit/errors.js';
import type { Logger } from '../../kit/logger.js';
import type { PdfDefinition } from './pdf-definition.js';

export type PdfRendererOptions = {
  /** Renders at once, each in a worker thread of its own (default 2, PDF_RENDER_CONCURRENCY). */
  concurrency: number;
  /** Renders waiting for a place beyond those (default 8, PDF_RENDER_QUEUE). */
  maxWaiting: number;
  /** Where a render thread's failure outside any render is told. */
  logger?: Logger;
};

export function readPdfRendererOptions(): PdfRendererOptions {
  return {
    concurrency: envInt('PDF_RENDER_CONCURRENCY', 2, { min: 1, max: 64 }),
    maxWaiting: envInt('PDF_RENDER_QUEUE', 8, { min: 0, max: 10_000 }),
  };
}

/** How long a render refused for a full queue is told to wait before asking again. */
const PRINTER_BUSY_RETRY_SECONDS = 2;
/** How long a render whose thread died is told to wait: a new thread is already starting. */
const PRINTER_FAILED_RETRY_SECONDS = 1;
/**
 * How much lower than the process's the render threads' priority is: where
 * the cores are all busy, a member's list is served before a render's next
 * slice, and an idle core still renders at full speed.
 */
const RENDER_NICE_INCREMENT = 10;

/**
 * The worker's module: `pdf-worker.ts` beside this one as the service runs
 * from source (`node --import tsx`, and vitest), `pdf-worker.js` were it
 * compiled. A worker thread starts without the loader its parent was given
 * under vitest, so a TypeScript entry brings tsx's (`--import tsx`, resolved
 * from here); under `node --import tsx` the thread inherits it already.
 * A worker's `execArgv` replaces its parent's when given, and is inherited
 * when not (https://nodejs.org/api/worker_threads.html#new-workerfilename-options);
 * tsx as Node's loader: https://tsx.is/dev-api/node-cli.
 */
function workerEntry(): { filename: string; execArgv?: string[] } {
  const typescript = import.meta.url.endsWith('.ts');
  const filename = new URL(`./pdf-worker.${typescript ? 'ts' : 'js'}`, import.meta.url).href;
  if (!typescript || process.execArgv.some((argument) => /\btsx\b/.test(argument)))
    return { filename };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename, execArgv: [...process.execArgv, '--import', tsx] };
}

/**
 * What piscina rejects a render with when its thread ended under it: the
 * thread exited (`worker exited with code: 1`, a crash or a terminate()),
 * ran out of its memory (ERR_WORKER_OUT_OF_MEMORY), or the pool was being
 * destroyed (`Terminating worker thread`, the service stopping). An error
 * the render itself threw (a document pdfmake refuses) is none of these.
 */
function threadEnded(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  return (
    (typeof code === 'string' && code.startsWith('ERR_WORKER_')) ||
    error.message.startsWith('worker exited with code') ||
    error.message === 'Terminating worker thread'
  );
}

/**
 * The PDF renders of one invoicing instance, in worker threads (piscina) so
 * that a render never holds the event loop: a member's list and a buyer's
 * link are answered while PDFs are printed. At most `concurrency` render at
 * once, one per thread, and `maxWaiting` more wait their turn; beyond that a
 * render is refused at once (U-INV-PDF-3, 429: try again). What crosses to a
 * thread is the plain document definition (a structured clone); pdfmake and
 * the product's fonts are loaded once per thread. The threads start with
 * the first render and end with `close()` (the service's stop). A thread
 * that dies under a render (a crash, its memory) fails that render with
 * U-INV-PDF-4 (503, Retry-After: try again) and is replaced; the next render
 * is printed. Emits `render` as a render is handed to a thread and
 * `rendered` as it ends, however it ends.
 */
export class PdfRenderer extends EventEmitter<{ render: []; rendered: [] }> {
  readonly #queue: BoundedQueue;
  #pool: Piscina<PdfDefinition, Uint8Array> | null = null;
  #closed = false;

  constructor(readonly options: PdfRendererOptions) {
    super();
    this.#queue = new BoundedQueue(options.concurrency, options.maxWaiting);
  }

  /** How many renders run now and how many wait. */
  get load(): { running: number; waiting: number } {
    return this.#queue.load;
  }

  /** The render threads running now (none before the first render and after `close()`). */
  get threads(): readonly Worker[] {
    return this.#pool?.threads ?? [];
  }

  /** A plain document definition as PDF bytes, rendered in a worker thread in its turn. */
  render(definition: PdfDefinition): Promise<Buffer> {
    return this.#queue.run(
      async () => {
        const rendered = this.#threads().run(definition);
        this.emit('render');
        try {
          const bytes = await rendered;
          return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        } catch (error) {
          if (!threadEnded(error)) throw error;
          this.options.logger?.warn({ err: error }, 'a PDF render thread ended under a render');
          throw serviceError(documentPdfErrors.printerFailed, undefined, {
            retryAfter: PRINTER_FAILED_RETRY_SECONDS,
          });
        } finally {
          this.emit('rendered');
        }
      },
      () =>
        serviceError(documentPdfErrors.printerBusy, undefined, {
          retryAfter: PRINTER_BUSY_RETRY_SECONDS,
        }),
    );
  }

  /** The pool, started on the first render: one thread per render at once, kept until `close()`. */
  #threads(): Piscina<PdfDefinition, Uint8Array> {
    if (this.#closed)
      throw serviceError(documentPdfErrors.printerFailed, undefined, {
        retryAfter: PRINTER_FAILED_RETRY_SECONDS,
      });
    if (this.#pool) return this.#pool;
    const { concurrency } = this.options;
    const pool = new Piscina<PdfDefinition, Uint8Array>({
      ...workerEntry(),
      name: 'default',
      minThreads: concurrency,
      maxThreads: concurrency,
      // The bounded queue above admits no more than the threads take.
      concurrentTasksPerWorker: 1,
      // Renders yield the CPU to the event loop's thread: on Linux each render thread is niced by 10
      // (piscina's optional @napi-rs/nice; without it, or elsewhere, they run at the process's priority).
      niceIncrement: RENDER_NICE_INCREMENT,
    });
    // A thread failing with no render (at start, or between renders) is told, not thrown at the process.
    pool.on('error', (error: unknown) =>
      this.options.logger?.error({ err: error }, 'a PDF render thread failed'),
    );
    this.#pool = pool;
    return pool;
  }

  /** Ends the render threads (the service stopping): a render still running is answered U-INV-PDF-4. */
  async close(): Promise<void> {
    this.#closed = true;
    const pool = this.#pool;
    this.#pool = null;
    await pool?.destroy();
  }
}
