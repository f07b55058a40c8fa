import { Badge, Box, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type IconName, MenuIcon } from './MenuIcon';

type IconTileProps = {
  name: IconName;
  /** The smaller tile (md corners, less padding), beside a page's own heading. */
  compact?: boolean;
  /** A brand badge beside the tile (what kind of page it is: not built yet, an invitation). */
  badge?: ReactNode;
};

/** The mark at the top of a card or panel: its icon on the brand's pale tile, with a badge beside it when there is one. */
export function IconTile({ name, compact = false, badge }: IconTileProps) {
  const tile = (
    <Box
      bg="brand.subtle"
      color="brand.fg"
      rounded={compact ? 'md' : 'lg'}
      padding={compact ? '2' : '2.5'}
      flexShrink="0"
    >
      <MenuIcon name={name} boxSize="5" />
    </Box>
  );
  if (!badge) return tile;
  return (
    <HStack gap="3">
      {tile}
      <Badge colorPalette="brand" variant="subtle">
        {badge}
      </Badge>
    </HStack>
  );
}
