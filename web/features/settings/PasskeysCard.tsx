import { Box, Button, Stack, Text } from '@chakra-ui/react';
import {
  browserSupportsWebAuthn,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PasskeysCard_viewer$key } from '../../__generated__/PasskeysCard_viewer.graphql';
import type { PasskeysCardRegisterMutation } from '../../__generated__/PasskeysCardRegisterMutation.graphql';
import type { PasskeysCardRemoveMutation } from '../../__generated__/PasskeysCardRemoveMutation.graphql';
import type { PasskeysCardRenameMutation } from '../../__generated__/PasskeysCardRenameMutation.graphql';
import type { PasskeysCardStartMutation } from '../../__generated__/PasskeysCardStartMutation.graphql';
import { passkeyBrowserErrorMessageId } from '../../domain/auth/passkeyBrowserError';
import { PasskeyNameDialog } from './PasskeyNameDialog';
import { PasskeyRow } from './PasskeyRow';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { usePasskeyFinish } from './usePasskeyFinish';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormSection } from '../../ui/FormSection';
import { NoticeAlert } from '../../ui/NoticeAlert';

/** Server codes that belong to the name field: a name already used, an empty or too long name. */
const NAME_ERRORS = new Set(['U-ACC-PK-4', 'U-ACC-PK-7']);
const isNameError = (code: string) => NAME_ERRORS.has(code);
/** The server code for a wrong password. */
const WRONG_PASSWORD = 'U-ACC-2FA-4';

type Chosen = { id: string; name: string };

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
  const actions = usePasskeyActions();

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
              actions.setError(null);
              actions.setAdding(true);
            }}
            data-testid="passkey-add"
          >
            <FormattedMessage id="security.passkeys.add" />
          </Button>
        }
      >
        <Stack gap="3">
          <FormErrorAlert message={actions.error} testId="passkeys-error" />
          {!supported ? (
            <NoticeAlert
              status="info"
              title={<FormattedMessage id="security.passkeys.unsupported" />}
            />
          ) : null}
          {data.passkeys.length === 0 ? (
            <Text color="fg.muted" fontSize="sm" data-testid="passkeys-empty">
              <FormattedMessage id="security.passkeys.none" />
            </Text>
          ) : (
            <Box data-testid="passkeys-list">
              {data.passkeys.map((passkey) => (
                <PasskeyRow
                  key={passkey.id}
                  passkey={passkey}
                  onRename={actions.setRenaming}
                  onRemove={actions.setRemoving}
                />
              ))}
            </Box>
          )}
        </Stack>
      </FormSection>
      <PasskeyNameDialog
        open={actions.adding}
        title={<FormattedMessage id="security.passkeys.addTitle" />}
        body={<FormattedMessage id="security.passkeys.addBody" />}
        confirmLabel={<FormattedMessage id="security.passkeys.continue" />}
        onClose={() => actions.setAdding(false)}
        onSubmit={actions.add}
      />
      <PasskeyNameDialog
        open={actions.renaming !== null}
        title={<FormattedMessage id="security.passkeys.renameTitle" />}
        body={<FormattedMessage id="security.passkeys.renameBody" />}
        confirmLabel={<FormattedMessage id="security.passkeys.save" />}
        initialName={actions.renaming?.name}
        onClose={() => actions.setRenaming(null)}
        onSubmit={actions.rename}
      />
      <PasswordConfirmDialog
        open={actions.removing !== null}
        title={
          <FormattedMessage
            id="security.passkeys.removeTitle"
            values={{ name: actions.removing?.name ?? '' }}
          />
        }
        body={<FormattedMessage id="security.passkeys.removeBody" />}
        confirmLabel={<FormattedMessage id="security.passkeys.remove" />}
        destructive
        onClose={() => actions.setRemoving(null)}
        onConfirm={actions.remove}
      />
    </>
  );
}

/** The mutations behind the passkey dialogs: start and finish a registration, rename, remove. */
function usePasskeyMutations() {
  const [commitStart] = useCommit<PasskeysCardStartMutation>(graphql`
    mutation PasskeysCardStartMutation {
      passkeyRegistrationStart {
        optionsJSON
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitRegister] = useCommit<PasskeysCardRegisterMutation>(graphql`
    mutation PasskeysCardRegisterMutation($input: PasskeyRegisterInput!) {
      passkeyRegister(input: $input) {
        passkey {
          id
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitRename] = useCommit<PasskeysCardRenameMutation>(graphql`
    mutation PasskeysCardRenameMutation($input: PasskeyRenameInput!) {
      passkeyRename(input: $input) {
        passkey {
          id
          name
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitRemove] = useCommit<PasskeysCardRemoveMutation>(graphql`
    mutation PasskeysCardRemoveMutation($input: PasskeyRemoveInput!) {
      passkeyRemove(input: $input) {
        removedPasskeyId
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return { commitStart, commitRegister, commitRename, commitRemove };
}

/** The passkey dialogs' state and the mutations behind them: add (through the browser's prompt), rename, remove (with the password). */
function usePasskeyActions() {
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Chosen | null>(null);
  const [removing, setRemoving] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const intl = useIntl();
  const mutationFailure = useMutationFailure();
  const { messageOf, failCard, finish } = usePasskeyFinish(setError);

  const { commitStart, commitRegister, commitRename, commitRemove } = usePasskeyMutations();

  /** Names the passkey, lets the browser create it, and registers it. */
  const add = async (name: string): Promise<string | null> => {
    setError(null);
    const close = () => setAdding(false);
    let started;
    try {
      started = (await commitStart({ variables: {} })).passkeyRegistrationStart;
    } catch (failure) {
      return failCard(mutationFailure(failure), close);
    }
    if (!started.optionsJSON) return failCard(messageOf(started.userErrors), close);
    let answer;
    try {
      answer = await startRegistration({
        optionsJSON: JSON.parse(started.optionsJSON) as PublicKeyCredentialCreationOptionsJSON,
      });
    } catch (failure) {
      return failCard(intl.formatMessage({ id: passkeyBrowserErrorMessageId(failure) }), close);
    }
    // The browser prompt has been answered: a name error needs a new ceremony, so it is shown on the field of a fresh try.
    const registered = commitRegister({
      variables: { input: { name, response: JSON.stringify(answer) } },
    }).then(({ passkeyRegister: result }) => ({
      done: Boolean(result.passkey),
      userErrors: result.userErrors,
    }));
    return finish(registered, 'security.passkeys.added', isNameError, close);
  };

  const rename = async (name: string): Promise<string | null> => {
    if (!renaming) return null;
    setError(null);
    const renamed = commitRename({ variables: { input: { passkeyId: renaming.id, name } } }).then(
      ({ passkeyRename: result }) => ({
        done: Boolean(result.passkey),
        userErrors: result.userErrors,
      }),
    );
    return finish(renamed, 'security.passkeys.renamed', isNameError, () => setRenaming(null));
  };

  const remove = async (password: string): Promise<string | null> => {
    if (!removing) return null;
    setError(null);
    const removed = commitRemove({
      variables: { input: { passkeyId: removing.id, password } },
    }).then(({ passkeyRemove: result }) => ({
      done: Boolean(result.removedPasskeyId),
      userErrors: result.userErrors,
    }));
    return finish(
      removed,
      'security.passkeys.removed',
      (code) => code === WRONG_PASSWORD,
      () => setRemoving(null),
    );
  };

  return {
    adding,
    setAdding,
    renaming,
    setRenaming,
    removing,
    setRemoving,
    error,
    setError,
    add,
    rename,
    remove,
  };
}
