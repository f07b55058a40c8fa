import { SegmentGroup } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { AppMode } from '../navigation/appMode';

/** Switches between the treasury and invoicing app modes. */
export function ModeSwitch({
  mode,
  onChange,
}: {
  mode: AppMode;
  onChange: (mode: AppMode) => void;
}) {
  const intl = useIntl();
  return (
    <SegmentGroup.Root
      data-testid="mode-switch"
      size="sm"
      width="full"
      value={mode}
      aria-label={intl.formatMessage({ id: 'mode.label' })}
      onValueChange={(details) => {
        if (details.value === 'treasury' || details.value === 'invoicing') onChange(details.value);
      }}
    >
      <SegmentGroup.Indicator bg="bg" shadow="sm" />
      {/* Each mode as wide as its words, the room left shared: "Perbendaharaan" needs more than "Penagihan", in small type to leave both a margin. */}
      <SegmentGroup.Items
        flex="1 1 auto"
        paddingX="2.5"
        textStyle="xs"
        whiteSpace="nowrap"
        justifyContent="center"
        items={[
          { value: 'treasury', label: intl.formatMessage({ id: 'mode.treasury' }) },
          { value: 'invoicing', label: intl.formatMessage({ id: 'mode.invoicing' }) },
        ]}
      />
    </SegmentGroup.Root>
  );
}
