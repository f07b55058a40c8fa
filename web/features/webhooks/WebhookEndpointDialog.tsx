import { Input, Textarea } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type {
  WebhookEndpointDialogCreateMutation,
  WebhookEventType,
} from '../../__generated__/WebhookEndpointDialogCreateMutation.graphql';
import type { WebhookEndpointDialogUpdateMutation } from '../../__generated__/WebhookEndpointDialogUpdateMutation.graphql';
import { assignableRoles } from '../../domain/role/assignableRoles';
import { RoleSelectField } from '../../domain/role/RoleSelectField';
import { useCommit } from '../../relay/useCommit';
import { ChoiceFieldset } from '../../ui/ChoiceFieldset';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { webhookEndpointSchema, type WebhookEndpointValues } from './webhookEndpointSchema';
import { eventLabel, WEBHOOK_EVENT_TYPES } from './webhookLabels';

type RoleOption = { readonly id: string; readonly name: string; readonly builtIn: boolean };

/** The endpoint being edited, as the form starts from it; null to add one. */
export type EditedEndpoint = {
  id: string;
  name: string;
  description: string | null;
  url: string;
  eventTypes: readonly string[];
  roleId: string | null;
};

/**
 * What the form starts from when it edits an endpoint (EditedEndpoint, with the role as an object).
 * Spread unmasked (`...WebhookEndpointDialog_endpoint @relay(mask: false)`) by the page that opens
 * the dialog, so the two cannot drift apart.
 */
export const editedEndpointFields = graphql`
  fragment WebhookEndpointDialog_endpoint on WebhookEndpoint {
    id
    name
    description
    url
    eventTypes
    role {
      id
    }
  }
`;

/** What was saved: the endpoint's name and, when it was just added, its secret (shown this once). */
export type SavedEndpoint = { id: string; name: string; secret: string | null };

type WebhookEndpointDialogProps = {
  open: boolean;
  /** The organisation's roles; the owner's is not offered. */
  roles: readonly RoleOption[];
  editing: EditedEndpoint | null;
  onClose: () => void;
  onSaved: (saved: SavedEndpoint) => void;
};

/**
 * Adds an endpoint or changes one: its name, what it is for, its address, the
 * events it receives and the role it receives them as. The server's
 * refusals land on their field (an address that is not https or not public
 * on the address), anything else above the form.
 */
export function WebhookEndpointDialog({ open, editing, ...props }: WebhookEndpointDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={props.onClose}
      size="lg"
      testId="webhook-dialog"
      title={
        <FormattedMessage
          id={editing ? 'webhooks.editDialog.title' : 'webhooks.createDialog.title'}
        />
      }
    >
      <WebhookEndpointForm editing={editing} {...props} />
    </FormDialog>
  );
}

function WebhookEndpointForm({
  roles,
  editing,
  onClose,
  onSaved,
}: Omit<WebhookEndpointDialogProps, 'open'>) {
  const intl = useIntl();
  const schema = useMemo(() => webhookEndpointSchema(intl), [intl]);
  const options = useMemo(() => assignableRoles(roles), [roles]);
  const submit = useWebhookEndpointSave(editing, onSaved);
  return (
    <Formik<WebhookEndpointValues>
      initialValues={{
        name: editing?.name ?? '',
        description: editing?.description ?? '',
        url: editing?.url ?? '',
        eventTypes: [...(editing?.eventTypes ?? [])],
        roleId: editing?.roleId ?? '',
      }}
      validationSchema={schema}
      onSubmit={submit}
    >
      <FormDialogForm
        intro={<FormattedMessage id="webhooks.subtitle" />}
        errorTestId="webhook-dialog-error"
        onCancel={onClose}
        submitLabel={
          <FormattedMessage
            id={editing ? 'webhooks.editDialog.submit' : 'webhooks.createDialog.submit'}
          />
        }
        submitTestId="webhook-dialog-submit"
      >
        <EndpointFields roles={options} />
      </FormDialogForm>
    </Formik>
  );
}

