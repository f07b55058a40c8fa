import { Grid, GridItem, Stack, Textarea } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import { currencySign } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormikSwitch } from '../../ui/FormikSwitch';
import { FormSection } from '../../ui/FormSection';
import { MoneyInput } from '../../ui/MoneyInput';
import { DocumentLinesEditor } from './DocumentLinesEditor';
import { liveFigures, type DocumentLinesValues } from './documentLineValues';
import { DocumentTotalsFigures } from './DocumentTotalsBlock';

/**
 * The Lines section of an order's form, in a Formik form holding its lines,
 * its `documentDiscount` and its `notes`: whether the prices typed include
 * PPN, the line editor, the discount on
 * the whole order and the notes, beside the figures the service will store,
 * computed as the lines are typed.
 */
export function DocumentLinesSection({ currency }: { currency: string }) {
  const { language } = useLanguage();
  const formik = useFormikContext<DocumentLinesValues & { notes: string }>();
  const { errorOf, input } = formikFields(formik);
  const figures = liveFigures(formik.values, language);
  return (
    <FormSection
      title={<FormattedMessage id="document.form.linesSection" />}
      description={
        <FormattedMessage
          id={
            formik.values.pricesIncludeTax
              ? 'document.form.linesSectionHintWithTax'
              : 'document.form.linesSectionHint'
          }
        />
      }
    >
      <Stack gap="5">
        <FormikSwitch
          name="pricesIncludeTax"
          label={<FormattedMessage id="document.form.pricesIncludeTax" />}
          testId="document-prices-include-tax"
        />
        <DocumentLinesEditor figures={figures} currency={currency} />
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5" alignItems="start">
          <Stack gap="5">
            <FormField
              label={
                <FormattedMessage
                  id="document.form.documentDiscount"
                  values={{ currency: currencySign(currency) }}
                />
              }
              error={errorOf('documentDiscount')}
              helper={<FormattedMessage id="document.form.documentDiscountHint" />}
            >
              <MoneyInput {...input('documentDiscount')} />
            </FormField>
            <FormField
              label={<FormattedMessage id="document.field.notes" />}
              error={errorOf('notes')}
            >
              <Textarea {...input('notes')} rows={3} maxLength={2000} />
            </FormField>
          </Stack>
          <GridItem>
            <DocumentTotalsFigures figures={figures} currency={currency} />
          </GridItem>
        </Grid>
      </Stack>
    </FormSection>
  );
}
