import { Button, Grid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Formik, setIn, type FormikErrors, type FormikHelpers, type FormikProps } from 'formik';
import { Suspense, useRef, type RefObject } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CreditMemoDialogInvoicesQuery } from '../../__generated__/CreditMemoDialogInvoicesQuery.graphql';
import { compareAmounts, parseWrittenAmount } from '../../../formats/amount';
import { fromCents, toCents } from '../../../formats/cents';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DateInput } from '../../ui/DateInput';
import { DialogLoading } from '../../ui/DialogLoading';
import { DocumentFormDialog } from '../documents/DocumentFormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { MoneyInput } from '../../ui/MoneyInput';
import { todayIn } from '../../ui/filters/todayIn';
import { formikFields } from '../../ui/formikFields';
import { toastSuccess } from '../../ui/toaster';
import type { UserErrorShape } from '../../ui/userErrorsToFormik';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { LineShareRow } from '../documents/LineShareRow';

/**
 * What the dialog writes or applies: a new memo against an issued invoice
 * (its date, amount and reason asked), or what is left of an open memo.
 * Either way its buyer's open invoices are offered to take it off.
 */
export type CreditMemoDialogSubject =
  | {
      kind: 'create';
      invoice: { id: string; number: string; invoiceDate: string };
      customerId: string;
      customerName: string;
      currency: string;
    }
  | {
      kind: 'apply';
      memo: { id: string; number: string; remaining: string };
      customerId: string;
      customerName: string;
      currency: string;
    };

/** What the dialog sends: the memo's fields when it writes one, and the applications. */
export type CreditMemoDialogInput = {
  memoDate: string;
  amount: string;
  reason: string;
  applications: { invoiceId: string; amount: string }[];
  /** Written as a draft (Save as draft), submitted later; a new memo only. */
  draft: boolean;
};

type Values = {
  memoDate: string;
  amount: string;
  reason: string;
  /** What to take off each open invoice of the buyer, as typed; empty for nothing. */
  lines: { invoiceId: string; amount: string }[];
};

type OpenInvoice = { id: string; number: string; dueDate: string; remaining: string };

/** The typed amounts that are some, with their place in the form. */
const applicationsOf = (values: Values) =>
  values.lines.flatMap((line, index) => {
    if (line.amount.trim() === '') return [];
    return [{ index, invoiceId: line.invoiceId, amount: parseWrittenAmount(line.amount) }];
  });

/** Why a memo's amount, typed in the reader's writing, is refused (U-INV-CM-4), or undefined. */
export function memoAmountError(typed: string, intl: IntlShape): string | undefined {
  const amount = parseWrittenAmount(typed);
  return !amount || amount === '0.00' ? intl.formatMessage({ id: 'error.U-INV-CM-4' }) : undefined;
}

/** Why a memo's reason is refused (U-INV-CM-6: 1 to 500 characters once trimmed), or undefined. */
export function memoReasonError(reason: string, intl: IntlShape): string | undefined {
  const length = reason.trim().length;
  return length === 0 || length > 500 ? intl.formatMessage({ id: 'error.U-INV-CM-6' }) : undefined;
}

