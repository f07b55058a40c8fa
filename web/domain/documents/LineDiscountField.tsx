import { Flex } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { currencySign } from '../../i18n/format';
import { ChoiceButtons } from '../../ui/ChoiceButtons';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { MoneyInput } from '../../ui/MoneyInput';
import type { DiscountMode, DocumentLinesValues } from './documentLineValues';

type LineDiscountFieldProps = {
  /** The line's place in the form. */
  index: number;
  /** The document's currency: the sign of a discount typed as an amount. */
  currency: string;
  /** What the discount comes to as the service will compute it (a percent's amount), or null while it does not read. */
  amount: string | null;
};

/**
 * A line's discount, typed as an amount in the document's currency or as a
 * percent of unit price x quantity, chosen with the switch beside it
 * (`Rp` / `%`); a percent shows the amount it comes to, to the sen, under it.
 * Switching empties the field: an amount read as a percent means something
 * else.
 */
export function LineDiscountField({ index, currency, amount }: LineDiscountFieldProps) {
  const intl = useIntl();
  const formik = useFormikContext<DocumentLinesValues>();
  const { errorOf, input } = formikFields(formik);
  const at = (field: string) => `lines.${index}.${field}`;
  const mode = formik.values.lines[index]?.discountMode ?? 'AMOUNT';
  const percentSign = intl.formatMessage({ id: 'document.line.percentSign' });
  const choose = (next: DiscountMode) => {
    if (next === mode) return;
    void formik.setFieldValue(at('discountMode'), next);
    void formik.setFieldValue(at('discount'), '');
  };
  return (
    <FormField
      label={
        <FormattedMessage
          id="document.line.discountIn"
          values={{ currency: mode === 'PERCENT' ? percentSign : currencySign(currency) }}
        />
      }
      error={errorOf(at('discount'))}
      helper={
        mode === 'PERCENT' && amount ? (
          <FormattedMessage id="document.line.discountComesTo" values={{ amount }} />
        ) : null
      }
    >
      <Flex gap="1" width="full">
        <MoneyInput
          {...input(at('discount'))}
          bg="bg"
          flex="1"
          minWidth="0"
          aria-label={intl.formatMessage({ id: `document.line.discountAs.${mode}` })}
          data-testid="document-line-discount"
        />
        <ChoiceButtons
          size="sm"
          value={mode}
          onChoose={choose}
          testId="document-line-discount-mode"
          choices={[
            { value: 'AMOUNT', label: currencySign(currency), testId: 'discount-mode-amount' },
            {
              value: 'PERCENT',
              label: percentSign,
              testId: 'discount-mode-percent',
            },
          ]}
        />
      </Flex>
    </FormField>
  );
}
