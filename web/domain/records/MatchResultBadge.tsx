import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A match's result as a badge: a full match in green, anything less (a partial match) in orange. */
export function MatchResultBadge({
  result,
  variant = 'subtle',
  testId,
}: {
  result: string;
  variant?: 'subtle' | 'surface';
  testId?: string;
}) {
  return (
    <Badge
      colorPalette={result === 'FULL_MATCH' ? 'green' : 'orange'}
      variant={variant}
      data-testid={testId}
    >
      <FormattedMessage id={`reconciliation.result.${result}`} />
    </Badge>
  );
}
