import { InputGroup, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import { currencySign, formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { FormField } from '../../ui/FormField';
import { FormSection } from '../../ui/FormSection';
import { MoneyInput } from '../../ui/MoneyInput';
import { ControlSwitch } from './ControlSwitch';
import type { OrdersSettingsFormValues } from './ordersSettingsFormSchema';
import { useSettingsInputs } from './useSettingsInputs';

/**
 * Whether a purchase order waits for a second person's approval before
 * goods are received against it, and from which grand total (in IDR, as
 * purchase orders are written): empty, every order waits.
 */
export function PurchaseOrdersApprovalSection({ canManage }: { canManage: boolean }) {
  const { values, setFieldValue } = useFormikContext<OrdersSettingsFormValues>();
  const { errorOf, input } = useSettingsInputs(canManage);
  const { language } = useLanguage();
  return (
    <FormSection
      title={<FormattedMessage id="orders.section.purchaseOrders" />}
      description={<FormattedMessage id="orders.section.purchaseOrdersHint" />}
    >
      <Stack gap="6">
        <ControlSwitch
          data-testid="orders-purchase-approval-required"
          label={<FormattedMessage id="orders.purchaseApproval.label" />}
          description={<FormattedMessage id="orders.purchaseApproval.description" />}
          checked={values.purchaseOrderApprovalRequired}
          disabled={!canManage}
          onChange={(checked) => void setFieldValue('purchaseOrderApprovalRequired', checked)}
        />
        <FormField
          label={<FormattedMessage id="orders.purchaseApprovalThreshold" />}
          error={errorOf('purchaseOrderApprovalThreshold')}
          helper={<FormattedMessage id="orders.purchaseApprovalThresholdHint" />}
        >
          <InputGroup startAddon={currencySign('IDR')} maxWidth="md">
            <MoneyInput
              {...input('purchaseOrderApprovalThreshold')}
              placeholder={formatDecimal('10000000.00', language)}
              data-testid="orders-purchase-approval-threshold"
            />
          </InputGroup>
        </FormField>
      </Stack>
    </FormSection>
  );
}
