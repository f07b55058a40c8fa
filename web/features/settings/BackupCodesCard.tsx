import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { BackupCodesCard_viewer$key } from '../../__generated__/BackupCodesCard_viewer.graphql';
import type { BackupCodesCardGenerateMutation } from '../../__generated__/BackupCodesCardGenerateMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { BackupCodesList } from './BackupCodesList';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { useRefreshTwoFactorMethods } from './useRefreshTwoFactorMethods';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { FormSection } from '../../ui/FormSection';
import { SettingRow } from './SettingRow';

/** Server codes: codes exist already (the password is needed), and a wrong password. */
const ALREADY_GENERATED = 'U-ACC-2FA-3';
const WRONG_PASSWORD = 'U-ACC-2FA-4';

type GenerateOutcome =
  { codes: readonly string[] } | { passwordError: string } | { error: string | null };

/**
 * The generation of a new set of backup codes, as an outcome for the card:
 * the codes (the viewer's methods read again), a password to ask for (a
 * wrong one, or a set made elsewhere meanwhile when none was sent), or an
 * error to show. `password` is null while no set exists.
 */
function useGenerateBackupCodes() {
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const refresh = useRefreshTwoFactorMethods();
  const [commitGenerate, generating] = useCommit<BackupCodesCardGenerateMutation>(graphql`
    mutation BackupCodesCardGenerateMutation($input: BackupCodesGenerateInput!) {
      backupCodesGenerate(input: $input) {
        codes
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const generate = async (password: string | null): Promise<GenerateOutcome> => {
    let answer;
    try {
      answer = (await commitGenerate({ variables: { input: { password } } })).backupCodesGenerate;
    } catch (failure) {
      return { error: mutationFailure(failure) };
    }
    const { codes: generated, userErrors } = answer;
    if (generated && userErrors.length === 0) {
      await refresh();
      return { codes: generated };
    }
    const [first] = userErrors;
    if (first && password !== null && (first.code === WRONG_PASSWORD || first.field === 'password'))
      return { passwordError: errorMessage(first.code, first.message) };
    if (first?.code === ALREADY_GENERATED && password === null) return { passwordError: '' };
    return { error: first ? errorMessage(first.code, first.message) : errorMessage(null) };
  };
  return { generate, generating };
}

/** How many backup codes are left (or that none were made), and that an authenticator app comes first. */
function BackupCodesStatus({
  remainingCodes,
  hasAuthenticator,
}: {
  /** Null while no set exists. */
  remainingCodes: number | null;
  hasAuthenticator: boolean;
}) {
  return (
    <Box>
      <HStack gap="3">
        {remainingCodes !== null ? (
          <Badge
            colorPalette={remainingCodes ? 'green' : 'orange'}
            variant="subtle"
            data-testid="backup-codes-remaining"
          >
            <FormattedMessage
              id="security.backupCodes.remaining"
              values={{ count: remainingCodes }}
            />
          </Badge>
        ) : (
          <Badge colorPalette="gray" variant="subtle" data-testid="backup-codes-remaining">
            <FormattedMessage id="security.backupCodes.none" />
          </Badge>
        )}
      </HStack>
      {hasAuthenticator ? null : (
        <Text color="fg.muted" fontSize="sm" marginTop="1">
          <FormattedMessage id="security.backupCodes.needsAuthenticator" />
        </Text>
      )}
    </Box>
  );
}

/**
 * Backup codes: how many are left, and generating a new set (with the
 * password when a set exists), shown once.
 */
export function BackupCodesCard({ viewer }: { viewer: BackupCodesCard_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment BackupCodesCard_viewer on Viewer {
        twoFactorMethods {
          type
          remainingCodes
        }
      }
    `,
    viewer,
  );
  const errorMessage = useErrorMessage();
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [askPassword, setAskPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hasAuthenticator = data.twoFactorMethods.some(
    (method) => method.type === 'AUTHENTICATOR_APP',
  );
  const backupCodes = data.twoFactorMethods.find((method) => method.type === 'BACKUP_CODES');

  const { generate, generating } = useGenerateBackupCodes();

  const show = (outcome: GenerateOutcome) => {
    if ('codes' in outcome) {
      setAskPassword(false);
      setCodes(outcome.codes);
    } else if ('error' in outcome) {
      setAskPassword(false);
      setError(outcome.error);
    }
  };

  const start = () => {
    setError(null);
    setCodes(null);
    if (backupCodes) {
      setAskPassword(true);
      return;
    }
    void generate(null).then((outcome) => {
      // Codes were made elsewhere meanwhile: replacing them needs the password.
      if ('passwordError' in outcome) setAskPassword(true);
      else show(outcome);
    });
  };

  const confirmWithPassword = async (password: string) => {
    const outcome = await generate(password);
    if ('passwordError' in outcome) return outcome.passwordError || errorMessage(WRONG_PASSWORD);
    show(outcome);
    return null;
  };

  return (
    <>
      <FormSection
        data-testid="backup-codes-card"
        title={<FormattedMessage id="security.backupCodes.heading" />}
        description={<FormattedMessage id="security.backupCodes.description" />}
      >
        <Stack gap="5">
          <FormErrorAlert message={error} testId="backup-codes-error" />
          <SettingRow>
            <BackupCodesStatus
              remainingCodes={backupCodes ? (backupCodes.remainingCodes ?? 0) : null}
              hasAuthenticator={hasAuthenticator}
            />
            <Button
              variant={backupCodes ? 'outline' : 'solid'}
              colorPalette="brand"
              size="sm"
              loading={generating && !askPassword}
              disabled={!hasAuthenticator}
              data-testid="backup-codes-generate"
              onClick={start}
            >
              <FormattedMessage id="security.backupCodes.generate" />
            </Button>
          </SettingRow>
          {codes ? <BackupCodesList codes={codes} onDone={() => setCodes(null)} /> : null}
        </Stack>
      </FormSection>
      <PasswordConfirmDialog
        open={askPassword}
        title={<FormattedMessage id="security.backupCodes.regenerateTitle" />}
        body={<FormattedMessage id="security.backupCodes.regenerateBody" />}
        confirmLabel={<FormattedMessage id="security.backupCodes.generate" />}
        onClose={() => setAskPassword(false)}
        onConfirm={confirmWithPassword}
      />
    </>
  );
}
