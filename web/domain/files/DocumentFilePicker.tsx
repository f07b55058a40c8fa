import { Button, CloseButton, Flex, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/useLanguage';
import { FormField } from '../../ui/FormField';
import { MenuIcon } from '../../ui/MenuIcon';
import { DOCUMENT_ACCEPT } from './documentFiles';
import { formatFileSize } from './formatFileSize';

/**
 * Files chosen in a form to be sent once it is saved (a payment's proofs, a
 * withholding's slip): a button opens the picker, each file chosen is checked
 * by `check` (a message id of its refusal, or null) and listed with its size
 * and a button that takes it off again; at most `max` of them.
 */
export function DocumentFilePicker({
  label,
  hint,
  files,
  onChange,
  check,
  max,
  testId,
}: {
  label: ReactNode;
  hint: ReactNode;
  files: readonly File[];
  onChange: (files: File[]) => void;
  check: (file: File) => string | null;
  max: number;
  testId: string;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const picker = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const add = (chosen: File[]) => {
    // The same file may be chosen again after it was taken off.
    if (picker.current) picker.current.value = '';
    const refused = chosen.map(check).find((refusal) => refusal !== null);
    if (refused) return setProblem(intl.formatMessage({ id: refused }));
    const next = [...files, ...chosen];
    if (next.length > max)
      return setProblem(intl.formatMessage({ id: 'documentFile.tooMany' }, { max }));
    setProblem(null);
    onChange(next);
  };
  return (
    <FormField label={label} helper={hint} error={problem ?? undefined}>
      <Stack gap="2" data-testid={testId}>
        <input
          ref={picker}
          type="file"
          accept={DOCUMENT_ACCEPT}
          multiple={max > 1}
          hidden
          onChange={(event) => add([...(event.currentTarget.files ?? [])])}
          data-testid={`${testId}-input`}
        />
        {files.map((file, index) => (
          <Flex
            key={`${file.name}-${index}`}
            alignItems="center"
            justifyContent="space-between"
            gap="2"
            fontSize="sm"
            data-testid={`${testId}-chosen`}
          >
            <Text overflowWrap="anywhere">
              {file.name}{' '}
              <Text as="span" color="fg.muted" fontSize="xs">
                {formatFileSize(file.size, language)}
              </Text>
            </Text>
            <CloseButton
              size="2xs"
              aria-label={intl.formatMessage({ id: 'documentFile.unchoose' }, { name: file.name })}
              onClick={() => onChange(files.filter((_, at) => at !== index))}
            />
          </Flex>
        ))}
        {files.length < max ? (
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => picker.current?.click()}
            data-testid={`${testId}-choose`}
          >
            <MenuIcon name="upload" />
            <FormattedMessage id="documentFile.choose" />
          </Button>
        ) : null}
      </Stack>
    </FormField>
  );
}
