/** The organisation settings the payment controls card switches. */
export type Control =
  'selfApprovalAllowed' | 'transfersActive' | 'paymentsActive' | 'balanceShortfallRefused';

/** The four messages every control has, after its own prefix. */
export const CONTROL_MESSAGES = ['label', 'description', 'turnedOn', 'turnedOff'] as const;

type ControlMessage = (typeof CONTROL_MESSAGES)[number];

/**
 * Each control: the setting it switches, its test id, and the prefix of its
 * words (`<messages>.label`, `.description`, and the toast once it is
 * `.turnedOn` or `.turnedOff`), so the rows name only what differs.
 */
export const CONTROLS: { key: Control; testId: string; messages: string }[] = [
  {
    key: 'selfApprovalAllowed',
    testId: 'control-self-approval',
    messages: 'controls.selfApproval',
  },
  { key: 'transfersActive', testId: 'control-transfers-active', messages: 'controls.transfers' },
  { key: 'paymentsActive', testId: 'control-payments-active', messages: 'controls.payments' },
  {
    key: 'balanceShortfallRefused',
    testId: 'control-balance-shortfall-refused',
    messages: 'controls.balanceShortfall',
  },
];

/** A control's message descriptor, for `FormattedMessage` or `formatMessage`. */
export function controlMessage(
  control: { messages: string },
  message: ControlMessage,
): { id: string } {
  return { id: `${control.messages}.${message}` };
}
