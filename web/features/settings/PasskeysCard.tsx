import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { browserSupportsWebAuthn, startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { PasskeysCard_viewer$key } from '../../__generated__/PasskeysCard_viewer.graphql';
import type { PasskeysCardRegisterMutation } from '../../__generated__/PasskeysCardRegisterMutation.graphql';
import type { PasskeysCardRemoveMutation } from '../../__generated__/PasskeysCardRemoveMutation.graphql';
import type { PasskeysCardRenameMutation } from '../../__generated__/PasskeysCardRenameMutation.graphql';
import type { PasskeysCardStartMutation } from '../../__generated__/PasskeysCardStartMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { passkeyBrowserErrorMessageId } from '../../ui/auth/passkeyBrowserError';
import { PasskeyNameDialog } from './PasskeyNameDialog';
import { PasskeyRow } from './PasskeyRow';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { useRefreshTwoFactorMethods } from './useRefreshTwoFactorMethods';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormSection } from '../../ui/FormSection';

/** Server codes that belong to the name field: a name already used, an empty or too long name. */
const NAME_ERRORS = new Set(['U-ACC-PK-4', 'U-ACC-PK-7']);
/** The server code for a wrong password. */
const WRONG_PASSWORD = 'U-ACC-2FA-4';

type UserErrorLike = { readonly field: string | null | undefined; readonly code: string; readonly message: string };
type Chosen = { id: string; name: string };

/** Commits a mutation as a promise of its payload, or of the failure's message (null: the session ended). */
function run<T>(commit: (handlers: { onCompleted: (response: T) => void; onError: (error: Error) => void }) => void) {
  return new Promise<{ ok: true; response: T } | { ok: false; error: Error }>((resolve) =>
    commit({
      onCompleted: (response) => resolve({ ok: true, response }),
      onError: (error) => resolve({ ok: false, error }),
    }),
  );
}

/**
 * Passkeys: the user's passkeys (one per device, each named), adding one
 * through the browser's passkey prompt, renaming and removing (with the
 * password). A passkey signs in without a password, or as the second step.
 */
