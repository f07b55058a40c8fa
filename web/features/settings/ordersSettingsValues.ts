import type { OrdersSettingsForm_organization$data } from '../../__generated__/OrdersSettingsForm_organization.graphql';
import type { OrganizationOrdersSettingsUpdateInput } from '../../__generated__/OrdersSettingsFormMutation.graphql';
import { isBillingCycle } from '../../domain/billingCycles';
import { formatDecimal } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import {
  creditLimitInputOf,
  tolerancePercentInputOf,
  type OrdersSettingsFormValues,
} from './ordersSettingsFormSchema';

/** The form's values from the settings as saved: amounts as people write them in the language, a billing cycle the form offers (monthly otherwise). */
export function ordersSettingsValuesOf(
  settings: NonNullable<OrdersSettingsForm_organization$data['ordersSettings']>,
  language: Language,
): OrdersSettingsFormValues {
  return {
    defaultPaymentTermDays: String(settings.defaultPaymentTermDays),
    invoiceNumberPrefix: settings.invoiceNumberPrefix,
    salesOrderNumberPrefix: settings.salesOrderNumberPrefix,
    salesOrderApprovalRequired: settings.salesOrderApprovalRequired,
    creditMemoApprovalRequired: settings.creditMemoApprovalRequired,
    purchaseOrderApprovalRequired: settings.purchaseOrderApprovalRequired,
    purchaseOrderApprovalThreshold:
      settings.purchaseOrderApprovalThreshold == null
        ? ''
        : formatDecimal(settings.purchaseOrderApprovalThreshold, language),
    billQuantityTolerance: formatDecimal(settings.billQuantityTolerance, language),
    billPriceTolerance: formatDecimal(settings.billPriceTolerance, language),
    defaultCreditLimit: formatDecimal(settings.defaultCreditLimit, language),
    defaultBillingCycle: isBillingCycle(settings.defaultBillingCycle)
      ? settings.defaultBillingCycle
      : 'MONTHLY',
  };
}

/** The settings update from the form's values: trimmed, the term a number, amounts canonical (or as typed, for the service to refuse). */
export function ordersSettingsInputOf(
  values: OrdersSettingsFormValues,
): OrganizationOrdersSettingsUpdateInput {
  return {
    defaultPaymentTermDays: Number(values.defaultPaymentTermDays.trim()),
    invoiceNumberPrefix: values.invoiceNumberPrefix.trim(),
    salesOrderNumberPrefix: values.salesOrderNumberPrefix.trim(),
    salesOrderApprovalRequired: values.salesOrderApprovalRequired,
    creditMemoApprovalRequired: values.creditMemoApprovalRequired,
    purchaseOrderApprovalRequired: values.purchaseOrderApprovalRequired,
    purchaseOrderApprovalThreshold: thresholdInputOf(values.purchaseOrderApprovalThreshold),
    billQuantityTolerance:
      tolerancePercentInputOf(values.billQuantityTolerance) ?? values.billQuantityTolerance.trim(),
    billPriceTolerance:
      tolerancePercentInputOf(values.billPriceTolerance) ?? values.billPriceTolerance.trim(),
    defaultCreditLimit:
      creditLimitInputOf(values.defaultCreditLimit) ?? values.defaultCreditLimit.trim(),
    defaultBillingCycle: values.defaultBillingCycle,
  };
}

/** The purchase order approval threshold as the API takes it: empty is none (null); otherwise the canonical amount, or what was typed for the service to refuse. */
function thresholdInputOf(written: string): string | null {
  const typed = written.trim();
  return typed === '' ? null : (creditLimitInputOf(typed) ?? typed);
}
