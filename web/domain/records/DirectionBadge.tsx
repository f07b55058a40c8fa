import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { DIRECTION_LABEL, isDirection } from '../../i18n/transactionLabels';

/**
 * A line's direction as a badge: Outgoing (DEBIT) in red, Incoming in green;
 * a direction the labels do not know, as the server wrote it.
 */
export function DirectionBadge({ direction }: { direction: string }) {
  return (
    <Badge variant="subtle" colorPalette={direction === 'DEBIT' ? 'red' : 'green'}>
      {isDirection(direction) ? <FormattedMessage id={DIRECTION_LABEL[direction].id} /> : direction}
    </Badge>
  );
}