export function PasskeysCard({ viewer }: { viewer: PasskeysCard_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment PasskeysCard_viewer on Viewer {
        passkeys {
          id
          ...PasskeyRow_passkey
        }
      }
    `,
    viewer,
  );
  const supported = useMemo(() => browserSupportsWebAuthn(), []);
  const { adding, setAdding, renaming, setRenaming, removing, setRemoving, error, setError, add, rename, remove } = usePasskeyActions();

  return (
    <>
      <FormSection
        data-testid="passkeys-card"
        title={<FormattedMessage id="security.passkeys.heading" />}
        description={<FormattedMessage id="security.passkeys.description" />}
        actions={
          <Button
            colorPalette="brand"
            size="sm"
            flexShrink="0"
            disabled={!supported}
            onClick={() => {
              setError(null);
              setAdding(true);
            }}
            data-testid="passkey-add"
          >
            <FormattedMessage id="security.passkeys.add" />
          </Button>
        }
      >
        <Stack gap="3">
          <FormErrorAlert message={error} testId="passkeys-error" />
          {!supported ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id="security.passkeys.unsupported" />
              </Alert.Title>
            </Alert.Root>
          ) : null}
          {data.passkeys.length === 0 ? (
            <Text color="fg.muted" fontSize="sm" data-testid="passkeys-empty">
              <FormattedMessage id="security.passkeys.none" />
            </Text>
          ) : (
            <Box data-testid="passkeys-list">
              {data.passkeys.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} onRename={setRenaming} onRemove={setRemoving} />
              ))}
            </Box>
          )}
        </Stack>
      </FormSection>
      <PasskeyNameDialog
        open={adding}
        title={<FormattedMessage id="security.passkeys.addTitle" />}
        body={<FormattedMessage id="security.passkeys.addBody" />}
        confirmLabel={<FormattedMessage id="security.passkeys.continue" />}
        onClose={() => setAdding(false)}
        onSubmit={add}
      />
      <PasskeyNameDialog
        open={renaming !== null}
        title={<FormattedMessage id="security.passkeys.renameTitle" />}
        body={<FormattedMessage id="security.passkeys.renameBody" />}
        confirmLabel={<FormattedMessage id="security.passkeys.save" />}
        initialName={renaming?.name}
        onClose={() => setRenaming(null)}
        onSubmit={rename}
      />
      <PasswordConfirmDialog
        open={removing !== null}
        title={<FormattedMessage id="security.passkeys.removeTitle" values={{ name: removing?.name ?? '' }} />}
        body={<FormattedMessage id="security.passkeys.removeBody" />}
        confirmLabel={<FormattedMessage id="security.passkeys.remove" />}
        destructive
        onClose={() => setRemoving(null)}
        onConfirm={remove}
      />
    </>
  );
}

/** The passkey dialogs' state and the mutations behind them: add (through the browser's prompt), rename, remove (with the password). */
function usePasskeyActions() {
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Chosen | null>(null);
  const [removing, setRemoving] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const refresh = useRefreshTwoFactorMethods();

  const [commitStart] = useMutation<PasskeysCardStartMutation>(graphql`
    mutation PasskeysCardStartMutation {
      passkeyRegistrationStart {
        optionsJSON
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitRegister] = useMutation<PasskeysCardRegisterMutation>(graphql`
    mutation PasskeysCardRegisterMutation($input: PasskeyRegisterInput!) {
      passkeyRegister(input: $input) {
        passkey {
          id
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitRename] = useMutation<PasskeysCardRenameMutation>(graphql`
    mutation PasskeysCardRenameMutation($input: PasskeyRenameInput!) {
      passkeyRename(input: $input) {
        passkey {
          id
          name
        }
        userErrors {
          field
          code
          message
        }
      }
    }
  `);
  const [commitRemove] = useMutation<PasskeysCardRemoveMutation>(graphql`
    mutation PasskeysCardRemoveMutation($input: PasskeyRemoveInput!) {
      passkeyRemove(input: $input) {
        removedPasskeyId
        userErrors {
          field
          code
          message
        }
      }
    }
  `);

  const messageOf = (errors: readonly UserErrorLike[]) => (errors[0] ? errorMessage(errors[0].code, errors[0].message) : errorMessage(null));

  /** Ends a dialog with a message on the card (a failure that is not the field's). */
  const failCard = (message: string | null, close: () => void) => {
    close();
    setError(message);
    return null;
  };

  const done = async (messageId: string, close: () => void) => {
    await refresh();
    close();
    toastSuccess(intl.formatMessage({ id: messageId }));
    return null;
  };

  /** Names the passkey, lets the browser create it, and registers it. */
  const add = async (name: string): Promise<string | null> => {
    setError(null);
    const close = () => setAdding(false);
    const started = await run<PasskeysCardStartMutation['response']>((handlers) => commitStart({ variables: {}, ...handlers }));
    if (!started.ok) return failCard(mutationFailure(started.error), close);
    const { optionsJSON, userErrors } = started.response.passkeyRegistrationStart;
    if (!optionsJSON) return failCard(messageOf(userErrors), close);
    let answer;
    try {
      answer = await startRegistration({
        optionsJSON: JSON.parse(optionsJSON) as PublicKeyCredentialCreationOptionsJSON,
      });
    } catch (failure) {
      return failCard(intl.formatMessage({ id: passkeyBrowserErrorMessageId(failure) }), close);
    }
    const registered = await run<PasskeysCardRegisterMutation['response']>((handlers) => commitRegister({ variables: { input: { name, response: JSON.stringify(answer) } }, ...handlers }));
    if (!registered.ok) return failCard(mutationFailure(registered.error), close);
    const result = registered.response.passkeyRegister;
    if (result.passkey) return done('security.passkeys.added', close);
    // The browser prompt has been answered: a name error needs a new ceremony, so it is shown on the field of a fresh try.
    if (result.userErrors.some((item) => NAME_ERRORS.has(item.code))) return messageOf(result.userErrors);
    return failCard(messageOf(result.userErrors), close);
  };

  const rename = async (name: string): Promise<string | null> => {
    if (!renaming) return null;
    setError(null);
    const close = () => setRenaming(null);
    const renamed = await run<PasskeysCardRenameMutation['response']>((handlers) => commitRename({ variables: { input: { passkeyId: renaming.id, name } }, ...handlers }));
    if (!renamed.ok) return failCard(mutationFailure(renamed.error), close);
    const result = renamed.response.passkeyRename;
    if (result.passkey) return done('security.passkeys.renamed', close);
    if (result.userErrors.some((item) => NAME_ERRORS.has(item.code))) return messageOf(result.userErrors);
    return failCard(messageOf(result.userErrors), close);
  };

  const remove = async (password: string): Promise<string | null> => {
    if (!removing) return null;
    setError(null);
    const close = () => setRemoving(null);
    const removed = await run<PasskeysCardRemoveMutation['response']>((handlers) => commitRemove({ variables: { input: { passkeyId: removing.id, password } }, ...handlers }));
    if (!removed.ok) return failCard(mutationFailure(removed.error), close);
    const result = removed.response.passkeyRemove;
    if (result.removedPasskeyId) return done('security.passkeys.removed', close);
    if (result.userErrors.some((item) => item.code === WRONG_PASSWORD)) return messageOf(result.userErrors);
    return failCard(messageOf(result.userErrors), close);
  };

  return { adding, setAdding, renaming, setRenaming, removing, setRemoving, error, setError, add, rename, remove };
}
