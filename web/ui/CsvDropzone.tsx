import { FileUpload, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { MenuIcon } from './MenuIcon';

type CsvDropzoneProps = {
  /** The file chosen so far: the zone shows its name. */
  file: File | null;
  onFileChange: NonNullable<FileUpload.RootProps['onFileChange']>;
  disabled: boolean;
  /** The largest file it takes; a larger one is handed over as refused. */
  maxFileSize?: number;
  /** What the file should hold, under "Drop a CSV file here". */
  hint: ReactNode;
  /** The hidden file input's test id. */
  testId: string;
};

/** The drop zone an import takes its one CSV file from, showing the file chosen. */
export function CsvDropzone({
  file,
  onFileChange,
  disabled,
  maxFileSize,
  hint,
  testId,
}: CsvDropzoneProps) {
  return (
    <FileUpload.Root
      accept={['.csv', 'text/csv']}
      maxFiles={1}
      maxFileSize={maxFileSize}
      onFileChange={onFileChange}
      disabled={disabled}
    >
      <FileUpload.HiddenInput data-testid={testId} />
      <FileUpload.Dropzone width="full">
        <MenuIcon name="upload" />
        <FileUpload.DropzoneContent>
          <Text fontWeight="medium">
            {file ? file.name : <FormattedMessage id="imports.dropzone" />}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {hint}
          </Text>
        </FileUpload.DropzoneContent>
      </FileUpload.Dropzone>
    </FileUpload.Root>
  );
}
