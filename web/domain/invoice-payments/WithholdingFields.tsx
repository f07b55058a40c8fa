import { Grid, Input, Stack } from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DateInput } from '../../ui/DateInput';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormikCheckbox } from '../../ui/FormikCheckbox';

/**
 * PPh 23 the buyer withheld from what it paid of an invoice (2% of its
 * services' tax base, 4% without the seller's NPWP, as the service computes
 * it): a choice, then the slip's number and date when it came with the
 * payment; left empty, the invoice waits for the slip. Its values are
 * `withheld`, `slipNumber` and `slipDate` under `prefix` (the form's own, or
 * one invoice's of several: `withholdings.<invoice id>.`).
 */
export function WithholdingFields({
  today,
  label,
  prefix = '',
  testId,
  slipTestId = `${testId}-slip-number`,
}: {
  today: string;
  label: ReactNode;
  prefix?: string;
  testId: string;
  slipTestId?: string;
}) {
  const formik = useFormikContext();
  const { errorOf, input } = formikFields(formik);
  const withheld = getIn(formik.values, `${prefix}withheld`) === true;
  return (
    <Stack gap="3">
      <FormikCheckbox name={`${prefix}withheld`} label={label} testId={testId} />
      {withheld ? (
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          <FormField
            label={<FormattedMessage id="invoicePayment.withholding.slipNumber" />}
            helper={<FormattedMessage id="invoicePayment.withholding.slipHint" />}
            error={errorOf(`${prefix}slipNumber`)}
          >
            <Input {...input(`${prefix}slipNumber`)} maxLength={60} data-testid={slipTestId} />
          </FormField>
          <FormField label={<FormattedMessage id="invoicePayment.withholding.slipDate" />}>
            <DateInput {...input(`${prefix}slipDate`)} max={today} />
          </FormField>
        </Grid>
      ) : null}
    </Stack>
  );
}
