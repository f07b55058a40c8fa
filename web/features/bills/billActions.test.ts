import { describe, expect, it } from 'vitest';
import { billActions, type ActionableBill } from './billActions';

const UUID = '7d1c2b9a-1d2e-4c5b-8a7f-0e1d2c3b4a59';
const BILL_ID = Buffer.from(`Bill:${UUID}`).toString('base64url');
const EVERYTHING = [
  'bills:read',
  'bills:create',
  'bills:approve',
  'payments:create',
  'reconciliation:auto-reconcile',
  'statements:read',
];

const bill = (overrides: Partial<ActionableBill> = {}): ActionableBill => ({
  id: BILL_ID,
  status: 'CREATED',
  paymentStatus: 'UNPAID',
  editable: true,
  paying: false,
  viewerCanApprove: false,
  ...overrides,
});

describe('which actions a bill’s row offers', () => {
  it('when a bill is created, its maker may submit or cancel it, not approve or pay it', () => {
    expect(billActions(bill(), EVERYTHING)).toEqual({
      submit: true,
      approve: false,
      cancel: true,
      markPaid: false,
      payPath: null,
    });
  });

  it('when a bill is submitted, an approver may approve or cancel it; a maker without approval, or its own creator, may only cancel it', () => {
    const submitted = bill({ status: 'SUBMITTED', viewerCanApprove: true });
    expect(billActions(submitted, EVERYTHING)).toEqual({
      submit: false,
      approve: true,
      cancel: true,
      markPaid: false,
      payPath: null,
    });
    expect(
      billActions({ ...submitted, viewerCanApprove: false }, ['bills:read', 'bills:create']),
    ).toEqual({
      submit: false,
      approve: false,
      cancel: true,
      markPaid: false,
      payPath: null,
    });
    // Its creator holds bills:approve, but the server says four eyes bar them.
    expect(billActions(bill({ status: 'SUBMITTED' }), EVERYTHING).approve).toBe(false);
  });

  it('when a bill is approved and unpaid, a member who makes payments pays it through the payment form naming its UUID', () => {
    const approved = bill({ status: 'APPROVED', editable: false });
    expect(billActions(approved, EVERYTHING)).toEqual({
      submit: false,
      approve: false,
      cancel: true,
      markPaid: true,
      payPath: `/payments/create?bill=${UUID}`,
    });
    expect(billActions(approved, ['bills:read', 'bills:approve']).payPath).toBeNull();
    // Marking it paid by its statement transaction needs the auto-reconciliation permission (the spec's) and the statements to choose from.
    expect(billActions(approved, ['bills:read', 'reconciliation:auto-reconcile']).markPaid).toBe(
      false,
    );
    expect(
      billActions(approved, ['bills:read', 'statements:read', 'reconciliation:auto-reconcile'])
        .markPaid,
    ).toBe(true);
  });

  it('when a payment pays an approved bill or part of it is paid, it can be neither paid again nor cancelled', () => {
    for (const paid of [
      bill({
        status: 'APPROVED',
        editable: false,
        paying: true,
        paymentStatus: 'PAYMENT_IN_PROGRESS',
      }),
      bill({ status: 'APPROVED', editable: false, paymentStatus: 'PARTIALLY_PAID' }),
    ]) {
      expect(billActions(paid, EVERYTHING)).toEqual({
        submit: false,
        approve: false,
        cancel: false,
        markPaid: false,
        payPath: null,
      });
    }
  });

  it('when a bill is cancelled, nothing is offered', () => {
    expect(billActions(bill({ status: 'CANCELLED', editable: false }), EVERYTHING)).toEqual({
      submit: false,
      approve: false,
      cancel: false,
      markPaid: false,
      payPath: null,
    });
  });

  it('when the viewer only reads bills, nothing is offered', () => {
    expect(billActions(bill(), ['bills:read'])).toEqual({
      submit: false,
      approve: false,
      cancel: false,
      markPaid: false,
      payPath: null,
    });
    expect(billActions(bill({ status: 'SUBMITTED' }), ['bills:read'])).toEqual({
      submit: false,
      approve: false,
      cancel: false,
      markPaid: false,
      payPath: null,
    });
  });

  it('when the id is not a bill’s, there is no way to pay it', () => {
    const other = Buffer.from(`Payment:${UUID}`).toString('base64url');
    expect(
      billActions(bill({ id: other, status: 'APPROVED', editable: false }), EVERYTHING).payPath,
    ).toBeNull();
  });
});