/** What the form refuses before sending, in the service's words. */
function creditErrors(
  values: Values,
  subject: CreditMemoDialogSubject,
  invoices: readonly OpenInvoice[],
  intl: IntlShape,
  language: 'en' | 'id',
): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  let available = subject.kind === 'apply' ? subject.memo.remaining : null;
  if (subject.kind === 'create') {
    if (!values.memoDate) errors.memoDate = required;
    else if (values.memoDate < subject.invoice.invoiceDate)
      errors.memoDate = intl.formatMessage({ id: 'error.U-INV-CM-5' });
    const amountError = memoAmountError(values.amount, intl);
    if (amountError) errors.amount = amountError;
    else available = parseWrittenAmount(values.amount);
    const reasonError = memoReasonError(values.reason, intl);
    if (reasonError) errors.reason = reasonError;
  }
  const remainingOf = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  let total = 0n;
  for (const application of applicationsOf(values)) {
    const invoice = remainingOf.get(application.invoiceId)!;
    const message =
      !application.amount || application.amount === '0.00'
        ? intl.formatMessage({ id: 'error.U-INV-CM-4' })
        : compareAmounts(application.amount, invoice.remaining) > 0
          ? intl.formatMessage(
              { id: 'error.U-INV-CM-9' },
              {
                number: invoice.number,
                remaining: formatMoney(invoice.remaining, subject.currency, language),
              },
            )
          : null;
    if (message)
      errors = setIn(errors, `lines.${application.index}.amount`, message) as FormikErrors<Values>;
    else total += toCents(application.amount!);
  }
  if (available && total > toCents(available) && !errors.amount)
    errors = {
      ...errors,
      applications: intl.formatMessage(
        { id: 'error.U-INV-CM-10' },
        { remaining: formatMoney(available, subject.currency, language) },
      ),
    } as FormikErrors<Values>;
  return errors;
}

type CreditMemoDialogProps = {
  subject: CreditMemoDialogSubject;
  timeZone: string;
  onClose: () => void;
  /** Sends what the form holds; answers the mutation's payload. */
  send: (input: CreditMemoDialogInput) => Promise<{
    readonly creditMemo?: { readonly number: string } | null;
    readonly userErrors: readonly UserErrorShape[];
  }>;
  /** The catalogue id of the toast once saved, given the memo's `number`. */
  savedMessage: string;
};

/**
 * Writes a credit memo against an issued invoice, or applies what is left of
 * an open one: the buyer's open invoices (oldest due first) each take an
 * amount typed in the reader's writing, never more than the invoice has left
 * nor, together, than the memo. Refusals of the service land on their field.
 */
export function CreditMemoDialog(props: CreditMemoDialogProps) {
  const { subject, onClose } = props;
  return (
    <DocumentFormDialog
      onClose={onClose}
      testId="credit-memo-dialog"
      title={
        <FormattedMessage
          id={
            subject.kind === 'create'
              ? 'creditMemo.dialog.createTitle'
              : 'creditMemo.dialog.applyTitle'
          }
          values={{
            number: subject.kind === 'apply' ? subject.memo.number : subject.invoice.number,
          }}
        />
      }
    >
      <Suspense fallback={<DialogLoading />}>
        <CreditMemoForm {...props} />
      </Suspense>
    </DocumentFormDialog>
  );
}

function CreditMemoForm({ subject, timeZone, onClose, send, savedMessage }: CreditMemoDialogProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const invoices = useOpenInvoices(subject);
  // Set by Save as draft while it sends the form; the form's own submit button leaves it off.
  const asDraftRef = useRef(false);
  const submit = useCreditMemoSubmit(subject, onClose, send, savedMessage, asDraftRef);
  return (
    <Formik<Values>
      initialValues={{
        memoDate: todayIn(timeZone),
        amount: '',
        reason: '',
        lines: invoices.map((invoice) => ({ invoiceId: invoice.id, amount: '' })),
      }}
      validate={(values) => creditErrors(values, subject, invoices, intl, language)}
      onSubmit={submit}
    >
      {(formik) => (
        <CreditMemoFormBody
          formik={formik}
          subject={subject}
          invoices={invoices}
          onClose={onClose}
          asDraftRef={asDraftRef}
        />
      )}
    </Formik>
  );
}

