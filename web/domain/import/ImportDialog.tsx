import { Button, CloseButton, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { ImportDialog_import$key } from '../../__generated__/ImportDialog_import.graphql';
import type { ImportDialogProgressSubscription } from '../../__generated__/ImportDialogProgressSubscription.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { ImportStatus } from './ImportStatus';
import { ImportFilePicker } from './ImportFilePicker';
import { checkImportFile, uploadFile, UploadError, type ImportPurpose } from './uploadFile';
import { useImportMutations, type ImportStartInput } from './useImportMutations';
import { DialogFrame } from '../../ui/DialogFrame';
import { FormErrorAlert } from '../../ui/FormErrorAlert';

/** What starting or confirming an import gave: the import to follow, or why it was refused. */
export type ImportStartOutcome =
  { ok: true; importRef: ImportDialog_import$key } | { ok: false; code: string; message: string };

const importFragment = graphql`
  fragment ImportDialog_import on Import {
    id
    status
    ...ImportStatus_import
  }
`;

const progressSubscription = graphql`
  subscription ImportDialogProgressSubscription($importId: ID!) {
    importProgress(importId: $importId) {
      ...ImportDialog_import
    }
  }
`;

/** Keeps the import's record in the store up to date while it runs; the fragments re-render from it. */
function FollowImport({ importId }: { importId: string }) {
  const config = useMemo<GraphQLSubscriptionConfig<ImportDialogProgressSubscription>>(
    () => ({ subscription: progressSubscription, variables: { importId } }),
    [importId],
  );
  useSubscription(config);
  return null;
}

type ImportDialogProps = {
  open: boolean;
  onClose: () => void;
  purpose: ImportPurpose;
  title: ReactNode;
  description?: ReactNode;
  /** A CSV template to download, for the kinds that have one. */
  templateHref?: string;
  /** Fields the import needs besides the file (a statement's bank account). */
  fields?: ReactNode;
  /** Whether those fields are complete. */
  ready?: boolean;
  /** What starting the import needs besides the file (a statement's bank account). */
  startInput?: ImportStartInput;
  /** Called once when the import completes, to refresh what shows the imported records. */
  onCompleted?: () => void;
};

/**
 * A bulk CSV import, start to end (spec: CSV only, 25 MB maximum, row errors
 * block, warnings can be ignored): choose the file, watch it upload and then
 * be read (progress live from the server), and see what came in or what is
 * wrong with it row by row. A file with only warnings can be imported anyway.
 */
export function ImportDialog(props: ImportDialogProps) {
  const {
    open,
    onClose,
    purpose,
    title,
    description,
    templateHref,
    fields,
    ready = true,
    startInput = {},
    onCompleted,
  } = props;
  const { file, uploading, importRef, error, busy, reset, choose, begin, confirm } = useImportRun(
    purpose,
    startInput,
  );

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      onExitComplete={reset}
      size="lg"
      testId="import-dialog"
    >
      <ImportDialogHeader title={title} />
      <Dialog.Body>
        <Stack gap="4">
          {importRef ? (
            <ImportOutcome
              importRef={importRef}
              onCompleted={onCompleted}
              actions={{
                again: reset,
                close: onClose,
                confirm,
              }}
            />
          ) : (
            <ImportChooseStep description={description} fields={fields}>
              <ImportFilePicker
                file={file}
                onChoose={choose}
                busy={busy}
                templateHref={templateHref}
                uploading={uploading}
              />
            </ImportChooseStep>
          )}
          <FormErrorAlert message={error} testId="import-error" />
        </Stack>
      </Dialog.Body>
      {importRef ? null : (
        <ImportStartFooter
          onCancel={onClose}
          onStart={() => void begin()}
          busy={busy}
          disabled={!file || !ready}
        />
      )}
    </DialogFrame>
  );
}

/** The dialog's title, and always a way out, also when the file was refused and only its errors show. */
function ImportDialogHeader({ title }: Pick<ImportDialogProps, 'title'>) {
  const intl = useIntl();
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.CloseTrigger asChild>
        <CloseButton
          size="sm"
          aria-label={intl.formatMessage({ id: 'common.close' })}
          data-testid="import-close"
        />
      </Dialog.CloseTrigger>
    </>
  );
}

/** Before the import starts: what the dialog says of it, the caller's own fields, then the file picker. */
function ImportChooseStep({
  description,
  fields,
  children,
}: Pick<ImportDialogProps, 'description' | 'fields'> & { children: ReactNode }) {
  return (
    <>
      {description ? (
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      ) : null}
      {fields}
      {children}
    </>
  );
}

