/**
 * Work of one kind that may run only `concurrency` at a time in this
 * process (CPU-bound work: a PDF render holds one of a few worker threads), with at
 * most `maxWaiting` more waiting their turn, first come first served. Work
 * beyond that is refused at once with the error `refuse` makes, so a burst
 * is answered quickly with "try again" instead of piling up behind itself
 * while everything else the process serves waits too.
 *
 * A freed place is handed to the next waiting work on a later turn of the
 * event loop (`setImmediate`), so the requests that arrived meanwhile (a
 * member's list) are served between two renders, not after all of them.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1)
      throw new Error(`A queue runs at least one work at a time, not ${concurrency}.`);
  }

  /** How many works run now and how many wait. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `work` when a place is free, or throws `refuse()` at once when the queue is full. */
  async run<T>(work: () => Promise<T>, refuse: () => Error): Promise<T> {
    if (this.running < this.concurrency) this.running += 1;
    else if (this.waiting.length < this.maxWaiting)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    else throw refuse();
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The place passes to the next work as it is (running stays counted); none waiting, it is free.
      if (next) setImmediate(next);
      else this.running -= 1;
    }
  }
}
