import { Grid, Input, InputGroup, Stack } from '@chakra-ui/react';
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
 * The three-way match's tolerances, in percent: how far a bill made from a
 * purchase order may bill beyond what was ordered or received, and its price
 * above the order's, before the service refuses or flags it.
 */
function BillTolerancesFields({ canManage }: { canManage: boolean }) {
  const { errorOf, input } = useSettingsInputs(canManage);
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
      {TOLERANCES.map(({ field, testId }) => (
        <FormField
          key={field}
          label={<FormattedMessage id={`orders.${field}`} />}
          error={errorOf(field)}
          helper={<FormattedMessage id={`orders.${field}Hint`} />}
        >
          <InputGroup endAddon="%" maxWidth="xs">
            <Input {...input(field)} inputMode="decimal" autoComplete="off" data-testid={testId} />
          </InputGroup>
        </FormField>
      ))}
    </Grid>
  );
}

const TOLERANCES = [
  { field: 'billQuantityTolerance', testId: 'orders-bill-quantity-tolerance' },
  { field: 'billPriceTolerance', testId: 'orders-bill-price-tolerance' },
] as const;

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
        <BillTolerancesFields canManage={canManage} />
      </Stack>
    </FormSection>
  );
}
