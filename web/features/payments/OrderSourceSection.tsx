import { Link, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormSection } from '../../ui/FormSection';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { OrderAccountSelect, type AccountOption } from './OrderAccountSelect';
import { accountLabel, type BankAccountChoice } from './orderAccounts';
import type { OrderFormValues } from './orderFormSchema';

/** Where internal accounts get their API connection. */
const INTERNAL_ACCOUNTS_PATH = '/bank-accounts/internal-accounts';

/**
 * The order form's "From" section: the account the money leaves, those
 * connected through the bank's API first and the others shown but not to be
 * chosen, with a way to connect one when none is.
 */
export function OrderSourceSection({
  bankAccounts,
}: {
  bankAccounts: readonly BankAccountChoice[];
}) {
  const formik = useFormikContext<OrderFormValues>();
  const { errorOf, input } = formikFields(formik);
  const intl = useIntl();
  const words = (id: string) => intl.formatMessage({ id });
  const sources: AccountOption[] = [...bankAccounts]
    .sort((a, b) => Number(b.connectionType === 'API') - Number(a.connectionType === 'API'))
    .map((account) => ({
      value: account.id,
      label:
        account.connectionType === 'API'
          ? accountLabel(account)
          : `${accountLabel(account)} — ${words('paymentForm.noApi')}`,
      disabled: account.connectionType !== 'API',
    }));
  const hasApiAccount = bankAccounts.some((account) => account.connectionType === 'API');

  return (
    <FormSection
      title={<FormattedMessage id="paymentForm.section.from" />}
      description={<FormattedMessage id="paymentForm.section.fromHint" />}
    >
      <Stack gap="4">
        {!hasApiAccount ? (
          <NoticeAlert
            status="warning"
            testId="payment-form-no-api"
            title={<FormattedMessage id="error.U-TRSY-TRF-2" />}
            description={
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={INTERNAL_ACCOUNTS_PATH}>
                  <FormattedMessage id="paymentForm.setUpApi" />
                </RouterLink>
              </Link>
            }
          />
        ) : null}
        <FormField
          label={<FormattedMessage id="paymentForm.source" />}
          error={errorOf('sourceAccountId')}
          helper={<FormattedMessage id="paymentForm.sourceHint" />}
          required
        >
          <OrderAccountSelect
            {...input('sourceAccountId')}
            options={sources}
            placeholder={words('paymentForm.chooseAccount')}
            data-testid="payment-form-source"
          />
        </FormField>
      </Stack>
    </FormSection>
  );
}
