import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/**
 * A rule preview's warning that it stopped before the end of what it reads, so its figures are a
 * floor rather than the whole; nothing when the preview read everything.
 */
export function RulePreviewTruncated({ shown, messageId }: { shown: boolean; messageId: string }) {
  if (!shown) return null;
  return (
    <Text fontSize="sm" color="fg.warning">
      <FormattedMessage id={messageId} />
    </Text>
  );
}
