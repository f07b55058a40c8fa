import { Badge } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Marks the default counterparty generated for an entity: it pays the organisation's own accounts. */
export function GeneratedBadge() {
  const intl = useIntl();
  return (
    <Badge
      variant="outline"
      colorPalette="purple"
      data-testid="counterparty-generated"
      title={intl.formatMessage({ id: 'counterparties.generatedHint' })}
    >
      <FormattedMessage id="counterparties.generated" />
    </Badge>
  );
}
