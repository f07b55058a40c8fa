import { describe, expect, it } from 'vitest';
import {
  CREDIT_MEMO_LIFECYCLE,
  defineLifecycle,
  GOODS_RECEIPT_LIFECYCLE,
  INVOICE_PAYMENT_LIFECYCLE,
  PURCHASE_ORDER_LIFECYCLE,
  SALES_INVOICE_LIFECYCLE,
  SALES_ORDER_LIFECYCLE,
} from '../../../contracts/invoicing/lifecycles.js';
import { actionsFrom, transitionFrom, type Authorship, type Lifecycle } from './lifecycle.js';

/** Any lifecycle, read through its declaration only. */
type AnyLifecycle = Lifecycle<string, string, string>;

/**
 * The lifecycles the service runs, as contracts/invoicing/lifecycles.ts declares them. The
 * table-driven tests below read each one's own transitions, so a move added
 * to one (an approval of purchase orders or credit memos, say) is held to the
 * same rules without this file naming it.
 */
const LIFECYCLES: [string, AnyLifecycle][] = [
  ['a sales order', SALES_ORDER_LIFECYCLE],
  ['a purchase order', PURCHASE_ORDER_LIFECYCLE],
  ['a sales invoice', SALES_INVOICE_LIFECYCLE],
  ['a credit memo', CREDIT_MEMO_LIFECYCLE],
  ['a goods receipt', GOODS_RECEIPT_LIFECYCLE],
  ['an invoice payment', INVOICE_PAYMENT_LIFECYCLE],
];

/** The one asking is not among the document's authors: the four-eyes rule bars nothing. */
const ANOTHER: Authorship = {
  person: 'member-b',
  authors: ['member-a'],
  selfApprovalAllowed: false,
};
/** The one asking wrote the document; the company does or does not allow self-approval. */
const AUTHOR = (selfApprovalAllowed: boolean): Authorship => ({
  person: 'member-a',
  authors: ['member-a', null],
  selfApprovalAllowed,
});

/** Every permission any of the lifecycle's moves names. */
const everyPermission = (lifecycle: AnyLifecycle) => [
  ...new Set(lifecycle.transitions.flatMap((transition) => transition.permissions)),
];

