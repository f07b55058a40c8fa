import { Text, type TextProps } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A menu group's heading as the sidebar and Home's shortcuts show it: small, upper-case and subtle. */
export function MenuGroupLabel({ label, ...textProps }: { label: { id: string } } & TextProps) {
  return (
    <Text
      fontSize="xs"
      fontWeight="semibold"
      textTransform="uppercase"
      letterSpacing="wider"
      color="fg.subtle"
      {...textProps}
    >
      <FormattedMessage id={label.id} />
    </Text>
  );
}
