/**
 * What a start has started so far, each with how it stops: a start that
 * fails, or is told to stop half-way, stops them in reverse order before it
 * gives up, so that nothing it started (an embedded PostgreSQL, a listening
 * port, a job runner) outlives the process that started it.
 *
 * @example
 * const started = new StartedParts(signal);
 * return started.during(async () => {
 *   const database = await started.keep(startDatabase(), (db) => db.stop());
 *   const server = await started.keep(listen(app), (s) => s.close());
 *   return { database, server };
 * });
 */
export class StartedParts {
  private readonly stops: (() => Promise<unknown>)[] = [];

  /** `signal` aborted (a SIGTERM during the start): the start stops at its next step and undoes what it did. */
  constructor(private readonly signal?: AbortSignal) {}

  /**
   * Waits for `part` to start, keeps how it stops, and then throws the
   * signal's reason if the start was meanwhile told to stop (the part
   * is kept first, so that it is stopped with the others).
   */
  async keep<T>(part: Promise<T>, stop: (started: T) => Promise<unknown>): Promise<T> {
    const started = await part;
    this.stops.push(() => stop(started));
    this.signal?.throwIfAborted();
    return started;
  }

  /** Waits for a step that leaves nothing to stop (a migration), then throws if the start was told to stop. */
  async step<T>(work: Promise<T>): Promise<T> {
    const done = await work;
    this.signal?.throwIfAborted();
    return done;
  }

  /**
   * Runs the start: when it throws, whatever it had started is stopped,
   * newest first, and its error goes on (with the stop's, when a part failed to stop too).
   */
  async during<T>(start: () => Promise<T>): Promise<T> {
    try {
      this.signal?.throwIfAborted();
      return await start();
    } catch (error) {
      await this.stopAll().catch((stopFailure: unknown) => {
        throw new AggregateError(
          [error, stopFailure],
          'the start failed, and so did stopping what it had started',
        );
      });
      throw error;
    }
  }

  /** Stops every part kept, newest first; a part that fails to stop does not keep the others running. */
  async stopAll(): Promise<void> {
    const failures: unknown[] = [];
    for (const stop of this.stops.splice(0).reverse()) {
      await stop().catch((error: unknown) => failures.push(error));
    }
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) throw new AggregateError(failures, 'several parts failed to stop');
  }
}
