import { Input } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import * as yup from 'yup';
import type { InvoiceFakturDialogMutation } from '../../__generated__/InvoiceFakturDialogMutation.graphql';
import {
  CORETAX_FACILITIES,
  FACILITY_TRX_CODES,
  type FacilityTrxCode,
} from '../../../formats/coretax-facilities';
import { useCommit } from '../../relay/useCommit';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { OptionSelect } from '../../ui/OptionSelect';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';

/** A draft without PPN whose e-Faktur is chosen: its version and the faktur it names now. */
export type FakturTarget = {
  id: string;
  name: string;
  version: number;
  facility: {
    trxCode: string;
    addInfo: string;
    customDoc: string | null | undefined;
    customDocMonth: string | null | undefined;
  } | null;
};

type Values = {
  trxCode: '' | FacilityTrxCode;
  addInfo: string;
  customDoc: string;
  customDocMonth: string;
};

/** The document the facility rests on (as Coretax's `CustomDoc` holds it) and its month. */
const TEXT_FIELDS = [
  { name: 'customDoc', type: 'text', maxLength: 100 },
  { name: 'customDocMonth', type: 'month', maxLength: undefined },
] as const;

/** Which faktur fields the service's refusal is about. */
const FIELDS: Record<string, keyof Values> = {
  'facility.addInfo': 'addInfo',
  'facility.customDocMonth': 'customDocMonth',
  'facility.customDoc': 'customDoc',
};

/**
 * How a draft whose lines are all without PPN is reported to DJP's Coretax:
 * no faktur (a sale not subject to PPN, left out of the e-Faktur file), or a
 * faktur of code 07 (PPN not collected) or 08 (PPN exempt) with the facility
 * it rests on, from Coretax's list for the code (shown in DJP's own words),
 * and the document it rests on with its month where the facility needs one.
 */
export function InvoiceFakturDialog({
  invoice,
  onClose,
}: {
  invoice: FakturTarget | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={invoice !== null}
      onClose={onClose}
      testId="invoice-faktur-dialog"
      title={<FormattedMessage id="invoices.fakturDialog.title" />}
    >
      {invoice ? <FakturForm invoice={invoice} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function FakturForm({ invoice, onClose }: { invoice: FakturTarget; onClose: () => void }) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const [commit] = useCommit<InvoiceFakturDialogMutation>(graphql`
    mutation InvoiceFakturDialogMutation($input: SalesInvoiceFakturInput!) {
      salesInvoiceChooseFaktur(input: $input) {
        salesInvoice {
          ...InvoiceDetail_salesInvoice
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const rules = yup.object({
    addInfo: yup.string().when('trxCode', {
      is: (code: string) => code !== '',
      then: (rule) => rule.required(required),
    }),
    customDocMonth: yup
      .string()
      .test('beside-document', intl.formatMessage({ id: 'error.U-INV-SI-47' }), (month, context) =>
        month ? Boolean((context.parent as Values).customDoc.trim()) : true,
      ),
  });
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const facility =
      values.trxCode === ''
        ? null
        : {
            trxCode: values.trxCode,
            addInfo: values.addInfo,
            customDoc: values.customDoc.trim() || null,
            customDocMonth: values.customDocMonth || null,
          };
    const done = await feedback.outcome(
      values,
      helpers,
      commit({
        variables: { input: { salesInvoiceId: invoice.id, version: invoice.version, facility } },
      }).then((response) => response.salesInvoiceChooseFaktur),
      (field) => (field ? (FIELDS[field] ?? null) : null),
    );
    if (!done) return;
    toastSuccess(intl.formatMessage({ id: 'invoices.fakturDialog.done' }, { name: invoice.name }));
    onClose();
  };
  const chosen = invoice.facility;
  return (
    <Formik<Values>
      initialValues={{
        trxCode: (chosen?.trxCode as FacilityTrxCode | undefined) ?? '',
        addInfo: chosen?.addInfo ?? '',
        customDoc: chosen?.customDoc ?? '',
        customDocMonth: chosen?.customDocMonth ?? '',
      }}
      validationSchema={rules}
      onSubmit={submit}
    >
      {({ values, errors, handleChange, setFieldValue }) => (
        <FormDialogForm
          errorTestId="invoice-faktur-error"
          submitTestId="invoice-faktur-save"
          submitLabel={<FormattedMessage id="invoices.fakturDialog.confirm" />}
          onCancel={onClose}
          intro={
            <FormattedMessage id="invoices.fakturDialog.body" values={{ name: invoice.name }} />
          }
        >
          <FormField label={<FormattedMessage id="invoices.fakturDialog.kind" />}>
            <OptionSelect
              name="trxCode"
              value={values.trxCode}
              onChange={(event) => {
                handleChange(event);
                void setFieldValue('addInfo', '');
              }}
              data-testid="invoice-faktur-code"
              options={[
                { value: '', label: intl.formatMessage({ id: 'invoices.fakturDialog.none' }) },
                ...FACILITY_TRX_CODES.map((code) => ({
                  value: code,
                  label: intl.formatMessage({ id: `invoices.fakturDialog.code${code}` }),
                })),
              ]}
            />
          </FormField>
          {values.trxCode === '' ? null : (
            <FakturFacilityFields values={values} errors={errors} onChange={handleChange} />
          )}
        </FormDialogForm>
      )}
    </Formik>
  );
}

/** The facility of Coretax's list for the code, in DJP's words, and the document it rests on with its month. */
function FakturFacilityFields({
  values,
  errors,
  onChange,
}: {
  values: Values;
  errors: Partial<Record<keyof Values, string>>;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}) {
  const intl = useIntl();
  const facilities = values.trxCode === '' ? {} : CORETAX_FACILITIES[values.trxCode];
  return (
    <>
      <FormField
        label={<FormattedMessage id="invoices.fakturDialog.facility" />}
        error={errors.addInfo}
      >
        <OptionSelect
          name="addInfo"
          value={values.addInfo}
          onChange={onChange}
          data-testid="invoice-faktur-facility"
          placeholder={intl.formatMessage({ id: 'invoices.fakturDialog.chooseFacility' })}
          options={Object.entries(facilities).map(([code, description]) => ({
            value: code,
            label: `${code} ${description}`,
          }))}
        />
      </FormField>
      {TEXT_FIELDS.map(({ name, type, maxLength }) => (
        <FormField
          key={name}
          label={<FormattedMessage id={`invoices.fakturDialog.${name}`} />}
          error={errors[name]}
        >
          <Input
            name={name}
            type={type}
            value={values[name]}
            onChange={onChange}
            maxLength={maxLength}
            data-testid={`invoice-faktur-${name}`}
          />
        </FormField>
      ))}
    </>
  );
}
