import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  MAX_APPROVAL_RULES as SERVICE_MAX_RULES,
  MAX_APPROVALS as SERVICE_MAX_APPROVALS,
} from '../../../contracts/treasury/payments';
import { en } from '../../i18n/messageFiles';
import {
  approvalRuleFormSchema,
  approvalRuleInputOf,
  approvalRuleValuesOf,
  MAX_APPROVAL_RULES,
  MAX_APPROVALS,
  NEW_APPROVAL_RULE,
  type ApprovalRuleFormValues,
} from './approvalRuleFormSchema';
import { formErrorsOf } from '../../../tests/support/form-errors';

const intl = createIntl({ locale: 'en', messages: en });

const rule = (overrides: Partial<ApprovalRuleFormValues> = {}): ApprovalRuleFormValues => ({
  ...NEW_APPROVAL_RULE,
  name: 'Large payments',
  minAmount: '100.000.000',
  ...overrides,
});

/** The dialog's errors by field, as formik shows them (the first per field). */
const errorsOf = (values: ApprovalRuleFormValues) =>
  formErrorsOf(approvalRuleFormSchema(intl), values);

describe('the approval rule dialog’s rules', () => {
  it('when the web and the service are compared, they allow the same most approvals and rules', () => {
    expect(MAX_APPROVALS).toBe(SERVICE_MAX_APPROVALS);
    expect(MAX_APPROVAL_RULES).toBe(SERVICE_MAX_RULES);
  });

  it('when a rule asks two approvers for payments from Rp 100,000,000, it passes and is sent as the service takes it', async () => {
    expect(await errorsOf(rule())).toEqual({});
    expect(
      approvalRuleInputOf(
        rule({
          name: '  Large payments ',
          methods: ['RTGS', 'BI_FAST'],
          approverRoles: ['Approver'],
        }),
      ),
    ).toEqual({
      name: 'Large payments',
      appliesTo: 'PAYMENT',
      minAmount: '100000000.00',
      methods: ['BI_FAST', 'RTGS'],
      approvalsRequired: 2,
      approverRoles: ['Approver'],
    });
  });

  it('when the minimum is zero, or written with decimals either way, it is taken', async () => {
    expect(await errorsOf(rule({ minAmount: '0' }))).toEqual({});
    expect(approvalRuleInputOf(rule({ minAmount: '1.500.000,50' })).minAmount).toBe('1500000.50');
    expect(approvalRuleInputOf(rule({ minAmount: '1,500,000.50' })).minAmount).toBe('1500000.50');
  });

  it('when the minimum is negative, has three decimals or is no amount, the service’s words show on it', async () => {
    const MIN = 'The minimum amount must be zero or more, with at most two decimals.';
    expect(await errorsOf(rule({ minAmount: '-5' }))).toEqual({ minAmount: MIN });
    expect(await errorsOf(rule({ minAmount: '12.3456' }))).toEqual({ minAmount: MIN });
    expect(await errorsOf(rule({ minAmount: 'lots' }))).toEqual({ minAmount: MIN });
  });

  it('when the name is empty or longer than 80 characters, or the approvals are outside 1 to 5, it says so', async () => {
    expect(await errorsOf(rule({ name: '  ', minAmount: '', approvalsRequired: '' }))).toEqual({
      name: 'This field is required',
      minAmount: 'This field is required',
      approvalsRequired: 'This field is required',
    });
    expect(await errorsOf(rule({ name: 'x'.repeat(81) }))).toEqual({
      name: 'Give the rule a name of at most 80 characters.',
    });
    expect(await errorsOf(rule({ name: 'x'.repeat(80) }))).toEqual({});
    expect(await errorsOf(rule({ approvalsRequired: '6' }))).toEqual({
      approvalsRequired: 'A rule asks for 1 to 5 approvals.',
    });
    expect(await errorsOf(rule({ approvalsRequired: '0' }))).toEqual({
      approvalsRequired: 'A rule asks for 1 to 5 approvals.',
    });
  });

  it('when a rule is edited, the dialog opens with its values', () => {
    expect(
      approvalRuleValuesOf({
        name: 'Transfers',
        appliesTo: 'TRANSFER',
        minAmount: '5000000.00',
        methods: ['SKN'],
        approvalsRequired: 3,
        approverRoles: ['Approver', 'Finance'],
      }),
    ).toEqual({
      name: 'Transfers',
      appliesTo: 'TRANSFER',
      minAmount: '5000000.00',
      methods: ['SKN'],
      approvalsRequired: '3',
      approverRoles: ['Approver', 'Finance'],
    });
  });
});
