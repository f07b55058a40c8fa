import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** How one status reads, and its badge colour. */
export interface StatusTone {
  label: { id: string };
  colorPalette: string;
}

/**
 * A status as a coloured badge: the feature says how each of its statuses
 * reads and which colour it takes; a status this client does not know yet
 * shows as the server sent it, in grey, rather than not at all.
 */
export function StatusBadge({
  status,
  tones,
  variant = 'subtle',
  testId,
  withStatus = false,
}: {
  status: string;
  tones: Readonly<Record<string, StatusTone>>;
  variant?: 'subtle' | 'surface';
  testId?: string;
  /** Carry the raw status as `data-status`, for the tests that read it. */
  withStatus?: boolean;
}) {
  const tone = Object.hasOwn(tones, status) ? tones[status] : undefined;
  return (
    <Badge
      variant={variant}
      colorPalette={tone?.colorPalette ?? 'gray'}
      data-testid={testId}
      data-status={withStatus ? status : undefined}
    >
      {tone ? <FormattedMessage id={tone.label.id} /> : status}
    </Badge>
  );
}
