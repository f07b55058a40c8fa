import { Textarea } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { CreditMemoEditDialogMutation } from '../../__generated__/CreditMemoEditDialogMutation.graphql';
import { parseWrittenAmount, writtenDecimal } from '../../../formats/amount';
import { useLanguage } from '../../i18n/useLanguage';
import { memoAmountError, memoReasonError } from '../../domain/credit-memos/CreditMemoDialog';
import { useCommit } from '../../relay/useCommit';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { MoneyInput } from '../../ui/MoneyInput';
import { formikFields } from '../../ui/formikFields';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';

/**
 * A draft memo as its row read it: its version, reason and amount, and
 * whether it returns goods (then its amount is what they come to, and only
 * its reason is edited here).
 */
export type CreditMemoDraft = {
  id: string;
  number: string;
  version: number;
  reason: string;
  amount: string;
  returnsGoods: boolean;
};

type Values = { reason: string; amount: string };

/**
 * Corrects a draft memo before it is submitted: its reason and, for a memo
 * of an amount only, its amount, saved on the version it was read at. The
 * service checks them as it checks a new memo and refuses an edit of a memo
 * changed meanwhile; a refusal lands on its field. Open while `draft` is set.
 */
export function CreditMemoEditDialog({
  draft,
  onClose,
}: {
  draft: CreditMemoDraft | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={draft !== null}
      onClose={onClose}
      testId="credit-memo-edit-dialog"
      title={
        <FormattedMessage id="creditMemos.edit.title" values={{ number: draft?.number ?? '' }} />
      }
    >
      {draft ? <EditForm draft={draft} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function EditForm({ draft, onClose }: { draft: CreditMemoDraft; onClose: () => void }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const submit = useEditDraft(draft, onClose);
  // Refused before sending in the service's own words, as a new memo's are.
  const validate = ({ reason, amount }: Values) => {
    const reasonError = memoReasonError(reason, intl);
    const amountError = draft.returnsGoods ? undefined : memoAmountError(amount, intl);
    return {
      ...(reasonError ? { reason: reasonError } : {}),
      ...(amountError ? { amount: amountError } : {}),
    };
  };
  const intro = (
    <FormattedMessage
      id={draft.returnsGoods ? 'creditMemos.edit.introReturns' : 'creditMemos.edit.intro'}
    />
  );
  return (
    <Formik<Values>
      initialValues={{ reason: draft.reason, amount: writtenDecimal(draft.amount, language) }}
      validate={validate}
      onSubmit={submit}
    >
      {(formik) => {
        const { errorOf, input } = formikFields(formik);
        return (
          <FormDialogForm
            intro={intro}
            errorTestId="credit-memo-edit-error"
            onCancel={onClose}
            submitLabel={<FormattedMessage id="creditMemos.edit.save" />}
            submitTestId="credit-memo-edit-save"
          >
            {draft.returnsGoods ? null : (
              <FormField
                label={<FormattedMessage id="creditMemo.field.amount" />}
                error={errorOf('amount')}
                required
              >
                <MoneyInput {...input('amount')} data-testid="credit-memo-edit-amount" />
              </FormField>
            )}
            <FormField
              label={<FormattedMessage id="creditMemo.field.reason" />}
              error={errorOf('reason')}
              required
            >
              <Textarea
                {...input('reason')}
                rows={2}
                maxLength={500}
                data-testid="credit-memo-edit-reason"
              />
            </FormField>
          </FormDialogForm>
        );
      }}
    </Formik>
  );
}

/** Sends the fields that changed on the draft's version; on success says so and closes. */
function useEditDraft(draft: CreditMemoDraft, onClose: () => void) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const [commit] = useCommit<CreditMemoEditDialogMutation>(graphql`
    mutation CreditMemoEditDialogMutation($input: CreditMemoDraftInput!) {
      creditMemoEditDraft(input: $input) {
        creditMemo {
          ...CreditMemoRow_creditMemo
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return async (values: Values, helpers: FormikHelpers<Values>) => {
    // A typed amount the reader's writing cannot be read as goes as typed, for the service to name.
    const amount = parseWrittenAmount(values.amount) ?? values.amount.trim();
    const input = {
      creditMemoId: draft.id,
      version: draft.version,
      ...(values.reason.trim() !== draft.reason ? { reason: values.reason.trim() } : {}),
      ...(!draft.returnsGoods && amount !== draft.amount ? { amount } : {}),
    };
    const done = await feedback.outcome(
      values,
      helpers,
      commit({ variables: { input } }).then((response) => response.creditMemoEditDraft),
    );
    if (!done) return;
    toastSuccess(intl.formatMessage({ id: 'creditMemos.edit.saved' }, { number: draft.number }));
    onClose();
  };
}
