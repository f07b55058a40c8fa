import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import * as yup from 'yup';
import type { ExceptionAgeDialogMutation } from '../../__generated__/ExceptionAgeDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { SingleFieldDialog } from '../../ui/SingleFieldDialog';
import { toastSuccess } from '../../ui/toaster';
import { useRefusalMessage } from '../../ui/useRefusalMessage';

type ExceptionAgeDialogProps = { open: boolean; days: number; onClose: () => void };

/**
 * Sets after how many days (1 to 365) an unmatched statement transaction
 * becomes an exception. The store updates the setting's one record, so the
 * page's sentence follows without a reload.
 */
export function ExceptionAgeDialog({ open, days, onClose }: ExceptionAgeDialogProps) {
  const intl = useIntl();
  const refusal = useRefusalMessage();
  const invalid = intl.formatMessage({ id: 'error.U-TRSY-EXC-11' });
  const rule = useMemo(
    () =>
      yup
        .string()
        .required(invalid)
        .matches(/^\d{1,3}$/, invalid)
        .test('range', invalid, (value) => Number(value) >= 1 && Number(value) <= 365),
    [invalid],
  );
  const [commit] = useCommit<ExceptionAgeDialogMutation>(graphql`
    mutation ExceptionAgeDialogMutation($input: ExceptionSettingsUpdateInput!) {
      exceptionSettingsUpdate(input: $input) {
        exceptionSettings {
          unmatchedAfterDays
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const submit = async (value: string): Promise<string | null> => {
    try {
      const { exceptionSettingsUpdate } = await commit({
        variables: { input: { unmatchedAfterDays: Number(value) } },
        // The settings have no id: the root field's record is the one the page reads.
        updater: (store) => {
          const saved = store
            .getRootField('exceptionSettingsUpdate')
            ?.getLinkedRecord('exceptionSettings')
            ?.getValue('unmatchedAfterDays');
          const current = store.getRoot().getLinkedRecord('exceptionSettings');
          if (typeof saved === 'number' && current) current.setValue(saved, 'unmatchedAfterDays');
        },
      });
      if (exceptionSettingsUpdate.userErrors.length > 0)
        return refusal.ofUserErrors(exceptionSettingsUpdate.userErrors);
    } catch (error) {
      return refusal.ofFailure(error) ?? refusal.generic();
    }
    onClose();
    toastSuccess(intl.formatMessage({ id: 'exceptions.saved' }));
    return null;
  };

  return (
    <SingleFieldDialog
      open={open}
      title={<FormattedMessage id="exceptions.ageDialog.title" />}
      body={<FormattedMessage id="exceptions.ageDialog.body" />}
      confirmLabel={<FormattedMessage id="exceptions.ageDialog.confirm" />}
      field={{
        label: <FormattedMessage id="exceptions.ageDialog.days" />,
        type: 'text',
        autoComplete: 'off',
        initialValue: String(days),
        rule,
      }}
      testId="exceptions-age-dialog"
      onClose={onClose}
      onSubmit={submit}
    />
  );
}
