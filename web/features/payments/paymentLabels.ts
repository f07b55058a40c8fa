import type { StatusTone } from '../../ui/StatusBadge';
import type { OrderAction } from './orderActions';
import type { OrderKind } from './orderKinds';
import type { PaymentMethod } from './paymentMethods';
import type { PaymentTab } from './paymentSearch';

/** Spec section 4's statuses of a payment or transfer as badges. */
export const PAYMENT_STATUS_TONES: Readonly<Record<string, StatusTone>> = {
  NEEDS_APPROVAL: { label: { id: 'payments.status.NEEDS_APPROVAL' }, colorPalette: 'orange' },
  SCHEDULED: { label: { id: 'payments.status.SCHEDULED' }, colorPalette: 'blue' },
  IN_PROGRESS: { label: { id: 'payments.status.IN_PROGRESS' }, colorPalette: 'purple' },
  SENT: { label: { id: 'payments.status.SENT' }, colorPalette: 'green' },
  FAILED: { label: { id: 'payments.status.FAILED' }, colorPalette: 'red' },
  CANCELLED: { label: { id: 'payments.status.CANCELLED' }, colorPalette: 'gray' },
  REJECTED: { label: { id: 'payments.status.REJECTED' }, colorPalette: 'red' },
};

/** The tabs' names. */
export const TAB_LABEL: Readonly<Record<PaymentTab, { id: string }>> = {
  ALL: { id: 'payments.tab.ALL' },
  NEEDS_APPROVAL: { id: 'payments.tab.NEEDS_APPROVAL' },
  SCHEDULED: { id: 'payments.tab.SCHEDULED' },
  IN_PROGRESS: { id: 'payments.tab.IN_PROGRESS' },
  SENT: { id: 'payments.tab.SENT' },
  FAILED: { id: 'payments.tab.FAILED' },
  CANCELLED_REJECTED: { id: 'payments.tab.CANCELLED_REJECTED' },
};

/** Each method's name and speed (spec section 9; Online is instant, per ARCHITECTURE.md). */
export const METHOD_LABEL: Readonly<
  Record<PaymentMethod, { name: { id: string }; speed: { id: string } }>
> = {
  BI_FAST: { name: { id: 'payments.method.BI_FAST' }, speed: { id: 'payments.speed.BI_FAST' } },
  SKN: { name: { id: 'payments.method.SKN' }, speed: { id: 'payments.speed.SKN' } },
  RTGS: { name: { id: 'payments.method.RTGS' }, speed: { id: 'payments.speed.RTGS' } },
  ONLINE: { name: { id: 'payments.method.ONLINE' }, speed: { id: 'payments.speed.ONLINE' } },
  SAME_BANK: {
    name: { id: 'payments.method.SAME_BANK' },
    speed: { id: 'payments.speed.SAME_BANK' },
  },
};

/** The words of each kind's list and forms. */
export const KIND_WORDS: Readonly<
  Record<
    OrderKind,
    {
      title: { id: string };
      subtitle: { id: string };
      create: { id: string };
      emptyTitle: { id: string };
      emptyBody: { id: string };
      showing: { id: string };
      importTitle: { id: string };
      importDescription: { id: string };
      importButton: { id: string };
      template: { id: string };
    }
  >
> = {
  PAYMENT: {
    title: { id: 'payments.title' },
    subtitle: { id: 'payments.subtitle' },
    create: { id: 'payments.create' },
    emptyTitle: { id: 'payments.empty.title' },
    emptyBody: { id: 'payments.empty.body' },
    showing: { id: 'payments.showing' },
    importTitle: { id: 'payments.import.title' },
    importDescription: { id: 'payments.import.description' },
    importButton: { id: 'payments.import.button' },
    template: { id: 'payments.import.template' },
  },
  TRANSFER: {
    title: { id: 'payments.transfers.title' },
    subtitle: { id: 'payments.transfers.subtitle' },
    create: { id: 'payments.transfers.create' },
    emptyTitle: { id: 'payments.transfers.empty.title' },
    emptyBody: { id: 'payments.transfers.empty.body' },
    showing: { id: 'payments.transfers.showing' },
    importTitle: { id: 'payments.transfers.import.title' },
    importDescription: { id: 'payments.transfers.import.description' },
    importButton: { id: 'payments.transfers.import.button' },
    template: { id: 'payments.transfers.import.template' },
  },
};

/** The bulk bar's button of each action, and what the toast says once done. */
export const ACTION_WORDS: Readonly<
  Record<OrderAction, { button: { id: string }; done: { id: string } }>
> = {
  APPROVE: { button: { id: 'payments.action.APPROVE' }, done: { id: 'payments.done.APPROVE' } },
  RESEND: { button: { id: 'payments.action.RESEND' }, done: { id: 'payments.done.RESEND' } },
  EXPORT: { button: { id: 'payments.action.EXPORT' }, done: { id: 'payments.done.EXPORT' } },
  REJECT: { button: { id: 'payments.action.REJECT' }, done: { id: 'payments.done.REJECT' } },
  CANCEL: { button: { id: 'payments.action.CANCEL' }, done: { id: 'payments.done.CANCEL' } },
  ARCHIVE: { button: { id: 'payments.action.ARCHIVE' }, done: { id: 'payments.done.ARCHIVE' } },
};

/** How each action's button looks: approving is the main action; reject and cancel end orders; resend and archive are quieter. */
export const ACTION_STYLE: Readonly<
  Record<OrderAction, { variant: 'solid' | 'outline'; colorPalette: string }>
> = {
  APPROVE: { variant: 'solid', colorPalette: 'brand' },
  RESEND: { variant: 'outline', colorPalette: 'brand' },
  EXPORT: { variant: 'outline', colorPalette: 'brand' },
  REJECT: { variant: 'outline', colorPalette: 'red' },
  CANCEL: { variant: 'outline', colorPalette: 'red' },
  ARCHIVE: { variant: 'outline', colorPalette: 'gray' },
};