describe.each(LIFECYCLES)('%s’s declared lifecycle', (_name, lifecycle) => {
  const everything = everyPermission(lifecycle);

  it('when it is in a terminal status, offers nothing and refuses every move as a matter of status, to a member who holds every permission', () => {
    expect(lifecycle.terminal.length).toBeGreaterThan(0);
    for (const status of lifecycle.terminal) {
      expect(actionsFrom(lifecycle, status, everything, ANOTHER)).toEqual([]);
      for (const { action } of lifecycle.transitions)
        expect(transitionFrom(lifecycle, action, status, everything, ANOTHER)).toBe('STATUS');
    }
  });

  it('when a status is not terminal, lets a member with every permission leave it by at least one move', () => {
    const open = lifecycle.statuses.filter((status) => !lifecycle.terminal.includes(status));
    expect(open.length).toBeGreaterThan(0);
    for (const status of open)
      expect([status, actionsFrom(lifecycle, status, everything, ANOTHER).length > 0]).toEqual([
        status,
        true,
      ]);
  });

  it.each(lifecycle.transitions.map((transition) => [transition.action, transition] as const))(
    'when a member holds one of %s’s permissions, moves from each status it starts from to its target, and from any other status refuses as a matter of status',
    (action, transition) => {
      for (const permission of transition.permissions)
        for (const status of lifecycle.statuses) {
          const answer = transitionFrom(lifecycle, action, status, [permission], ANOTHER);
          if (transition.from.includes(status))
            expect(answer).toMatchObject({
              action,
              to: transition.to,
              message: transition.message,
            });
          else expect(answer).toBe('STATUS');
        }
    },
  );

  it.each(lifecycle.transitions.map((transition) => [transition.action, transition] as const))(
    'when a member holds every permission but %s’s own, refuses it as forbidden from every status, before looking at the status',
    (action, transition) => {
      const others = everything.filter(
        (permission) => !transition.permissions.includes(permission),
      );
      for (const status of lifecycle.statuses)
        expect(transitionFrom(lifecycle, action, status, others, ANOTHER)).toBe('FORBIDDEN');
    },
  );

  it('when a member holds one permission, offers from each status exactly the moves that start there and name it, in declared order', () => {
    for (const permission of everything)
      for (const status of lifecycle.statuses)
        expect(actionsFrom(lifecycle, status, [permission], ANOTHER)).toEqual(
          lifecycle.transitions
            .filter((t) => t.from.includes(status) && t.permissions.includes(permission))
            .map((t) => t.action),
        );
  });

  it('when a move ends the document as rejected or cancelled, asks for the reason, and records it under a message of its own kind of document', () => {
    for (const transition of lifecycle.transitions) {
      if (['REJECTED', 'CANCELLED'].includes(transition.to))
        expect([transition.action, transition.reason]).toEqual([transition.action, 'required']);
      expect(transition.message.startsWith(`${lifecycle.document}_`)).toBe(true);
    }
  });

  it('when the author asks for a move decided by another, refuses it as their own work (unless self-approval is allowed where the move lets it), and lets the author make every other move', () => {
    for (const transition of lifecycle.transitions)
      for (const status of transition.from)
        for (const allowed of [false, true]) {
          const answer = transitionFrom(
            lifecycle,
            transition.action,
            status,
            transition.permissions,
            AUTHOR(allowed),
          );
          const barred =
            transition.byAnother === 'always' ||
            (transition.byAnother === 'unless-self-approval' && !allowed);
          if (barred) expect(answer).toBe('OWN_WORK');
          else expect(answer).toMatchObject({ action: transition.action, to: transition.to });
        }
  });
});

describe('a sales order', () => {
  const lifecycle = SALES_ORDER_LIFECYCLE;
  const MANAGER = ['sales-orders:read', 'sales-orders:manage'];
  const APPROVER = ['sales-orders:read', 'sales-orders:approve'];

  it('when it waits for approval, is approved into OPEN or rejected by an approver, and cancelled by a manager or an approver, each cancellation and rejection with a reason', () => {
    expect(transitionFrom(lifecycle, 'approve', 'PENDING_APPROVAL', APPROVER, ANOTHER)).toEqual({
      action: 'approve',
      from: ['PENDING_APPROVAL'],
      to: 'OPEN',
      permissions: ['sales-orders:approve'],
      message: 'SALES_ORDER_APPROVED',
      byAnother: 'unless-self-approval',
    });
    expect(
      transitionFrom(lifecycle, 'reject', 'PENDING_APPROVAL', APPROVER, ANOTHER),
    ).toMatchObject({ to: 'REJECTED', message: 'SALES_ORDER_REJECTED', reason: 'required' });
    expect(transitionFrom(lifecycle, 'cancel', 'OPEN', MANAGER, ANOTHER)).toMatchObject({
      to: 'CANCELLED',
      reason: 'required',
    });
    expect(transitionFrom(lifecycle, 'cancel', 'OPEN', APPROVER, ANOTHER)).toMatchObject({
      to: 'CANCELLED',
    });
  });

  it('when a manager without the approval permission asks to approve, is refused as forbidden whatever its status, and an approver is refused an approval of an open order as a matter of status', () => {
    expect(transitionFrom(lifecycle, 'approve', 'PENDING_APPROVAL', MANAGER, ANOTHER)).toBe(
      'FORBIDDEN',
    );
    expect(transitionFrom(lifecycle, 'approve', 'CLOSED', MANAGER, ANOTHER)).toBe('FORBIDDEN');
    expect(transitionFrom(lifecycle, 'approve', 'OPEN', APPROVER, ANOTHER)).toBe('STATUS');
  });

  it('when its author approves it, is refused unless the company allows self-approval; the author may still reject or cancel it', () => {
    const approver = [...APPROVER];
    expect(transitionFrom(lifecycle, 'approve', 'PENDING_APPROVAL', approver, AUTHOR(false))).toBe(
      'OWN_WORK',
    );
    expect(
      transitionFrom(lifecycle, 'approve', 'PENDING_APPROVAL', approver, AUTHOR(true)),
    ).toMatchObject({ to: 'OPEN' });
    expect(actionsFrom(lifecycle, 'PENDING_APPROVAL', approver, AUTHOR(false))).toEqual([
      'reject',
      'cancel',
    ]);
  });

  it('offers an approver, a manager and a reader what each may do from where the order is, and nothing once rejected, cancelled or closed', () => {
    expect(actionsFrom(lifecycle, 'PENDING_APPROVAL', APPROVER, ANOTHER)).toEqual([
      'approve',
      'reject',
      'cancel',
    ]);
    expect(actionsFrom(lifecycle, 'PENDING_APPROVAL', MANAGER, ANOTHER)).toEqual(['cancel']);
    expect(actionsFrom(lifecycle, 'OPEN', MANAGER, ANOTHER)).toEqual(['cancel', 'close']);
    expect(actionsFrom(lifecycle, 'OPEN', APPROVER, ANOTHER)).toEqual(['cancel']);
    expect(actionsFrom(lifecycle, 'OPEN', ['sales-orders:read'], ANOTHER)).toEqual([]);
    expect(lifecycle.terminal).toEqual(['REJECTED', 'CANCELLED', 'CLOSED']);
  });
});

