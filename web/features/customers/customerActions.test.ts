import { describe, expect, it } from 'vitest';
import { customerActions } from './customerActions';

const OWNER = ['customers:read', 'customers:manage', 'customers:approve'];
const MAKER = ['customers:read', 'customers:manage'];
const APPROVER = ['customers:read', 'customers:approve'];

const offered = (status: string, permissions: readonly string[]) =>
  Object.entries(customerActions(status, permissions))
    .filter(([, shown]) => shown)
    .map(([action]) => action);

describe('what a customer’s page offers', () => {
  it('when the invitation is out or its link expired, a member who manages customers may resend or cancel it, and nothing else', () => {
    expect(offered('INVITED', OWNER)).toEqual(['resendInvitation', 'cancelInvitation']);
    expect(offered('EXPIRED', MAKER)).toEqual(['resendInvitation', 'cancelInvitation']);
    expect(offered('INVITED', APPROVER)).toEqual([]);
  });

  it('when a request waits for review, an approver approves or rejects it and a manager edits it and its documents', () => {
    expect(offered('REQUEST_SENT', OWNER)).toEqual([
      'approve',
      'reject',
      'edit',
      'uploadDocument',
      'removeDocument',
    ]);
    expect(offered('REQUEST_SENT', APPROVER)).toEqual(['approve', 'reject']);
    expect(offered('REQUEST_SENT', MAKER)).toEqual(['edit', 'uploadDocument', 'removeDocument']);
  });

  it('when the customer is active, a manager edits it and an approver deactivates it or changes its terms', () => {
    expect(offered('ACTIVE', OWNER)).toEqual(['edit', 'deactivate', 'changeTerms']);
    expect(offered('ACTIVE', MAKER)).toEqual(['edit']);
    expect(offered('ACTIVE', APPROVER)).toEqual(['deactivate', 'changeTerms']);
  });

  it('when the customer is or was active, a member who reads invoices downloads its statement of account', () => {
    const reader = ['customers:read', 'invoices:read'];
    expect(offered('ACTIVE', [...OWNER, 'invoices:read'])).toEqual([
      'edit',
      'deactivate',
      'changeTerms',
      'statement',
    ]);
    expect(offered('ACTIVE', reader)).toEqual(['statement']);
    expect(offered('DEACTIVATED', reader)).toEqual(['statement']);
    for (const status of ['INVITED', 'REQUEST_SENT', 'REJECTED', 'CANCELLED'])
      expect(offered(status, reader)).toEqual([]);
  });

  it('when the customer was cancelled, rejected or deactivated, or the viewer only reads, nothing is offered', () => {
    for (const status of ['CANCELLED', 'REJECTED', 'DEACTIVATED'])
      expect(offered(status, OWNER)).toEqual([]);
    for (const status of ['INVITED', 'REQUEST_SENT', 'ACTIVE'])
      expect(offered(status, ['customers:read'])).toEqual([]);
  });
});
