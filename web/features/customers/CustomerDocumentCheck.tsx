import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { MenuIcon } from '../../ui/MenuIcon';
import { OutlineBox } from '../../ui/OutlineBox';

/**
 * One document of a customer's checklist: its name, whether it is required
 * and uploaded, the upload button (`upload`, for those who may) and, under
 * it, the files uploaded for it (`children`).
 */
export function CustomerDocumentCheck({
  check,
  label,
  upload,
  children,
}: {
  check: { readonly kind: string; readonly required: boolean; readonly uploaded: boolean };
  label: string;
  upload: { busy: boolean; disabled: boolean; onChoose: () => void } | null;
  children: ReactNode[];
}) {
  return (
    <OutlineBox
      data-testid="customer-document"
      data-kind={check.kind}
      data-uploaded={check.uploaded}
    >
      <Flex justifyContent="space-between" alignItems="center" gap="3" wrap="wrap">
        <Flex alignItems="center" gap="2" wrap="wrap" minWidth="0">
          <Text fontWeight="medium">{label}</Text>
          <Badge variant="outline" colorPalette={check.required ? 'orange' : 'gray'}>
            <FormattedMessage
              id={check.required ? 'customers.documents.required' : 'customers.documents.optional'}
            />
          </Badge>
          <Badge
            variant="subtle"
            colorPalette={check.uploaded ? 'green' : 'gray'}
            data-testid="customer-document-state"
          >
            <FormattedMessage
              id={check.uploaded ? 'customers.documents.isUploaded' : 'customers.documents.missing'}
            />
          </Badge>
        </Flex>
        {upload ? (
          <Button
            size="xs"
            variant="outline"
            loading={upload.busy}
            disabled={upload.disabled}
            onClick={upload.onChoose}
            data-testid="customer-document-upload"
          >
            <MenuIcon name="upload" />
            <FormattedMessage id="customers.documents.upload" />
          </Button>
        ) : null}
      </Flex>
      {children.length > 0 ? (
        <Stack gap="2" marginTop="2">
          {children}
        </Stack>
      ) : null}
    </OutlineBox>
  );
}