describe('a sales invoice', () => {
  const lifecycle = SALES_INVOICE_LIFECYCLE;
  const CLERK = ['invoices:read', 'invoices:manage'];
  const APPROVER = ['invoices:read', 'invoices:approve'];
  /** A member who submitted the invoice, which another wrote. */
  const submitter: Authorship = {
    person: 'member-s',
    authors: ['member-a', 'member-s'],
    selfApprovalAllowed: true,
  };

  it('when a draft is submitted by a clerk, waits for approval, and is issued when another member approves it', () => {
    expect(transitionFrom(lifecycle, 'submit', 'DRAFT', CLERK, ANOTHER)).toMatchObject({
      to: 'PENDING_APPROVAL',
      message: 'SALES_INVOICE_SUBMITTED',
    });
    expect(transitionFrom(lifecycle, 'approve', 'PENDING_APPROVAL', APPROVER, ANOTHER)).toEqual({
      action: 'approve',
      from: ['PENDING_APPROVAL'],
      to: 'ISSUED',
      permissions: ['invoices:approve'],
      message: 'SALES_INVOICE_ISSUED',
      byAnother: 'always',
    });
  });

  it('when its author or submitter approves it, is refused as their own work even where the company allows self-approval', () => {
    expect(transitionFrom(lifecycle, 'approve', 'PENDING_APPROVAL', APPROVER, AUTHOR(true))).toBe(
      'OWN_WORK',
    );
    expect(transitionFrom(lifecycle, 'approve', 'PENDING_APPROVAL', APPROVER, submitter)).toBe(
      'OWN_WORK',
    );
    expect(actionsFrom(lifecycle, 'PENDING_APPROVAL', APPROVER, submitter)).toEqual([]);
  });

  it('when it waits for approval, may be returned to draft with a reason by whoever may approve it, never by its author or a submitter', () => {
    expect(
      transitionFrom(lifecycle, 'return', 'PENDING_APPROVAL', APPROVER, ANOTHER),
    ).toMatchObject({
      to: 'DRAFT',
      message: 'SALES_INVOICE_RETURNED',
      reason: 'required',
      byAnother: 'always',
    });
    expect(transitionFrom(lifecycle, 'return', 'PENDING_APPROVAL', APPROVER, submitter)).toBe(
      'OWN_WORK',
    );
    expect(transitionFrom(lifecycle, 'return', 'PENDING_APPROVAL', CLERK, ANOTHER)).toBe(
      'FORBIDDEN',
    );
    for (const status of ['DRAFT', 'ISSUED', 'PAID', 'CANCELLED'] as const)
      expect(transitionFrom(lifecycle, 'return', status, APPROVER, ANOTHER)).toBe('STATUS');
  });

  it('when it is a draft, waiting or issued, may be cancelled with a reason by a member who may cancel; once paid or cancelled, nothing more', () => {
    const canceller = ['invoices:read', 'invoices:cancel'];
    for (const status of ['DRAFT', 'PENDING_APPROVAL', 'ISSUED'] as const)
      expect(transitionFrom(lifecycle, 'cancel', status, canceller, ANOTHER)).toMatchObject({
        to: 'CANCELLED',
        message: 'SALES_INVOICE_CANCELLED',
        reason: 'required',
      });
    expect(transitionFrom(lifecycle, 'cancel', 'PAID', canceller, ANOTHER)).toBe('STATUS');
    expect(transitionFrom(lifecycle, 'cancel', 'ISSUED', CLERK, ANOTHER)).toBe('FORBIDDEN');
    expect(lifecycle.terminal).toEqual(['PAID', 'CANCELLED']);
  });

  it('offers each role what it may do from where the invoice is', () => {
    const everyone = [...CLERK, ...APPROVER, 'invoices:cancel'];
    expect(actionsFrom(lifecycle, 'DRAFT', everyone, ANOTHER)).toEqual(['submit', 'cancel']);
    expect(actionsFrom(lifecycle, 'PENDING_APPROVAL', everyone, ANOTHER)).toEqual([
      'approve',
      'return',
      'cancel',
    ]);
    expect(actionsFrom(lifecycle, 'ISSUED', everyone, ANOTHER)).toEqual(['cancel']);
    expect(actionsFrom(lifecycle, 'ISSUED', CLERK, ANOTHER)).toEqual([]);
    expect(actionsFrom(lifecycle, 'PAID', everyone, ANOTHER)).toEqual([]);
  });
});

