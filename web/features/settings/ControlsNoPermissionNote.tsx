import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** Under a controls card's hint, for a member who sees the controls but may not change them. */
export function ControlsNoPermissionNote({ testId }: { testId: string }) {
  return (
    <Text color="fg.muted" fontSize="sm" fontStyle="italic" data-testid={testId}>
      <FormattedMessage id="controls.noPermission" />
    </Text>
  );
}