/** The buyer's issued invoices with something left in the subject's currency, oldest due first. */
function useOpenInvoices(subject: CreditMemoDialogSubject): OpenInvoice[] {
  const data = useLazyLoadQuery<CreditMemoDialogInvoicesQuery>(
    graphql`
      query CreditMemoDialogInvoicesQuery($customerId: ID!) {
        salesInvoices(customerId: $customerId, status: ISSUED, first: 50) {
          edges {
            node {
              ...openInvoiceFields_salesInvoice @relay(mask: false)
            }
          }
        }
      }
    `,
    { customerId: subject.customerId },
    { fetchPolicy: 'network-only' },
  );
  return data.salesInvoices.edges
    .map(({ node }) => node)
    .filter(
      (node) =>
        node.remainingAmount.currency === subject.currency &&
        node.remainingAmount.amount !== '0.00',
    )
    .map((node) => ({
      id: node.id,
      number: node.number ?? '',
      dueDate: node.dueDate,
      remaining: node.remainingAmount.amount,
    }))
    .sort(
      (one, other) =>
        one.dueDate.localeCompare(other.dueDate) || one.number.localeCompare(other.number),
    );
}

/**
 * Sends the form (nothing typed to apply is refused before sending) and puts
 * the service's refusals back on their field; once saved, says so with the
 * memo's number and closes the dialog.
 */
function useCreditMemoSubmit(
  subject: CreditMemoDialogSubject,
  onClose: () => void,
  send: Parameters<typeof CreditMemoDialog>[0]['send'],
  savedMessage: string,
  asDraftRef: RefObject<boolean>,
) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    const sent = applicationsOf(values);
    if (subject.kind === 'apply' && sent.length === 0) {
      helpers.setStatus(intl.formatMessage({ id: 'creditMemo.dialog.nothing' }));
      return;
    }
    const input = {
      memoDate: values.memoDate,
      amount: parseWrittenAmount(values.amount) ?? '',
      reason: values.reason.trim(),
      applications: sent.map((application) => ({
        invoiceId: application.invoiceId,
        amount: application.amount!,
      })),
      draft: asDraftRef.current,
    };
    // The service names an application by its place among those sent: back to its place in the form.
    const saved = await feedback.outcome(values, helpers, send(input), (field) => {
      const match = /^applications\.(\d+)\.(\w+)$/.exec(field ?? '');
      const line = match ? sent[Number(match[1])] : undefined;
      if (line) return `lines.${line.index}.amount`;
      return field === 'amount' || field === 'memoDate' || field === 'reason' ? field : null;
    });
    if (!saved) return;
    if (saved.creditMemo)
      toastSuccess(
        intl.formatMessage(
          { id: input.draft ? 'creditMemo.dialog.drafted' : savedMessage },
          { number: saved.creditMemo.number },
        ),
      );
    onClose();
  };
}

/** The form as the reader sees it: the intro, a new memo's fields, and the amounts to apply with their total. */
function CreditMemoFormBody({
  formik,
  subject,
  invoices,
  onClose,
  asDraftRef,
}: {
  formik: FormikProps<Values>;
  subject: CreditMemoDialogSubject;
  invoices: readonly OpenInvoice[];
  onClose: () => void;
  /** Whether the submission under way writes a draft. */
  asDraftRef: RefObject<boolean>;
}) {
  const { language } = useLanguage();
  const { errorOf, input } = formikFields(formik);
  const overall = (formik.errors as Record<string, unknown>).applications;
  const typed = applicationsOf(formik.values).reduce(
    (sum, application) => sum + (application.amount ? toCents(application.amount) : 0n),
    0n,
  );
  return (
    <FormDialogForm
      intro={
        <FormattedMessage
          id={
            subject.kind === 'create'
              ? 'creditMemo.dialog.createIntro'
              : 'creditMemo.dialog.applyIntro'
          }
          values={{
            name: subject.customerName,
            remaining:
              subject.kind === 'apply'
                ? formatMoney(subject.memo.remaining, subject.currency, language)
                : '',
          }}
        />
      }
      errorTestId="credit-memo-dialog-error"
      onCancel={onClose}
      submitLabel={
        <FormattedMessage
          id={subject.kind === 'create' ? 'creditMemo.dialog.create' : 'creditMemo.dialog.apply'}
        />
      }
      submitTestId="credit-memo-dialog-confirm"
      secondary={
        subject.kind === 'create' ? (
          <Button
            type="button"
            variant="outline"
            disabled={formik.isSubmitting}
            data-testid="credit-memo-dialog-draft"
            onClick={() => {
              asDraftRef.current = true;
              void formik.submitForm().finally(() => {
                asDraftRef.current = false;
              });
            }}
          >
            <FormattedMessage id="creditMemo.dialog.saveDraft" />
          </Button>
        ) : null
      }
    >
      {subject.kind === 'create' ? (
        <MemoFields invoiceDate={subject.invoice.invoiceDate} errorOf={errorOf} input={input} />
      ) : null}
      <ApplicationFields
        invoices={invoices}
        currency={subject.currency}
        errorOf={errorOf}
        input={input}
        overall={typeof overall === 'string' ? overall : null}
        typed={fromCents(typed)}
      />
    </FormDialogForm>
  );
}