/** Cancel, and the button that starts the import once a file is chosen (and the caller's fields are ready). */
function ImportStartFooter({
  onCancel,
  onStart,
  busy,
  disabled,
}: {
  onCancel: () => void;
  onStart: () => void;
  busy: boolean;
  disabled: boolean;
}) {
  return (
    <Dialog.Footer>
      <Button variant="outline" onClick={onCancel}>
        <FormattedMessage id="common.cancel" />
      </Button>
      <Button
        colorPalette="brand"
        onClick={onStart}
        loading={busy}
        disabled={disabled}
        data-testid="import-start"
      >
        <FormattedMessage id="imports.start" />
      </Button>
    </Dialog.Footer>
  );
}

/**
 * One import from choosing its file to following it: the file chosen, the
 * upload's progress, the import started and the error line, with what changes them.
 */
function useImportRun(purpose: ImportPurpose, startInput: ImportStartInput) {
  const mutations = useImportMutations();
  const errorMessage = useErrorMessage();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [importRef, setImportRef] = useState<ImportDialog_import$key | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const reset = () => {
    abort.current?.abort();
    setFile(null);
    setUploading(null);
    setImportRef(null);
    setError(null);
    setBusy(false);
  };

  const choose = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return setFile(null);
    const refused = checkImportFile(chosen);
    if (refused) {
      setFile(null);
      setError(errorMessage(refused));
      return;
    }
    setFile(chosen);
  };

  const follow = (outcome: ImportStartOutcome) => {
    if (outcome.ok) setImportRef(outcome.importRef);
    else setError(errorMessage(outcome.code, outcome.message));
  };

  const begin = async () => {
    if (!file) return;
    setError(null);
    setBusy(true);
    abort.current = new AbortController();
    try {
      setUploading(0);
      const uploaded = await uploadFile(file, purpose, setUploading, abort.current.signal);
      setUploading(null);
      follow(await mutations.start(purpose, uploaded.id, startInput));
    } catch (failure) {
      setUploading(null);
      if (!(failure instanceof UploadError && failure.code === 'ABORTED')) {
        setError(
          errorMessage(
            failure instanceof UploadError ? failure.code : null,
            failure instanceof Error ? failure.message : null,
          ),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  const confirm = (importId: string) => void mutations.confirm(purpose, importId).then(follow);
  return { file, uploading, importRef, error, busy, reset, choose, begin, confirm };
}

type OutcomeActions = { again: () => void; close: () => void; confirm: (importId: string) => void };

/** The running or finished import with the actions its state allows. */
function ImportOutcome({
  importRef,
  onCompleted,
  actions,
}: {
  importRef: ImportDialog_import$key;
  onCompleted?: () => void;
  actions: OutcomeActions;
}) {
  const data = useFragment(importFragment, importRef);
  const running = data.status === 'QUEUED' || data.status === 'RUNNING';
  const reported = useRef(false);
  useEffect(() => {
    if (data.status === 'COMPLETED' && !reported.current) {
      reported.current = true;
      onCompleted?.();
    }
  }, [data.status, onCompleted]);
  return (
    <Stack gap="4">
      {running ? <FollowImport importId={data.id} /> : null}
      <ImportStatus importRef={data} />
      <HStack justify="flex-end" gap="3">
        {data.status === 'COMPLETED' ? (
          <Button colorPalette="brand" onClick={actions.close} data-testid="import-done">
            <FormattedMessage id="imports.done" />
          </Button>
        ) : null}
        {data.status === 'BLOCKED' ||
        data.status === 'NEEDS_CONFIRMATION' ||
        data.status === 'FAILED' ? (
          <Button variant="ghost" onClick={actions.close} data-testid="import-close-outcome">
            <FormattedMessage id="common.close" />
          </Button>
        ) : null}
        {data.status === 'BLOCKED' ||
        data.status === 'NEEDS_CONFIRMATION' ||
        data.status === 'FAILED' ? (
          <Button variant="outline" onClick={actions.again} data-testid="import-again">
            <FormattedMessage id="imports.chooseAnother" />
          </Button>
        ) : null}
        {data.status === 'NEEDS_CONFIRMATION' ? (
          <Button
            colorPalette="orange"
            onClick={() => actions.confirm(data.id)}
            data-testid="import-anyway"
          >
            <FormattedMessage id="imports.importAnyway" />
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
