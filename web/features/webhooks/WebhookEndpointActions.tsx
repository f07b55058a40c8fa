import { Button } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { WebhookEndpointActionsDeleteMutation } from '../../__generated__/WebhookEndpointActionsDeleteMutation.graphql';
import type { WebhookEndpointActionsRotateMutation } from '../../__generated__/WebhookEndpointActionsRotateMutation.graphql';
import type { WebhookEndpointActionsSwitchMutation } from '../../__generated__/WebhookEndpointActionsSwitchMutation.graphql';
import type { WebhookEndpointActionsTestMutation } from '../../__generated__/WebhookEndpointActionsTestMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { DeleteDialog } from '../../ui/DeleteDialog';
import { toastError, toastSuccess } from '../../ui/toaster';
import { useRefusalMessage } from '../../ui/useRefusalMessage';
import { WebhookEndpointDialog, type EditedEndpoint } from './WebhookEndpointDialog';
import { WebhookSecretDialog, type ShownSecret } from './WebhookSecretDialog';

type RoleOption = { readonly id: string; readonly name: string; readonly builtIn: boolean };

type WebhookEndpointActionsProps = {
  endpoint: EditedEndpoint & { enabled: boolean };
  /** The roles to choose from when editing; null without `roles:read` (no Edit then). */
  roles: readonly RoleOption[] | null;
  /** Called after a test event was sent, so the delivery log shows it. */
  onTested: () => void;
};

/**
 * What a manager does with an endpoint: send a test event, edit it, rotate
 * its secret (the new one shown once), disable or enable it, delete it. Each
 * change that takes something away is confirmed first.
 */
