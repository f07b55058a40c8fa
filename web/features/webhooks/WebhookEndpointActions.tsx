import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { DeleteDialog } from '../../ui/DeleteDialog';
import { toastError, toastSuccess } from '../../ui/toaster';
import { useRefusalMessage } from '../../ui/useRefusalMessage';
import { useWebhookEndpointMutations } from './useWebhookEndpointMutations';
import { WebhookEndpointDialog, type EditedEndpoint } from './WebhookEndpointDialog';
import { WebhookReplaySinceDialog } from './WebhookReplaySinceDialog';
import { WebhookSecretDialog, type ShownSecret } from './WebhookSecretDialog';

type RoleOption = { readonly id: string; readonly name: string; readonly builtIn: boolean };

type WebhookEndpointActionsProps = {
  endpoint: EditedEndpoint & { enabled: boolean };
  /** The roles to choose from when editing; null without `roles:read` (no Edit then). */
  roles: readonly RoleOption[] | null;
  /** The organisation's time zone, the clock "replay since" is read on. */
  timeZone: string;
  /** Called after a test event was sent or deliveries were replayed, so the delivery log shows them. */
  onLogChanged: () => void;
};

/** The dialogs the actions open. */
type EndpointDialog = 'edit' | 'replay-since' | 'rotate' | 'disable' | 'delete';

type Payload = { readonly userErrors: readonly { code: string; message: string }[] };

/**
 * What a manager does with an endpoint: send a test event, replay every
 * delivery since an instant (while it is enabled), edit it, rotate its secret
 * (the new one shown once), disable or enable it, delete it. Each change that
 * takes something away is confirmed first.
 */
export function WebhookEndpointActions({
  endpoint,
  roles,
  timeZone,
  onLogChanged,
}: WebhookEndpointActionsProps) {
  const intl = useIntl();
  const refusal = useRefusalMessage();
  const mutations = useWebhookEndpointMutations(endpoint.id);
  const [dialog, setDialog] = useState<EndpointDialog | null>(null);

  /** Runs a one-click change and says how it went. */
  const run = async (commit: () => Promise<Payload>, done: string, after?: () => void) => {
    try {
      const answer = await commit();
      if (answer.userErrors.length) return toastError(refusal.ofUserErrors(answer.userErrors));
      toastSuccess(done);
      after?.();
    } catch (failure) {
      const message = refusal.ofFailure(failure);
      if (message) toastError(message);
    }
  };
  const say = (id: string) => intl.formatMessage({ id }, { name: endpoint.name });
  /** A button that opens one of the dialogs. */
  const opens = (dialog: EndpointDialog, label: string) => ({
    label,
    testId: `webhook-${dialog}`,
    onClick: () => setDialog(dialog),
  });

  return (
    <>
      <ActionButtonList
        size="sm"
        buttons={[
          {
            label: 'webhooks.test',
            testId: 'webhook-test',
            look: 'plain',
            loading: mutations.testing,
            disabled: !endpoint.enabled,
            onClick: () => void run(mutations.test, say('webhooks.testSent'), onLogChanged),
          },
          {
            ...opens('replay-since', 'webhooks.replaySince.open'),
            look: 'plain',
            disabled: !endpoint.enabled,
          },
          { ...opens('edit', 'webhooks.edit'), look: 'plain', shown: roles !== null },
          { ...opens('rotate', 'webhooks.rotate'), look: 'plain' },
          { ...opens('disable', 'webhooks.disable'), look: 'plain', shown: endpoint.enabled },
          {
            label: 'webhooks.enable',
            testId: 'webhook-enable',
            look: 'main',
            shown: !endpoint.enabled,
            loading: mutations.switching,
            onClick: () => void run(mutations.enable, say('webhooks.enabled')),
          },
          { ...opens('delete', 'webhooks.deleteDialog.confirm'), look: 'danger' },
        ]}
      />
      <EndpointDialogs
        endpoint={endpoint}
        roles={roles}
        open={dialog}
        onClose={() => setDialog(null)}
        mutations={mutations}
      />
      <WebhookReplaySinceDialog
        open={dialog === 'replay-since'}
        endpoint={endpoint}
        timeZone={timeZone}
        onClose={() => setDialog(null)}
        onReplayed={onLogChanged}
      />
    </>
  );
}

/** The dialogs of the actions: edit, and the confirmations of rotate, disable and delete, with the rotated secret shown once. */
function EndpointDialogs({
  endpoint,
  roles,
  open,
  onClose,
  mutations,
}: {
  endpoint: EditedEndpoint;
  roles: readonly RoleOption[] | null;
  open: EndpointDialog | null;
  onClose: () => void;
  mutations: ReturnType<typeof useWebhookEndpointMutations>;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const rotated = useRef<string | null>(null);
  const [secret, setSecret] = useState<{ open: boolean; shown: ShownSecret | null }>({
    open: false,
    shown: null,
  });
  const named = { name: endpoint.name };
  const say = (id: string) => intl.formatMessage({ id }, named);
  return (
    <>
      {roles ? (
        <WebhookEndpointDialog
          open={open === 'edit'}
          roles={roles}
          editing={endpoint}
          onClose={onClose}
          onSaved={(saved) => {
            onClose();
            toastSuccess(intl.formatMessage({ id: 'webhooks.updated' }, { name: saved.name }));
          }}
        />
      ) : null}
      <DeleteDialog
        open={open === 'disable'}
        onClose={onClose}
        commit={mutations.disable}
        done={(payload) => payload.userErrors.length === 0}
        doneMessage={say('webhooks.disabled')}
        title={<FormattedMessage id="webhooks.disableDialog.title" values={named} />}
        body={<FormattedMessage id="webhooks.disableDialog.body" />}
        confirmLabel={<FormattedMessage id="webhooks.disableDialog.confirm" />}
        testId="webhook-disable"
      />
      <DeleteDialog
        open={open === 'rotate'}
        onClose={onClose}
        destructive={false}
        commit={() =>
          mutations.rotate().then((payload) => {
            rotated.current = payload.secret ?? null;
            return payload;
          })
        }
        done={(payload) => payload.secret != null}
        onDone={() =>
          setSecret({ open: true, shown: { name: endpoint.name, secret: rotated.current ?? '' } })
        }
        doneMessage={say('webhooks.rotateDialog.confirm')}
        title={<FormattedMessage id="webhooks.rotateDialog.title" values={named} />}
        body={<FormattedMessage id="webhooks.rotateDialog.body" />}
        confirmLabel={<FormattedMessage id="webhooks.rotateDialog.confirm" />}
        testId="webhook-rotate"
      />
      <DeleteDialog
        open={open === 'delete'}
        onClose={onClose}
        commit={mutations.remove}
        done={(payload) => payload.deletedWebhookEndpointId != null}
        onDone={() => navigate('/management?tab=webhooks')}
        doneMessage={say('webhooks.deleted')}
        title={<FormattedMessage id="webhooks.deleteDialog.title" values={named} />}
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
