import { Dialog, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { CsvDropzone } from '../../ui/CsvDropzone';
import { FormDialogFooter } from '../../ui/FormDialog';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { useDialogError } from '../../ui/useDialogError';
import type { UserErrorLike } from '../../ui/useRefusalMessage';
import { LineIssues, type LineIssue } from './LineIssues';

/** What an all-or-nothing import answered: its problems by line (none: it was written). */
export type LinesImportPayload = {
  readonly issues: readonly LineIssue[];
  readonly issueCount?: number;
  readonly userErrors: readonly UserErrorLike[];
};

type LinesImportFormProps<Payload extends LinesImportPayload> = {
  /** What the file holds, above the picker. */
  intro: ReactNode;
  /** Under the picker: what it takes. */
  hint: ReactNode;
  /** Below the picker (a template to download), if anything. */
  extra?: ReactNode;
  /** The catalogue prefix of the problems' words (LineIssues). */
  messages: string;
  /** The prefix of the parts' test ids: `-file`, `-submit`, `-error`, `-issue`. */
  testId: string;
  submitLabel: ReactNode;
  /** A file too large to send, refused with the code's words before it is read by the server. */
  tooLarge?: { maxChars: number; code: string };
  /** Sends the file's content; the payload's issues are shown, or `onImported` is called with it. */
  send: (fileName: string, content: string) => Promise<Payload>;
  sending: boolean;
  onCancel: () => void;
  onImported: (payload: Payload) => void;
};

/**
 * The body of a dialog importing a CSV all or nothing: a file picker, the
 * refusal of the request, and when the file has problems each by line (the
 * picker then starts afresh for the corrected file); the footer sends it.
 */
export function LinesImportForm<Payload extends LinesImportPayload>(
  props: LinesImportFormProps<Payload>,
) {
  const { testId } = props;
  const dialogError = useDialogError();
  const [file, setFile] = useState<File | null>(null);
  const [issues, setIssues] = useState<{ shown: LineIssue[]; count: number } | null>(null);
  // The picker starts afresh after each try, so the corrected file can be chosen again.
  const [attempt, setAttempt] = useState(0);

  const submit = async () => {
    if (!file) return;
    setIssues(null);
    const content = await file.text();
    if (props.tooLarge && content.length > props.tooLarge.maxChars) {
      dialogError.showUserErrors([{ code: props.tooLarge.code, message: '' }]);
      return;
    }
    const payload = await dialogError.outcome(props.send(file.name, content));
    if (!payload) return;
    if (payload.issues.length > 0) {
      setIssues({ shown: [...payload.issues], count: payload.issueCount ?? payload.issues.length });
      setAttempt((count) => count + 1);
      return;
    }
    props.onImported(payload);
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            {props.intro}
          </Text>
          <FormErrorAlert message={dialogError.error} testId={`${testId}-error`} />
          <CsvDropzone
            key={attempt}
            file={file}
            onFileChange={(details) => {
              const chosen = details.acceptedFiles.at(-1);
              if (!chosen) return;
              dialogError.clear();
              setIssues(null);
              setFile(chosen);
            }}
            disabled={props.sending}
            hint={props.hint}
            testId={`${testId}-file`}
          />
          {props.extra}
          {issues ? (
            <LineIssues
              shown={issues.shown}
              count={issues.count}
              messages={props.messages}
              testId={`${testId}-issue`}
            />
          ) : null}
        </Stack>
      </Dialog.Body>
      <FormDialogFooter
        onCancel={props.onCancel}
        submitting={props.sending}
        submitLabel={props.submitLabel}
        submitTestId={`${testId}-submit`}
        submitDisabled={!file}
        onSubmit={() => void submit()}
      />
    </>
  );
}
