import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage } from 'react-intl';
import { ListEmptyState } from '../ui/ListEmptyState';
import type { IconName } from '../ui/MenuIcon';
import { NewInternalAccountButton } from './NewInternalAccountButton';

/**
 * What a screen about bank accounts shows while the organisation has none:
 * its words and, for a member who may, the button to create the first
 * internal account (balances, bank connections).
 */
export function NoBankAccountsState({
  testId,
  icon,
  title,
  body,
  canCreate,
}: {
  testId: string;
  icon: IconName;
  title: MessageDescriptor;
  body: MessageDescriptor;
  canCreate: boolean;
}) {
  return (
    <ListEmptyState
      testId={testId}
      icon={icon}
      title={<FormattedMessage {...title} />}
      body={<FormattedMessage {...body} />}
      bodyMaxWidth="md"
      paddingY="14"
      action={canCreate ? <NewInternalAccountButton size="sm" /> : null}
    />
  );
}
