import { Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormikSwitch } from '../../ui/FormikSwitch';
import { OptionSelect } from '../../ui/OptionSelect';
import type { DepositFormValues } from './depositFormSchema';
import { DEPOSIT_TERM_LABEL, RENEWING_TERMS } from './depositLabels';

/** Whether a deposit renews itself when it matures and, if it does, how (the principal alone, or with its interest). */
export function DepositRenewalFields() {
  const intl = useIntl();
  const formik = useFormikContext<DepositFormValues>();
  const { errorOf, input } = formikFields(formik);
  const { values } = formik;
  return (
    <Stack gap="3" gridColumn={{ md: 'span 2' }}>
      <FormikSwitch
        name="autoRenewal"
        label={<FormattedMessage id="deposits.form.autoRenewal" />}
        testId="deposit-form-auto-renewal"
      />
      {values.autoRenewal ? (
        <FormField
          label={<FormattedMessage id="deposits.form.renewal" />}
          error={errorOf('renewal')}
          helper={<FormattedMessage id={DEPOSIT_TERM_LABEL[values.renewal].long.id} />}
        >
          <OptionSelect
            {...input('renewal')}
            options={RENEWING_TERMS.map((term) => ({
              value: term,
              label: intl.formatMessage(DEPOSIT_TERM_LABEL[term].short),
            }))}
          />
        </FormField>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="deposit-form-no-renewal">
          <FormattedMessage id={DEPOSIT_TERM_LABEL.NO_RENEWAL.long.id} />
        </Text>
      )}
    </Stack>
  );
}
