import { CORETAX_UNITS, LINE_KINDS, type CoretaxUnit } from '../../../formats/coretax-units';
import { Flex, Grid, GridItem, Input, Stack, Text } from '@chakra-ui/react';
import { FieldArray, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { LUXURY_RATES, TAX_CODES, type DocumentTotals } from '../../../formats/document-totals';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { AddButton } from '../../ui/AddButton';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { OptionSelect } from '../../ui/OptionSelect';
import { OutlineBox } from '../../ui/OutlineBox';
import { RemovableItemHeading } from '../../ui/RemovableItemHeading';
import { MoneyInput } from '../../ui/MoneyInput';
import { LineDiscountField } from './LineDiscountField';
import { emptyLine, MAX_DOCUMENT_LINES, type DocumentLinesValues } from './documentLineValues';

type DocumentLinesEditorProps = {
  /** The figures of the lines as typed (`liveFigures`), or null while one does not read. */
  figures: DocumentTotals | null;
  /** The currency the document's figures are in. */
  currency: string;
};

/**
 * The lines of a document being written (orders, receipts, invoices, credit
 * memos alike), in a Formik form holding `DocumentLinesValues`: each line's
 * product and description, quantity, unit price, discount and how it is
 * taxed, whether it is goods or a service and the unit it is counted in (the
 * e-Faktur names it by both), with its total as the service will compute
 * it, updated as it is typed; lines are added and removed, at least one kept.
 */
export function DocumentLinesEditor({ figures, currency }: DocumentLinesEditorProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const formik = useFormikContext<DocumentLinesValues>();
  const { listErrorOf } = formikFields(formik);
  const options = {
    tax: TAX_CODES.map((code) => ({
      value: code,
      label: intl.formatMessage({ id: `document.taxCode.${code}` }),
    })),
    kind: LINE_KINDS.map((kind) => ({
      value: kind,
      label: intl.formatMessage({ id: `document.lineKind.${kind}` }),
    })),
    luxury: [
      { value: '', label: intl.formatMessage({ id: 'document.line.luxuryRateNone' }) },
      ...LUXURY_RATES.map((rate) => ({
        value: rate,
        label: intl.formatMessage({ id: 'document.line.discountPercent' }, { percent: rate }),
      })),
    ],
    unit: (Object.keys(CORETAX_UNITS) as CoretaxUnit[]).map((code) => ({
      value: code,
      label: `${intl.formatMessage({ id: `document.unit.${code}` })} (${code})`,
    })),
  };
  return (
    <FieldArray name="lines">
      {(lines) => (
        <Stack gap="3" data-testid="document-lines-editor">
          {formik.values.lines.map((_, index) => {
            const lineFigures = figures?.lines[index];
            return (
              // Lines have no identity of their own while written: their place is their key.
              <LineFields
                key={index}
                index={index}
                options={options}
                currency={currency}
                total={lineFigures ? formatMoney(lineFigures.total, currency, language) : '—'}
                discount={
                  lineFigures?.discountPercent
                    ? formatMoney(lineFigures.discount, currency, language)
                    : null
                }
                onRemove={formik.values.lines.length === 1 ? null : () => lines.remove(index)}
              />
            );
          })}
          {listErrorOf('lines') ? (
            <Text color="fg.error" fontSize="sm">
              {listErrorOf('lines')}
            </Text>
          ) : null}
          <AddButton
            alignSelf="flex-start"
            label={<FormattedMessage id="document.line.add" />}
            onClick={() => lines.push(emptyLine())}
            disabled={formik.values.lines.length >= MAX_DOCUMENT_LINES}
            testId="document-line-add"
          />
        </Stack>
      )}
    </FieldArray>
  );
}

type Option = { value: string; label: string };

/** One line's fields, its total as typed, and its remove button (none while it is the only line). */
function LineFields({
  index,
  options,
  currency,
  total,
  discount,
  onRemove,
}: {
  index: number;
  options: { tax: Option[]; kind: Option[]; unit: Option[]; luxury: Option[] };
  /** The document's currency: the discount is an amount in it, or a percent. */
  currency: string;
  total: string;
  /** What a discount typed as a percent comes to, formatted; null otherwise. */
  discount: string | null;
  onRemove: (() => void) | null;
}) {
  const formik = useFormikContext<DocumentLinesValues>();
  const { errorOf, input } = formikFields(formik);
  const at = (field: string) => `lines.${index}.${field}`;
  const luxury = formik.values.lines[index]?.taxCode === 'PPN_LUXURY';
  return (
    <OutlineBox padding="4" bg="bg.subtle" data-testid="document-line-editor">
      <LineHeading index={index} onRemove={onRemove} />
      <Grid templateColumns={{ base: '1fr 1fr', lg: '2fr 0.8fr 1.2fr 1.2fr 1.3fr' }} gap="3">
        <GridItem colSpan={{ base: 2, lg: 1 }}>
          <FormField
            label={<FormattedMessage id="document.line.product" />}
            error={errorOf(at('product'))}
            required
          >
            <Input {...input(at('product'))} bg="bg" maxLength={200} autoComplete="off" />
          </FormField>
        </GridItem>
        <FormField
          label={<FormattedMessage id="document.line.quantity" />}
          error={errorOf(at('quantity'))}
          required
        >
          <Input {...input(at('quantity'))} bg="bg" inputMode="decimal" autoComplete="off" />
        </FormField>
        <FormField
          label={<FormattedMessage id="document.line.unitPrice" />}
          error={errorOf(at('unitPrice'))}
          required
        >
          <MoneyInput {...input(at('unitPrice'))} bg="bg" />
        </FormField>
        {/* A phone gives the discount its own row too: its field has the Rp/% switch beside it. */}
        <GridItem colSpan={{ base: 2, lg: 1 }}>
          <LineDiscountField index={index} currency={currency} amount={discount} />
        </GridItem>
        {/* A phone gives the tax its own row: its choices' words are long. */}
        <GridItem colSpan={{ base: 2, lg: 1 }}>
          <Stack gap="3">
            <FormField label={<FormattedMessage id="document.line.tax" />}>
              <OptionSelect {...input(at('taxCode'))} options={options.tax} bg="bg" />
            </FormField>
            {luxury ? (
              <FormField
                label={<FormattedMessage id="document.line.luxuryRate" />}
                error={errorOf(at('luxuryRate'))}
              >
                <OptionSelect
                  {...input(at('luxuryRate'))}
                  options={options.luxury}
                  bg="bg"
                  data-testid="document-line-luxury-rate"
                />
              </FormField>
            ) : null}
          </Stack>
        </GridItem>
        <FormField label={<FormattedMessage id="document.line.unit" />} error={errorOf(at('unit'))}>
          <OptionSelect {...input(at('unit'))} options={options.unit} bg="bg" />
        </FormField>
        <FormField label={<FormattedMessage id="document.line.kind" />}>
          <OptionSelect {...input(at('kind'))} options={options.kind} bg="bg" />
        </FormField>
        <GridItem colSpan={{ base: 2, lg: 2 }}>
          <FormField label={<FormattedMessage id="document.line.description" />}>
            <Input {...input(at('description'))} bg="bg" maxLength={1000} autoComplete="off" />
          </FormField>
        </GridItem>
        <LineTotal total={total} />
      </Grid>
    </OutlineBox>
  );
}

/** The line's number, and its remove button (disabled while it is the only line). */
function LineHeading({ index, onRemove }: { index: number; onRemove: (() => void) | null }) {
  const intl = useIntl();
  return (
    <RemovableItemHeading
      title={<FormattedMessage id="document.line.title" values={{ number: index + 1 }} />}
      removeLabel={intl.formatMessage({ id: 'document.line.remove' }, { number: index + 1 })}
      onRemove={onRemove}
      spacing="3"
      removeTestId="document-line-remove"
    />
  );
}

/** The line's total as typed, under the other fields at its right on a wide screen. */
function LineTotal({ total }: { total: string }) {
  return (
    <GridItem colSpan={{ base: 2, lg: 1 }} alignSelf="end">
      <Flex
        direction="column"
        alignItems={{ base: 'flex-start', lg: 'flex-end' }}
        paddingBottom="2"
      >
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="document.line.total" />
        </Text>
        <Text
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
          data-testid="document-line-total"
        >
          {total}
        </Text>
      </Flex>
    </GridItem>
  );
}
