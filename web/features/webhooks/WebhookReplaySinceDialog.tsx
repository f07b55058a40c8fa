import { Input, Stack } from '@chakra-ui/react';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { WebhookReplaySinceDialogMutation } from '../../__generated__/WebhookReplaySinceDialogMutation.graphql';
import { fromZonedInputValue, toZonedInputValue } from '../../i18n/zonedDateTime';
import { useCommit } from '../../relay/useCommit';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { FormikCheckbox } from '../../ui/FormikCheckbox';
import { formikFields } from '../../ui/formikFields';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';

type ReplaySinceValues = { since: string; includeDelivered: boolean };

type WebhookReplaySinceDialogProps = {
  open: boolean;
  endpoint: { id: string; name: string };
  timeZone: string;
  onClose: () => void;
  /** Called once deliveries were queued again, so the delivery log shows them. */
  onReplayed: () => void;
};

/** A day back: after a night's outage, the usual choice. */
const DAY_MS = 86_400_000;

/**
 * "Replay everything since…": the instant (on the organisation's clock; a day
 * ago to start with) from which the endpoint's skipped and failed deliveries
 * are queued again, and whether its delivered ones go again too. The service
 * answers how many it queued, each keeping its webhook-id so the receiver
 * dedupes what it had; a refusal (the endpoint disabled, an instant in the
 * future or older than the log keeps) shows on the form.
 */
export function WebhookReplaySinceDialog({
  open,
  endpoint,
  timeZone,
  onClose,
  onReplayed,
}: WebhookReplaySinceDialogProps) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const [commitReplay] = useCommit<WebhookReplaySinceDialogMutation>(graphql`
    mutation WebhookReplaySinceDialogMutation($input: WebhookEndpointReplaySinceInput!) {
      webhookEndpointReplaySince(input: $input) {
        queuedCount
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const submit = async (values: ReplaySinceValues, helpers: FormikHelpers<ReplaySinceValues>) => {
    const since = fromZonedInputValue(values.since, timeZone);
    if (!since)
      return helpers.setErrors({
        since: intl.formatMessage({ id: 'webhooks.replaySince.sinceRequired' }),
      });
    const input = {
      webhookEndpointId: endpoint.id,
      since,
      includeDelivered: values.includeDelivered,
    };
    const answer = await feedback.outcome(
      values,
      helpers,
      commitReplay({ variables: { input } }).then(
        (response) => response.webhookEndpointReplaySince,
      ),
    );
    if (answer?.queuedCount == null) return;
    onClose();
    onReplayed();
    toastSuccess(
      intl.formatMessage({ id: 'webhooks.replaySince.queued' }, { count: answer.queuedCount }),
    );
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      testId="webhook-replay-since-dialog"
      title={<FormattedMessage id="webhooks.replaySince.title" values={{ name: endpoint.name }} />}
    >
      <ReplaySinceForm timeZone={timeZone} onSubmit={submit} onCancel={onClose} />
    </FormDialog>
  );
}

/** The dialog's form, mounted afresh each time it opens: its instant starts a day before that. */
function ReplaySinceForm({
  timeZone,
  onSubmit,
  onCancel,
}: {
  timeZone: string;
  onSubmit: (
    values: ReplaySinceValues,
    helpers: FormikHelpers<ReplaySinceValues>,
  ) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [initial] = useState(() => {
    const now = new Date();
    return {
      values: {
        since: toZonedInputValue(new Date(now.getTime() - DAY_MS), timeZone),
        includeDelivered: false,
      },
      max: toZonedInputValue(now, timeZone),
    };
  });
  return (
    <Formik<ReplaySinceValues> initialValues={initial.values} onSubmit={onSubmit}>
      {(formik) => {
        const { errorOf, input } = formikFields(formik);
        return (
          <FormDialogForm
            submitLabel={<FormattedMessage id="webhooks.replaySince.submit" />}
            intro={<FormattedMessage id="webhooks.replaySince.body" />}
            submitTestId="webhook-replay-since-submit"
            errorTestId="webhook-replay-since-error"
            onCancel={onCancel}
          >
            <Stack gap="4">
              <FormField
                label={<FormattedMessage id="webhooks.replaySince.since" />}
                error={errorOf('since')}
                helper={
                  <FormattedMessage id="webhooks.replaySince.sinceHint" values={{ timeZone }} />
                }
                required
              >
                <Input
                  {...input('since')}
                  type="datetime-local"
                  max={initial.max}
                  data-testid="webhook-replay-since-input"
                />
              </FormField>
              <FormikCheckbox
                name="includeDelivered"
                label={<FormattedMessage id="webhooks.replaySince.includeDelivered" />}
                testId="webhook-replay-since-delivered"
              />
            </Stack>
          </FormDialogForm>
        );
      }}
    </Formik>
  );
}
