import { describe, expect, it } from 'vitest';
import { defineLifecycle } from '../../../contracts/invoicing/lifecycles.js';
import { actionsFrom, transitionFrom } from './lifecycle.js';

/** A sales order's lifecycle as the spec gives it: rejected, cancelled or closed, each final. */
const order = defineLifecycle({
  document: 'SALES_ORDER',
  statuses: ['PENDING_APPROVAL', 'OPEN', 'REJECTED', 'CANCELLED', 'CLOSED'],
  terminal: ['REJECTED', 'CANCELLED', 'CLOSED'],
  transitions: [
    {
      action: 'approve',
      from: ['PENDING_APPROVAL'],
      to: 'OPEN',
      permissions: ['sales-orders:approve'],
      message: 'SALES_ORDER_APPROVED',
    },
    {
      action: 'reject',
      from: ['PENDING_APPROVAL'],
      to: 'REJECTED',
      permissions: ['sales-orders:approve'],
      message: 'SALES_ORDER_REJECTED',
      reason: 'required',
    },
    {
      action: 'cancel',
      from: ['PENDING_APPROVAL', 'OPEN'],
      to: 'CANCELLED',
      permissions: ['sales-orders:manage', 'sales-orders:approve'],
      message: 'SALES_ORDER_CANCELLED',
      reason: 'required',
    },
    {
      action: 'close',
      from: ['OPEN'],
      to: 'CLOSED',
      permissions: ['sales-orders:manage'],
      message: 'SALES_ORDER_CLOSED',
    },
  ],
});

const MANAGER = ['sales-orders:read', 'sales-orders:manage'];
const APPROVER = ['sales-orders:read', 'sales-orders:approve'];

describe('a lifecycle', () => {
  it('gives the transition an action makes from a status it may start from', () => {
    expect(transitionFrom(order, 'approve', 'PENDING_APPROVAL', APPROVER)).toMatchObject({
      to: 'OPEN',
    });
    // Any of a transition's permissions will do.
    expect(transitionFrom(order, 'cancel', 'OPEN', MANAGER)).toMatchObject({ to: 'CANCELLED' });
    expect(transitionFrom(order, 'cancel', 'OPEN', APPROVER)).toMatchObject({ to: 'CANCELLED' });
  });

  it('refuses a member without the permission before it looks at the status, and a status the move may not start from', () => {
    expect(transitionFrom(order, 'approve', 'PENDING_APPROVAL', MANAGER)).toBe('FORBIDDEN');
    expect(transitionFrom(order, 'approve', 'CLOSED', MANAGER)).toBe('FORBIDDEN');
    expect(transitionFrom(order, 'approve', 'OPEN', APPROVER)).toBe('STATUS');
  });

  it('changes nothing once a document is in a terminal status', () => {
    const everyone = [...MANAGER, ...APPROVER];
    for (const status of order.terminal) {
      expect(actionsFrom(order, status, everyone)).toEqual([]);
      for (const { action } of order.transitions)
        expect(transitionFrom(order, action, status, everyone)).toBe('STATUS');
    }
  });

  it('offers what the member may do from where the document is', () => {
    expect(actionsFrom(order, 'PENDING_APPROVAL', APPROVER)).toEqual([
      'approve',
      'reject',
      'cancel',
    ]);
    expect(actionsFrom(order, 'PENDING_APPROVAL', MANAGER)).toEqual(['cancel']);
    expect(actionsFrom(order, 'OPEN', MANAGER)).toEqual(['cancel', 'close']);
    expect(actionsFrom(order, 'OPEN', ['sales-orders:read'])).toEqual([]);
  });
});

describe('declaring a lifecycle', () => {
  const base = {
    document: 'SALES_ORDER',
    statuses: ['OPEN', 'CLOSED'],
    terminal: ['CLOSED'],
  } as const;
  const close = {
    action: 'close',
    from: ['OPEN'],
    to: 'CLOSED',
    permissions: ['sales-orders:manage'],
    message: 'CLOSED',
  } as const;

  it.each([
    [
      'a transition out of a terminal status',
      {
        ...base,
        transitions: [close, { ...close, action: 'reopen', from: ['CLOSED'], to: 'OPEN' }],
      },
      'terminal',
    ],
    ['an action declared twice', { ...base, transitions: [close, close] }, 'declared twice'],
    [
      'a status it does not list',
      { ...base, transitions: [{ ...close, to: 'ARCHIVED' }] },
      'not one of its statuses',
    ],
    [
      'a transition without a permission',
      { ...base, transitions: [{ ...close, permissions: [] }] },
      'needs no permission',
    ],
    [
      'a transition from no status',
      { ...base, transitions: [{ ...close, from: [] }] },
      'starts from no status',
    ],
  ])('refuses %s', (_name, lifecycle, message) => {
    expect(() => defineLifecycle(lifecycle as Parameters<typeof defineLifecycle>[0])).toThrow(
      message,
    );
  });
});
