import { describe, expect, it } from 'vitest';
import { latestChoice } from './latestChoice';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('latestChoice', () => {
  it('a load that finishes after a later choice does not undo it (the saved language arriving after the member chose another)', async () => {
    const loads = { id: deferred(), en: deferred() };
    const applied: string[] = [];
    const choose = latestChoice(
      (language: 'id' | 'en') => loads[language].promise,
      (language) => applied.push(language),
    );
    choose('id');
    choose('en');
    loads.en.resolve();
    await loads.en.promise;
    loads.id.resolve();
    await loads.id.promise;
    await Promise.resolve();
    expect(applied).toEqual(['en']);
  });

  it('applies a choice whose load failed (English shows meanwhile)', async () => {
    const applied: string[] = [];
    const failing = deferred();
    const choose = latestChoice(
      () => failing.promise,
      (language: string) => applied.push(language),
    );
    choose('id');
    failing.reject(new Error('chunk failed'));
    await failing.promise.catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    expect(applied).toEqual(['id']);
  });
});
