import type { StatusTone } from '../../ui/StatusBadge';

/** The spec's ticket statuses as badges read them: Open, In Progress, Resolved. */
export const EXCEPTION_STATUS_TONES: Readonly<Record<string, StatusTone>> = {
  OPEN: { label: { id: 'exceptions.status.OPEN' }, colorPalette: 'orange' },
  IN_PROGRESS: { label: { id: 'exceptions.status.IN_PROGRESS' }, colorPalette: 'blue' },
  RESOLVED: { label: { id: 'exceptions.status.RESOLVED' }, colorPalette: 'green' },
};

/** What made a statement transaction, a payout or a checkout payment an exception, as a badge reads it. */
export const EXCEPTION_TYPE_TONES: Readonly<Record<string, StatusTone>> = {
  UNMATCHED_STATEMENT_TRANSACTION: {
    label: { id: 'exceptions.type.UNMATCHED_STATEMENT_TRANSACTION' },
    colorPalette: 'gray',
  },
  REJECTED_TWICE: { label: { id: 'exceptions.type.REJECTED_TWICE' }, colorPalette: 'red' },
  PAYOUT_NOT_ON_STATEMENT: {
    label: { id: 'exceptions.type.PAYOUT_NOT_ON_STATEMENT' },
    colorPalette: 'purple',
  },
  PAYOUT_AMOUNT_DIFFERS: {
    label: { id: 'exceptions.type.PAYOUT_AMOUNT_DIFFERS' },
    colorPalette: 'orange',
  },
  CHECKOUT_AMOUNT_DIFFERS: {
    label: { id: 'exceptions.type.CHECKOUT_AMOUNT_DIFFERS' },
    colorPalette: 'yellow',
  },
};

/** The note of a ticket that resolved itself, in the reader's language (the service keeps an English one). */
export const SELF_RESOLUTION_LABEL: Readonly<Record<string, { id: string }>> = {
  RECONCILED: { id: 'exceptions.resolution.RECONCILED' },
  ARCHIVED: { id: 'exceptions.resolution.ARCHIVED' },
};

/** The same for a payout's ticket, which also resolves itself when the match that showed its difference is removed. */
export const PAYOUT_SELF_RESOLUTION_LABEL: Readonly<Record<string, { id: string }>> = {
  RECONCILED: { id: 'exceptions.resolution.payout.RECONCILED' },
  ARCHIVED: { id: 'exceptions.resolution.payout.ARCHIVED' },
  UNMATCHED: { id: 'exceptions.resolution.payout.UNMATCHED' },
};

/** A member as the assignee column and the assign dialog name them. */
export type Assignable = { id: string; name: string };

/** The name a person goes by: their preferred name, else their full name, else their email. */
export const personName = (user: {
  readonly preferredName?: string | null;
  readonly fullName?: string | null;
  readonly email: string;
}) => user.preferredName || user.fullName || user.email;