describe('a goods receipt', () => {
  it('when received, may be cancelled with a reason by whoever manages sales orders or purchase orders, and by no one else', () => {
    for (const permission of ['sales-orders:manage', 'purchase-orders:manage'])
      expect(
        transitionFrom(GOODS_RECEIPT_LIFECYCLE, 'cancel', 'RECEIVED', [permission], ANOTHER),
      ).toMatchObject({ to: 'CANCELLED', message: 'GOODS_RECEIPT_CANCELLED', reason: 'required' });
    expect(
      transitionFrom(GOODS_RECEIPT_LIFECYCLE, 'cancel', 'RECEIVED', ['invoices:manage'], ANOTHER),
    ).toBe('FORBIDDEN');
    expect(GOODS_RECEIPT_LIFECYCLE.terminal).toEqual(['CANCELLED']);
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
      'SALES_ORDER reopen: leaves CLOSED, a terminal status',
    ],
    [
      'an action declared twice',
      { ...base, transitions: [close, close] },
      'SALES_ORDER close: declared twice',
    ],
    [
      'a status it does not list',
      { ...base, transitions: [{ ...close, to: 'ARCHIVED' }] },
      'SALES_ORDER close: ARCHIVED is not one of its statuses',
    ],
    [
      'a transition without a permission',
      { ...base, transitions: [{ ...close, permissions: [] }] },
      'SALES_ORDER close: needs no permission',
    ],
    [
      'a transition from no status',
      { ...base, transitions: [{ ...close, from: [] }] },
      'SALES_ORDER close: starts from no status',
    ],
    [
      'a terminal status it does not list',
      { ...base, terminal: ['ARCHIVED'], transitions: [close] },
      'SALES_ORDER: terminal ARCHIVED is not one of its statuses',
    ],
  ])('refuses %s', (_name, lifecycle, message) => {
    expect(() => defineLifecycle(lifecycle as Parameters<typeof defineLifecycle>[0])).toThrow(
      message,
    );
  });
});
