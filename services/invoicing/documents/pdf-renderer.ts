import { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { documentPdfErrors } from '../../../contracts/invoicing/document-pdfs.js';
import { envInt } from '../../../platform/env.js';
import { BoundedQueue } from '../../kit/bounded-queue.js';
import { serviceError } from '../../kit/errors.js';
import type { Logger } from '../../kit/logger.js';
import type { PdfDefinition } from './pdf-definition.js';
import renderPdfDefinition from './pdf-worker.js';

export type PdfRendererOptions = {
  /** Renders at once (default 2, PDF_RENDER_CONCURRENCY). */
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

/**
 * The PDF renders of one invoicing instance: at most `concurrency` at once
 * and `maxWaiting` more waiting; beyond that a render is refused at once
 * (U-INV-PDF-3, 429: try again). Emits `render` as a render starts and
 * `rendered` as it ends, however it ends.
 */
export class PdfRenderer extends EventEmitter<{ render: []; rendered: [] }> {
  readonly #queue: BoundedQueue;

  constructor(readonly options: PdfRendererOptions) {
    super();
    this.#queue = new BoundedQueue(options.concurrency, options.maxWaiting);
  }

  /** How many renders run now and how many wait. */
  get load(): { running: number; waiting: number } {
    return this.#queue.load;
  }

  /** The threads rendering now. */
  get threads(): readonly Worker[] {
    return [];
  }

  /** A plain document definition as PDF bytes, in its turn. */
  render(definition: PdfDefinition): Promise<Buffer> {
    return this.#queue.run(
      async () => {
        this.emit('render');
        try {
          return Buffer.from(await renderPdfDefinition(definition));
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

  /** Stops rendering. */
  async close(): Promise<void> {}
}
