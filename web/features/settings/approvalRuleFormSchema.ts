import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { parseWrittenAmount } from '../../../formats/amount';
import { PAYMENT_METHODS } from '../../../contracts/treasury/payment-values.js';

/** Which orders a rule applies to. */
export const APPROVAL_RULE_APPLIES_TO = ['ALL', 'PAYMENT', 'TRANSFER'] as const;
export type ApprovalRuleAppliesTo = (typeof APPROVAL_RULE_APPLIES_TO)[number];

/** The methods a rule may be limited to (none: any method), named by the payments' own messages. */
export const APPROVAL_RULE_METHODS = PAYMENT_METHODS;

/** The service's bounds (contracts/treasury/payments.ts): a name of at most 80 characters, 1 to 5 approvals, at most 20 rules. */
export const RULE_NAME_MAX = 80;
export const MAX_APPROVALS = 5;
export const MAX_APPROVAL_RULES = 20;

/** The rule dialog's values: the amount as typed, the approvals as the select holds them. */
export type ApprovalRuleFormValues = {
  name: string;
  appliesTo: ApprovalRuleAppliesTo;
  minAmount: string;
  methods: string[];
  approvalsRequired: string;
  approverRoles: string[];
};

export const NEW_APPROVAL_RULE: ApprovalRuleFormValues = {
  name: '',
  appliesTo: 'PAYMENT',
  minAmount: '',
  methods: [],
  approvalsRequired: '2',
  approverRoles: [],
};

/** The amount as the service takes it ("100000000.00"): zero or more with at most two decimals; null otherwise. */
function minAmountOf(written: string): string | null {
  const parsed = written.trim() ? parseWrittenAmount(written) : null;
  return parsed !== null && /^\d{1,18}(\.\d{1,2})?$/.test(parsed) ? parsed : null;
}

/**
 * The rule dialog's rules, the service's own with its messages
 * (services/treasury/payments/approval-rules.ts): a name of 1 to 80
 * characters, a minimum amount of zero or more with at most two decimals
 * (written the reader's way: "100.000.000" or "100,000,000"), and 1 to 5
 * approvals. No method means any method; no role means any approver.
 */
export function approvalRuleFormSchema(intl: IntlShape) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const message = (code: string) => intl.formatMessage({ id: `error.${code}` });
  return yup.object({
    name: yup
      .string()
      .trim()
      .required(required)
      .test(
        'length',
        message('U-TRSY-AR-2'),
        (value) => !value || [...value.trim()].length <= RULE_NAME_MAX,
      ),
    appliesTo: yup.string().oneOf(APPROVAL_RULE_APPLIES_TO).required(required),
    minAmount: yup
      .string()
      .trim()
      .required(required)
      .test('amount', message('U-TRSY-AR-4'), (value) => !value || minAmountOf(value) !== null),
    methods: yup.array(yup.string().required()),
    approvalsRequired: yup
      .string()
      .required(required)
      .test(
        'count',
        message('U-TRSY-AR-5'),
        (value) =>
          !value || (/^\d$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_APPROVALS),
      ),
    approverRoles: yup.array(yup.string().required()),
  });
}

/** The create and update inputs' fields from the dialog: the name trimmed, the amount as a decimal string, the approvals as a number. */
export function approvalRuleInputOf(values: ApprovalRuleFormValues) {
  return {
    name: values.name.trim(),
    appliesTo: values.appliesTo,
    minAmount: minAmountOf(values.minAmount) ?? values.minAmount.trim(),
    methods: APPROVAL_RULE_METHODS.filter((method) => values.methods.includes(method)),
    approvalsRequired: Number(values.approvalsRequired),
    approverRoles: [...values.approverRoles],
  };
}

/** The dialog's values of a rule to edit. */
export function approvalRuleValuesOf(rule: {
  readonly name: string;
  readonly appliesTo: string;
  readonly minAmount: string;
  readonly methods: readonly string[];
  readonly approvalsRequired: number;
  readonly approverRoles: readonly string[];
}): ApprovalRuleFormValues {
  return {
    name: rule.name,
    appliesTo: (APPROVAL_RULE_APPLIES_TO as readonly string[]).includes(rule.appliesTo)
      ? (rule.appliesTo as ApprovalRuleAppliesTo)
      : 'ALL',
    minAmount: rule.minAmount,
    methods: [...rule.methods],
    approvalsRequired: String(rule.approvalsRequired),
    approverRoles: [...rule.approverRoles],
  };
}
