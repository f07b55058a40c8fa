import { Box, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { BillMarkPaidDialogLinesQuery } from '../../__generated__/BillMarkPaidDialogLinesQuery.graphql';
import type { BillMarkPaidDialogMutation } from '../../__generated__/BillMarkPaidDialogMutation.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { DialogLoading } from '../../ui/DialogLoading';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { MoneyText } from '../../ui/MoneyText';
import type { BillTarget } from './useBillTarget';

type MarkPaidLineData =
  BillMarkPaidDialogLinesQuery['response']['statementTransactions']['edges'][number]['node'];

/** How many candidate lines the dialog offers; a search on the statement screen finds older ones. */
export const MARK_PAID_CANDIDATES = 20;

/** The bill being marked paid: what the dialog names, and the exact amount and currency a line must have. */
export type BillToMarkPaid = BillTarget & { money: { amount: string; currency: string } };

type Values = { statementTransactionId: string };

/**
 * Marks an approved, unpaid bill paid by the outgoing statement transaction
 * that paid it (spec: "marked paid by selecting a matching outgoing statement
 * transaction"): the unreconciled outgoing lines of exactly the bill's amount
 * are offered, newest first; the service checks again (currency, amount,
 * still unreconciled) and names what is wrong. Open while `bill` is set.
 */
export function BillMarkPaidDialog({
  bill,
  onClose,
}: {
  bill: BillToMarkPaid | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={bill !== null}
      onClose={onClose}
      size="lg"
      testId="bill-mark-paid-dialog"
      title={<FormattedMessage id="bills.markPaidDialog.title" />}
    >
      {bill ? (
        <Suspense fallback={<DialogLoading />}>
          <MarkPaidForm bill={bill} onClose={onClose} />
        </Suspense>
      ) : null}
    </FormDialog>
  );
}

function MarkPaidForm({ bill, onClose }: { bill: BillToMarkPaid; onClose: () => void }) {
  const data = useLazyLoadQuery<BillMarkPaidDialogLinesQuery>(
    graphql`
      query BillMarkPaidDialogLinesQuery($amount: Decimal!, $first: Int!) {
        statementTransactions(
          first: $first
          direction: DEBIT
          reconciliationStatus: UNRECONCILED
          amountMin: $amount
          amountMax: $amount
        ) {
          edges {
            node {
              id
              date
              description
              amount {
                amount
                currency
              }
              bankAccount {
                alias
              }
            }
          }
        }
      }
    `,
    { amount: bill.money.amount, first: MARK_PAID_CANDIDATES },
    { fetchPolicy: 'network-only' },
  );
  // The list filters by amount; a line of another currency with the same figure is not the bill's.
  const lines = data.statementTransactions.edges
    .map((edge) => edge.node)
    .filter((line) => line.amount.currency === bill.money.currency);
  const submit = useMarkPaid(bill, onClose);

  return (
    <Formik<Values>
      initialValues={{ statementTransactionId: lines.length === 1 ? lines[0]!.id : '' }}
      onSubmit={submit}
    >
      {(form) => (
        <FormDialogForm
          intro={
            <FormattedMessage
              id="bills.markPaidDialog.body"
              values={{
                name: bill.name,
                amount: bill.amount,
                strong: (chunks) => <strong>{chunks}</strong>,
              }}
            />
          }
          errorTestId="bill-mark-paid-error"
          onCancel={onClose}
          submitLabel={<FormattedMessage id="bills.markPaidDialog.confirm" />}
          submitTestId="bill-mark-paid-confirm"
          submitDisabled={lines.length === 0}
        >
          <MarkPaidLineChoice
            lines={lines}
            amount={bill.amount}
            value={form.values.statementTransactionId}
            onChange={(id) => void form.setFieldValue('statementTransactionId', id)}
          />
        </FormDialogForm>
      )}
    </Formik>
  );
}

/**
 * Marks the bill paid by the chosen statement transaction (asking for one when none is chosen),
 * and on success says so and closes the dialog.
 */
function useMarkPaid(bill: BillToMarkPaid, onClose: () => void) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const [commit] = useCommit<BillMarkPaidDialogMutation>(graphql`
    mutation BillMarkPaidDialogMutation($input: BillMarkPaidInput!) {
      billMarkPaid(input: $input) {
        bill {
          ...BillRow_bill
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    if (!values.statementTransactionId) {
      helpers.setStatus(intl.formatMessage({ id: 'bills.markPaidDialog.pick' }));
      return;
    }
    const done = await feedback.outcome(
      values,
      helpers,
      commit({
        variables: {
          input: { billId: bill.id, statementTransactionId: values.statementTransactionId },
        },
      }).then((response) => response.billMarkPaid),
      () => null,
    );
    if (!done) return;
    toastSuccess(intl.formatMessage({ id: 'bills.markedPaid' }, { amount: bill.amount }));
    onClose();
  };

  return submit;
}

type MarkPaidLineChoiceProps = {
  lines: readonly MarkPaidLineData[];
  /** The bill's amount, formatted. */
  amount: string;
  /** The chosen statement transaction's id; '' for none. */
  value: string;
  onChange: (statementTransactionId: string) => void;
};

/** The statement transactions to choose from, or that there is none of the bill's amount. */
function MarkPaidLineChoice({ lines, amount, value, onChange }: MarkPaidLineChoiceProps) {
  const intl = useIntl();
  return lines.length === 0 ? (
    <Text fontSize="sm" data-testid="bill-mark-paid-none">
      <FormattedMessage id="bills.markPaidDialog.none" values={{ amount }} />
    </Text>
  ) : (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => onChange(details.value ?? '')}
      aria-label={intl.formatMessage({ id: 'bills.markPaidDialog.linesLabel' })}
    >
      <Stack gap="2">
        {lines.map((line) => (
          <MarkPaidLine key={line.id} line={line} />
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

/** One outgoing statement transaction the bill may be marked paid by: its date, description, account and amount. */
function MarkPaidLine({ line }: { line: MarkPaidLineData }) {
  const { language } = useLanguage();
  return (
    <RadioGroup.Item
      value={line.id}
      alignItems="flex-start"
      borderWidth="1px"
      borderRadius="md"
      padding="3"
      data-testid="bill-mark-paid-line"
    >
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator marginTop="0.5" />
      <RadioGroup.ItemText flex="1" minWidth="0">
        <HStack justifyContent="space-between" alignItems="flex-start" gap="3">
          <Box minWidth="0">
            <Text fontWeight="medium">{formatDate(line.date, language)}</Text>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {line.description}
            </Text>
            {line.bankAccount ? (
              <Text fontSize="xs" color="fg.subtle">
                {line.bankAccount.alias}
              </Text>
            ) : null}
          </Box>
          <MoneyText money={line.amount} whiteSpace="nowrap" fontWeight="medium" />
        </HStack>
      </RadioGroup.ItemText>
    </RadioGroup.Item>
  );
}
