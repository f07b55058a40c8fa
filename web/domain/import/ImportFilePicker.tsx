import { Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CsvDropzone } from '../../ui/CsvDropzone';
import { MenuIcon } from '../../ui/MenuIcon';
import { PercentProgress } from '../../ui/PercentProgress';
import { IMPORT_MAX_BYTES } from './uploadFile';

type ImportFilePickerProps = {
  file: File | null;
  /** The accepted file, or the refused one (the dialog says why), or none. */
  onChoose: (file: File | undefined) => void;
  busy: boolean;
  templateHref?: string;
  /** The share uploaded so far (0 to 1) while the file uploads. */
  uploading: number | null;
};

/** The CSV drop zone of an import, its template link and the upload's progress. */
export function ImportFilePicker({
  file,
  onChoose,
  busy,
  templateHref,
  uploading,
}: ImportFilePickerProps) {
  return (
    <>
      <CsvDropzone
        file={file}
        onFileChange={(details) =>
          onChoose(details.acceptedFiles[0] ?? (details.rejectedFiles[0]?.file as File | undefined))
        }
        disabled={busy}
        maxFileSize={IMPORT_MAX_BYTES}
        hint={<FormattedMessage id="imports.dropzoneHint" />}
        testId="import-file"
      />
      {templateHref ? (
        <Link
          href={templateHref}
          download
          colorPalette="brand"
          fontSize="sm"
          data-testid="import-template"
        >
          <MenuIcon name="download" />
          <FormattedMessage id="imports.downloadTemplate" />
        </Link>
      ) : null}
      {uploading !== null ? (
        <Stack gap="2" data-testid="upload-progress">
          <Text fontSize="sm">
            <FormattedMessage id="imports.uploading" />
          </Text>
          <PercentProgress fraction={uploading} />
        </Stack>
      ) : null}
    </>
  );
}
