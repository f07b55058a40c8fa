import { Grid, GridItem } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDecimal } from '../../i18n/format';
import { DIRECTION_LABEL } from '../../i18n/transactionLabels';
import { useLanguage } from '../../i18n/useLanguage';
import { DateInput } from '../../ui/DateInput';
import { FormField } from '../../ui/FormField';
import { OptionSelect } from '../../ui/OptionSelect';
import { useStatementFormFields } from './useStatementFormFields';

const DIRECTIONS = ['CREDIT', 'DEBIT'] as const;

/** A statement transaction's facts in a grid: date (today at the latest) and time, direction, amount, ending balance and reference. */
export function StatementTransactionDetailFields({ today }: { today: string }) {
  const intl = useIntl();
  // An example amount in the reader's convention: "1,500,000.00" in English, "1.500.000,00" in Indonesian.
  const { language } = useLanguage();
  const { formik, shown, bind, input } = useStatementFormFields();
  const { values, handleChange } = formik;
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
      <GridItem>
        <FormField
          label={<FormattedMessage id="statementForm.date" />}
          error={shown('date')}
          required
        >
          <DateInput {...bind('date')} max={today} />
        </FormField>
      </GridItem>
      <GridItem>
        <FormField
          label={<FormattedMessage id="statementForm.time" />}
          error={shown('time')}
          helper={<FormattedMessage id="statementForm.timeHelp" />}
        >
          {input('time', { type: 'time' })}
        </FormField>
      </GridItem>
      <GridItem>
        <FormField
          label={<FormattedMessage id="statementForm.direction" />}
          error={shown('direction')}
          required
        >
          <OptionSelect
            name="direction"
            value={values.direction}
            onChange={handleChange}
            data-testid="statement-form-direction"
            options={DIRECTIONS.map((direction) => ({
              value: direction,
              label: intl.formatMessage(DIRECTION_LABEL[direction]),
            }))}
          />
        </FormField>
      </GridItem>
      <GridItem>
        <FormField
          label={<FormattedMessage id="statementForm.amount" />}
          error={shown('amount')}
          required
        >
          {input('amount', {
            inputMode: 'decimal',
            autoComplete: 'off',
            placeholder: formatDecimal('1500000.00', language),
          })}
        </FormField>
      </GridItem>
      <GridItem>
        <FormField
          label={<FormattedMessage id="statementForm.endingBalance" />}
          error={shown('endingBalance')}
          helper={<FormattedMessage id="statementForm.endingBalanceHelp" />}
        >
          {input('endingBalance', { inputMode: 'decimal', autoComplete: 'off' })}
        </FormField>
      </GridItem>
      <GridItem>
        <FormField
          label={<FormattedMessage id="statementForm.reference" />}
          error={shown('reference')}
        >
          {input('reference', { autoComplete: 'off' })}
        </FormField>
      </GridItem>
    </Grid>
  );
}