type FieldProps = Pick<ReturnType<typeof formikFields>, 'errorOf' | 'input'>;

/** A new memo's date (not before its invoice's), amount and reason. */
function MemoFields({ invoiceDate, errorOf, input }: { invoiceDate: string } & FieldProps) {
  return (
    <>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <FormField
          label={<FormattedMessage id="creditMemo.field.memoDate" />}
          error={errorOf('memoDate')}
          required
        >
          <DateInput {...input('memoDate')} min={invoiceDate} />
        </FormField>
        <FormField
          label={<FormattedMessage id="creditMemo.field.amount" />}
          error={errorOf('amount')}
          required
        >
          <MoneyInput {...input('amount')} data-testid="credit-memo-amount" />
        </FormField>
      </Grid>
      <FormField
        label={<FormattedMessage id="creditMemo.field.reason" />}
        error={errorOf('reason')}
        required
      >
        <Textarea {...input('reason')} rows={2} maxLength={500} data-testid="credit-memo-reason" />
      </FormField>
    </>
  );
}

/**
 * The buyer's open invoices, each with what is left of it and the amount to
 * take off it, and the total typed (or why it is too much).
 */
function ApplicationFields({
  invoices,
  currency,
  errorOf,
  input,
  overall,
  typed,
}: {
  invoices: readonly OpenInvoice[];
  currency: string;
  overall: string | null;
  typed: string;
} & FieldProps) {
  const { language } = useLanguage();
  return (
    <Stack gap="2">
      <Text fontWeight="medium">
        <FormattedMessage id="creditMemo.dialog.applyTo" />
      </Text>
      {invoices.length === 0 ? (
        <Text color="fg.muted" data-testid="credit-memo-no-invoices">
          <FormattedMessage id="creditMemo.dialog.noOpenInvoices" />
        </Text>
      ) : (
        invoices.map((invoice, index) => (
          <LineShareRow
            key={invoice.id}
            title={invoice.number}
            left={
              <FormattedMessage
                id="creditMemo.dialog.invoiceLeft"
                values={{
                  due: formatDate(invoice.dueDate, language),
                  remaining: formatMoney(invoice.remaining, currency, language),
                }}
              />
            }
            label={<FormattedMessage id="creditMemo.field.applied" />}
            error={errorOf(`lines.${index}.amount`)}
            fieldWidth="11rem"
            testId="credit-memo-dialog-invoice"
          >
            <MoneyInput {...input(`lines.${index}.amount`)} />
          </LineShareRow>
        ))
      )}
      <Text
        fontSize="sm"
        color={overall !== null ? 'fg.error' : 'fg.muted'}
        data-testid="credit-memo-dialog-total"
      >
        {overall !== null ? (
          overall
        ) : (
          <FormattedMessage
            id="creditMemo.dialog.total"
            values={{ amount: formatMoney(typed, currency, language) }}
          />
        )}
      </Text>
    </Stack>
  );
}
