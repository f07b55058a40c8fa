import { describe, expect, it } from 'vitest';
import { canAct, refusalsOf, type ActionableOrder } from './orderActions';

const order = (overrides: Partial<ActionableOrder> = {}): ActionableOrder => ({
  id: 'o-1',
  status: 'NEEDS_APPROVAL',
  archived: false,
  viewerCanApprove: true,
  version: 1,
  exported: false,
  ...overrides,
});

describe('which bulk actions mean something for an order', () => {
  it('when an order needs the viewer’s approval, it can be approved, rejected and cancelled, not resent or archived', () => {
    const waiting = order();
    expect(
      ['APPROVE', 'RESEND', 'REJECT', 'CANCEL', 'ARCHIVE'].filter((action) =>
        canAct(action as never, waiting),
      ),
    ).toEqual(['APPROVE', 'REJECT', 'CANCEL']);
  });

  it('when the viewer made the order (the server says they cannot approve it), approve and reject are not offered but cancel is', () => {
    const own = order({ viewerCanApprove: false });
    expect(canAct('APPROVE', own)).toBe(false);
    expect(canAct('REJECT', own)).toBe(false);
    expect(canAct('CANCEL', own)).toBe(true);
  });

  it('when an order is scheduled it can still be cancelled; in progress nothing is offered', () => {
    expect(canAct('CANCEL', order({ status: 'SCHEDULED', viewerCanApprove: false }))).toBe(true);
    expect(
      ['APPROVE', 'RESEND', 'REJECT', 'CANCEL', 'ARCHIVE'].some((action) =>
        canAct(action as never, order({ status: 'IN_PROGRESS', viewerCanApprove: false })),
      ),
    ).toBe(false);
  });

  it('when an order has ended it can be archived once; a failed one can also be sent again', () => {
    for (const status of ['SENT', 'FAILED', 'CANCELLED', 'REJECTED'])
      expect(canAct('ARCHIVE', order({ status, viewerCanApprove: false }))).toBe(true);
    expect(canAct('ARCHIVE', order({ status: 'SENT', archived: true }))).toBe(false);
    expect(canAct('RESEND', order({ status: 'FAILED' }))).toBe(true);
    expect(canAct('RESEND', order({ status: 'FAILED', archived: true }))).toBe(false);
  });

  it('when an order is scheduled or failed it can be exported to send by hand, once; exported and in progress, it can still be cancelled', () => {
    expect(canAct('EXPORT', order({ status: 'SCHEDULED', viewerCanApprove: false }))).toBe(true);
    expect(canAct('EXPORT', order({ status: 'FAILED', viewerCanApprove: false }))).toBe(true);
    expect(canAct('EXPORT', order({ status: 'FAILED', archived: true }))).toBe(false);
    for (const status of ['NEEDS_APPROVAL', 'IN_PROGRESS', 'SENT', 'CANCELLED', 'REJECTED'])
      expect(canAct('EXPORT', order({ status }))).toBe(false);
    const exported = order({ status: 'IN_PROGRESS', exported: true, viewerCanApprove: false });
    expect(
      ['APPROVE', 'RESEND', 'EXPORT', 'REJECT', 'CANCEL', 'ARCHIVE'].filter((action) =>
        canAct(action as never, exported),
      ),
    ).toEqual(['CANCEL']);
  });
});

describe('refusals of a bulk action', () => {
  it('when the second and third of three orders are refused, each refusal lands on its own order', () => {
    const { refused, whole } = refusalsOf(
      ['p-1', 'p-2', 'p-3'],
      [
        {
          field: 'ids.1',
          code: 'U-TRSY-TRF-27',
          message: 'You have already approved this payment.',
        },
        {
          field: 'ids.2',
          code: 'U-TRSY-TRF-5',
          message: 'This cannot be done in the payment’s current status.',
        },
      ],
    );
    expect([...refused].map(([id, error]) => [id, error.code])).toEqual([
      ['p-2', 'U-TRSY-TRF-27'],
      ['p-3', 'U-TRSY-TRF-5'],
    ]);
    expect(whole).toEqual([]);
  });

  it('when the code is wrong, the whole request is refused and no order is named', () => {
    const { refused, whole } = refusalsOf(
      ['p-1', 'p-2'],
      [{ field: 'code', code: 'U-TRSY-TRF-6', message: 'Invalid 2FA code.' }],
    );
    expect(refused.size).toBe(0);
    expect(whole).toEqual([{ field: 'code', code: 'U-TRSY-TRF-6', message: 'Invalid 2FA code.' }]);
  });

  it('when a field only looks like a place (ids.1x, ids.9 of two, paymentIds.0), it refuses the request, not an order', () => {
    const { refused, whole } = refusalsOf(
      ['p-1', 'p-2'],
      [
        { field: 'ids.1x', code: 'A', message: 'a' },
        { field: 'ids.9', code: 'B', message: 'b' },
        { field: 'paymentIds.0', code: 'C', message: 'c' },
        { field: null, code: 'D', message: 'd' },
      ],
    );
    expect(refused.size).toBe(0);
    expect(whole.map((error) => error.code)).toEqual(['A', 'B', 'C', 'D']);
  });
});
