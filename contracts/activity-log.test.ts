import { describe, expect, it } from 'vitest';
import { ACTIVITY_ENTITIES, ACTIVITY_MESSAGES, joinActivity } from './activity-log.js';
import { areaActivity } from './common/activity-text.js';
import { BILLS_ACTIVITY } from './treasury/bills.js';

describe('the activity log assembled from the areas’ contracts', () => {
  it('holds every area’s kinds of record and messages, each once', () => {
    expect(ACTIVITY_ENTITIES).toContain('BILL');
    expect(new Set(ACTIVITY_ENTITIES).size).toBe(ACTIVITY_ENTITIES.length);
    expect(ACTIVITY_MESSAGES.BILL_APPROVED).toBe(BILLS_ACTIVITY.messages.BILL_APPROVED);
    expect(
      ACTIVITY_MESSAGES.BILL_APPROVED({
        amount: { amount: '1500000', currency: 'IDR' },
        name: 'PT A',
      }),
    ).toBe('Bill of IDR 1500000 from PT A approved');
  });

  it('refuses a kind of record or a message that two areas declare', () => {
    const one = areaActivity(['BILL'], { BILL_SEEN: () => 'Bill seen' });
    expect(() => joinActivity([one, areaActivity(['BILL'], {})])).toThrow(
      'the activity kind BILL is declared twice',
    );
    expect(() =>
      joinActivity([one, areaActivity(['INVOICE'], { BILL_SEEN: () => 'Seen again' })]),
    ).toThrow('the activity message BILL_SEEN is declared twice');
    expect(joinActivity([one, areaActivity(['INVOICE'], {})]).entities).toEqual([
      'BILL',
      'INVOICE',
    ]);
  });
});
