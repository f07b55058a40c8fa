import { describe, expect, it } from 'vitest';
import { throttledWaitSeconds } from './throttledWaitSeconds';

describe('when a query is sent again after THROTTLED', () => {
  it('waits the seconds the refusal names, up to ten', () => {
    expect(
      throttledWaitSeconds([
        { message: 'Throttled', extensions: { code: 'THROTTLED', retryAfter: 2 } },
      ]),
    ).toBe(2);
    expect(
      throttledWaitSeconds([
        { message: 'Throttled', extensions: { code: 'THROTTLED', retryAfter: 11 } },
      ]),
    ).toBeNull();
  });

  it('is never sent again for another error, or a refusal that names no wait', () => {
    expect(
      throttledWaitSeconds([{ message: 'No', extensions: { code: 'FORBIDDEN', retryAfter: 1 } }]),
    ).toBeNull();
    expect(
      throttledWaitSeconds([{ message: 'Throttled', extensions: { code: 'THROTTLED' } }]),
    ).toBeNull();
  });
});
