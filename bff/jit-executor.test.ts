import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { jitSubscriber } from './jit-executor.js';

describe('a compiled subscription', () => {
  it('closes its event stream at once when its results are closed, though no event ever came', async () => {
    let closed = false;
    let wake: ((result: IteratorResult<unknown>) => void) | undefined;
    // As the event hub's streams do: a wait for the next event ends when the stream is closed.
    const silent: AsyncIterableIterator<unknown> = {
      next: () => new Promise((resolve) => (wake = resolve)),
      return: () => {
        closed = true;
        wake?.({ value: undefined, done: true });
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() {
        return silent;
      },
    };
    const schema = buildSchema('type Query { ok: Boolean } type Subscription { tick: Int }');
    schema.getSubscriptionType()!.getFields().tick!.subscribe = () => silent;
    const results = (await jitSubscriber(schema)({
      document: parse('subscription { tick }'),
    })) as AsyncGenerator;
    const waiting = results.next();

    const returned = await Promise.race([
      results.return(undefined).then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 500)),
    ]);

    expect(returned).toBe('closed');
    expect(closed).toBe(true);
    // What was waiting for an event ends with the stream.
    await expect(waiting).resolves.toEqual({ value: undefined, done: true });
  });
});