export function WebhookEndpointActions({ endpoint, roles, onTested }: WebhookEndpointActionsProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const refusal = useRefusalMessage();
  const [dialog, setDialog] = useState<'edit' | 'rotate' | 'disable' | 'delete' | null>(null);
  const [secret, setSecret] = useState<{ open: boolean; shown: ShownSecret | null }>({
    open: false,
    shown: null,
  });
  const rotated = useRef<string | null>(null);
  const input = { input: { webhookEndpointId: endpoint.id } };
  const [commitTest, testing] = useCommit<WebhookEndpointActionsTestMutation>(graphql`
    mutation WebhookEndpointActionsTestMutation($input: WebhookEndpointInput!) {
      webhookEndpointTest(input: $input) {
        webhookDelivery {
          id
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitSwitch, switching] = useCommit<WebhookEndpointActionsSwitchMutation>(graphql`
    mutation WebhookEndpointActionsSwitchMutation(
      $input: WebhookEndpointInput!
      $enable: Boolean!
    ) {
      webhookEndpointEnable(input: $input) @include(if: $enable) {
        webhookEndpoint {
          ...WebhookEndpointPage_endpoint
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
      webhookEndpointDisable(input: $input) @skip(if: $enable) {
        webhookEndpoint {
          ...WebhookEndpointPage_endpoint
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitRotate] = useCommit<WebhookEndpointActionsRotateMutation>(graphql`
    mutation WebhookEndpointActionsRotateMutation($input: WebhookEndpointInput!) {
      webhookEndpointRotateSecret(input: $input) {
        webhookEndpoint {
          ...WebhookEndpointPage_endpoint
        }
        secret
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitDelete] = useCommit<WebhookEndpointActionsDeleteMutation>(graphql`
    mutation WebhookEndpointActionsDeleteMutation($input: WebhookEndpointInput!) {
      webhookEndpointDelete(input: $input) {
        deletedWebhookEndpointId
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  /** Runs a one-click change and says how it went. */
  const run = async (
    commit: () => Promise<
      { readonly userErrors: readonly { code: string; message: string }[] } | null | undefined
    >,
    done: string,
    after?: () => void,
  ) => {
    try {
      const answer = await commit();
      if (answer?.userErrors.length) return toastError(refusal.ofUserErrors(answer.userErrors));
      toastSuccess(done);
      after?.();
    } catch (failure) {
      const message = refusal.ofFailure(failure);
      if (message) toastError(message);
    }
  };
  const named = (id: string) => intl.formatMessage({ id }, { name: endpoint.name });

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        loading={testing}
        disabled={!endpoint.enabled}
        onClick={() =>
          void run(
            () => commitTest({ variables: input }).then((r) => r.webhookEndpointTest),
            intl.formatMessage({ id: 'webhooks.testSent' }),
            onTested,
          )
        }
        data-testid="webhook-test"
      >
        <FormattedMessage id="webhooks.test" />
      </Button>
      {roles ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => setDialog('edit')}
          data-testid="webhook-edit"
        >
          <FormattedMessage id="webhooks.edit" />
        </Button>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        onClick={() => setDialog('rotate')}
        data-testid="webhook-rotate"
      >
        <FormattedMessage id="webhooks.rotate" />
      </Button>
      {endpoint.enabled ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => setDialog('disable')}
          data-testid="webhook-disable"
        >
          <FormattedMessage id="webhooks.disable" />
        </Button>
      ) : (
        <Button
          colorPalette="brand"
          size="sm"
          loading={switching}
          onClick={() =>
            void run(
              () =>
                commitSwitch({ variables: { ...input, enable: true } }).then(
                  (r) => r.webhookEndpointEnable,
                ),
              named('webhooks.enabled'),
            )
          }
          data-testid="webhook-enable"
        >
          <FormattedMessage id="webhooks.enable" />
        </Button>
      )}
      <Button
        variant="outline"
        colorPalette="red"
        size="sm"
        onClick={() => setDialog('delete')}
        data-testid="webhook-delete"
      >
        <FormattedMessage id="webhooks.deleteDialog.confirm" />
      </Button>
      {roles ? (
        <WebhookEndpointDialog
          open={dialog === 'edit'}
          roles={roles}
          editing={endpoint}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            toastSuccess(intl.formatMessage({ id: 'webhooks.updated' }, { name: saved.name }));
          }}
        />
      ) : null}
      <DeleteDialog
        open={dialog === 'disable'}
        onClose={() => setDialog(null)}
        commit={() =>
          commitSwitch({ variables: { ...input, enable: false } }).then(
            (r) => r.webhookEndpointDisable!,
          )
        }
        done={(payload) => payload.userErrors.length === 0}
        doneMessage={named('webhooks.disabled')}
        title={
          <FormattedMessage id="webhooks.disableDialog.title" values={{ name: endpoint.name }} />
        }
        body={<FormattedMessage id="webhooks.disableDialog.body" />}
        confirmLabel={<FormattedMessage id="webhooks.disableDialog.confirm" />}
        testId="webhook-disable"
      />
      <DeleteDialog
        open={dialog === 'rotate'}
        onClose={() => setDialog(null)}
        destructive={false}
        commit={() =>
          commitRotate({ variables: input }).then((r) => {
            rotated.current = r.webhookEndpointRotateSecret.secret ?? null;
            return r.webhookEndpointRotateSecret;
          })
        }
        done={(payload) => payload.secret != null}
        onDone={() =>
          setSecret({ open: true, shown: { name: endpoint.name, secret: rotated.current ?? '' } })
        }
        doneMessage={intl.formatMessage({ id: 'webhooks.rotateDialog.confirm' })}
        title={
          <FormattedMessage id="webhooks.rotateDialog.title" values={{ name: endpoint.name }} />
        }
        body={<FormattedMessage id="webhooks.rotateDialog.body" />}
        confirmLabel={<FormattedMessage id="webhooks.rotateDialog.confirm" />}
        testId="webhook-rotate"
      />
      <DeleteDialog
        open={dialog === 'delete'}
        onClose={() => setDialog(null)}
        commit={() => commitDelete({ variables: input }).then((r) => r.webhookEndpointDelete)}
        done={(payload) => payload.deletedWebhookEndpointId != null}
        onDone={() => navigate('/management?tab=webhooks')}
        doneMessage={named('webhooks.deleted')}
        title={
          <FormattedMessage id="webhooks.deleteDialog.title" values={{ name: endpoint.name }} />
        }
        body={<FormattedMessage id="webhooks.deleteDialog.body" values={{ url: endpoint.url }} />}
        confirmLabel={<FormattedMessage id="webhooks.deleteDialog.confirm" />}
        testId="webhook-delete"
      />
      <WebhookSecretDialog
        open={secret.open}
        shown={secret.shown}
        onClose={() => setSecret((current) => ({ ...current, open: false }))}
        onExitComplete={() => {
          rotated.current = null;
          setSecret({ open: false, shown: null });
        }}
      />
    </>
  );
}
