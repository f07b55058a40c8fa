import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A figure in a report's table that opens what it is made of: it reads as the figure, underlined with dots. */
export function FigureButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant="plain"
      size="sm"
      height="auto"
      padding="0"
      fontWeight="inherit"
      color="brand.fg"
      textDecoration="underline dotted"
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