/**
 * Saves the form: changes the endpoint being edited, or adds one (whose
 * secret the server gives this once); the server's refusals land on their field.
 */
function useWebhookEndpointSave(
  editing: EditedEndpoint | null,
  onSaved: (saved: SavedEndpoint) => void,
) {
  const feedback = useFormFeedback();
  const [commitCreate] = useCommit<WebhookEndpointDialogCreateMutation>(graphql`
    mutation WebhookEndpointDialogCreateMutation($input: WebhookEndpointCreateInput!) {
      webhookEndpointCreate(input: $input) {
        webhookEndpoint {
          id
          name
        }
        secret
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitUpdate] = useCommit<WebhookEndpointDialogUpdateMutation>(graphql`
    mutation WebhookEndpointDialogUpdateMutation($input: WebhookEndpointUpdateInput!) {
      webhookEndpointUpdate(input: $input) {
        webhookEndpoint {
          id
          name
          description
          url
          eventTypes
          role {
            id
            name
          }
          ...WebhookEndpointRow_endpoint
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  return async (values: WebhookEndpointValues, helpers: FormikHelpers<WebhookEndpointValues>) => {
    const fields = {
      name: values.name.trim(),
      description: values.description.trim() || null,
      url: values.url.trim(),
      eventTypes: values.eventTypes as WebhookEventType[],
      roleId: values.roleId,
    };
    if (editing) {
      const saved = await feedback.outcome(
        values,
        helpers,
        commitUpdate({ variables: { input: { ...fields, webhookEndpointId: editing.id } } }).then(
          (response) => response.webhookEndpointUpdate,
        ),
      );
      if (saved?.webhookEndpoint)
        onSaved({ id: saved.webhookEndpoint.id, name: saved.webhookEndpoint.name, secret: null });
      return;
    }
    const created = await feedback.outcome(
      values,
      helpers,
      commitCreate({ variables: { input: fields } }).then(
        (response) => response.webhookEndpointCreate,
      ),
    );
    if (created?.webhookEndpoint && created.secret)
      onSaved({
        id: created.webhookEndpoint.id,
        name: created.webhookEndpoint.name,
        secret: created.secret,
      });
  };
}

/** The endpoint's fields, bound to the form's values by name. */
function EndpointFields({ roles }: { roles: readonly RoleOption[] }) {
  const intl = useIntl();
  const { errorOf, input } = formikFields(useFormikContext<WebhookEndpointValues>() as never);
  return (
    <>
      <FormField
        label={<FormattedMessage id="webhooks.field.name" />}
        error={errorOf('name')}
        required
      >
        <Input
          {...input('name')}
          autoComplete="off"
          autoFocus
          placeholder={intl.formatMessage({ id: 'webhooks.field.namePlaceholder' })}
        />
      </FormField>
      <FormField
        label={<FormattedMessage id="webhooks.field.url" />}
        error={errorOf('url')}
        helper={<FormattedMessage id="webhooks.field.urlHelper" />}
        required
      >
        <Input
          {...input('url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://erp.example.co.id/kas/webhooks"
        />
      </FormField>
      <EventChoices />
      <RoleSelectField roles={roles} helper={<FormattedMessage id="webhooks.field.roleHelper" />} />
      <FormField
        label={<FormattedMessage id="webhooks.field.description" />}
        error={errorOf('description')}
      >
        <Textarea {...input('description')} rows={2} autoresize />
      </FormField>
    </>
  );
}

/** The events to receive, one checkbox each, bound to the formik value `eventTypes`. */
function EventChoices() {
  return (
    <ChoiceFieldset
      name="eventTypes"
      legend={<FormattedMessage id="webhooks.field.events" />}
      helper={<FormattedMessage id="webhooks.field.eventsHelper" />}
      choices={WEBHOOK_EVENT_TYPES.map((type) => ({
        value: type,
        label: <FormattedMessage {...eventLabel(type)} />,
      }))}
      testIdPrefix="webhook-event"
      testId="webhook-events"
    />
  );
}
