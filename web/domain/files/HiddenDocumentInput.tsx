import type { Ref } from 'react';
import { DOCUMENT_ACCEPT } from './documentFiles';

/**
 * The hidden file input behind an upload button (the button clicks it through
 * `ref`): one document at a time, PDF, JPG or PNG, handed to `onFile` as
 * chosen (undefined when the picker was closed without one).
 */
export function HiddenDocumentInput({
  ref,
  onFile,
  testId,
}: {
  ref: Ref<HTMLInputElement>;
  onFile: (file: File | undefined) => void;
  testId: string;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={DOCUMENT_ACCEPT}
      hidden
      onChange={(event) => onFile(event.currentTarget.files?.[0])}
      data-testid={testId}
    />
  );
}
