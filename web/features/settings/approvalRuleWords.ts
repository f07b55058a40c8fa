import type { IntlShape } from 'react-intl';
import { roleNameLabel } from '../../domain/role/roleLabel';
import { APPROVAL_RULE_METHODS } from './approvalRuleFormSchema';

const APPLIES_TO: Readonly<Record<string, { id: string }>> = {
  ALL: { id: 'controls.approvalRules.appliesTo.ALL' },
  PAYMENT: { id: 'controls.approvalRules.appliesTo.PAYMENT' },
  TRANSFER: { id: 'controls.approvalRules.appliesTo.TRANSFER' },
};

/** Each method's name, as the payments screens call it. */
const METHOD_NAME: Readonly<Record<string, { id: string }>> = {
  BI_FAST: { id: 'payments.method.BI_FAST' },
  SKN: { id: 'payments.method.SKN' },
  RTGS: { id: 'payments.method.RTGS' },
  ONLINE: { id: 'payments.method.ONLINE' },
  SAME_BANK: { id: 'payments.method.SAME_BANK' },
};

/**
 * An approval rule in the reader's words: whom it applies to ("Payments"),
 * its methods ("BI-FAST, RTGS" or "any method") and what it needs ("2
 * approvals from Approver or Finance", "1 approval from any approver").
 */
export function approvalRuleWords(intl: IntlShape) {
  const list = (items: readonly string[]) => intl.formatList(items, { type: 'disjunction' });
  return {
    appliesTo: (appliesTo: string) =>
      APPLIES_TO[appliesTo] ? intl.formatMessage(APPLIES_TO[appliesTo]) : appliesTo,
    method: (method: string) =>
      METHOD_NAME[method] ? intl.formatMessage(METHOD_NAME[method]) : method,
    methods: (methods: readonly string[]) =>
      methods.length === 0
        ? intl.formatMessage({ id: 'controls.approvalRules.anyMethod' })
        : list(
            APPROVAL_RULE_METHODS.filter((method) => methods.includes(method)).map((method) =>
              intl.formatMessage(METHOD_NAME[method]!),
            ),
          ),
    needs: (approvals: number, roles: readonly string[]) =>
      roles.length === 0
        ? intl.formatMessage({ id: 'controls.approvalRules.needsAny' }, { count: approvals })
        : intl.formatMessage(
            { id: 'controls.approvalRules.needsRoles' },
            { count: approvals, roles: list(roles.map((role) => roleNameLabel(role, intl))) },
          ),
  };
}
