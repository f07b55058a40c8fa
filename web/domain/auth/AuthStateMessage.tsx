import { Text } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { AuthStatePanel } from './AuthStatePanel';

type AuthStateMessageProps = Omit<ComponentProps<typeof AuthStatePanel>, 'title' | 'children'> & {
  title: { id: string };
  body: { id: string };
};

/**
 * A state said in a title and one paragraph from the catalogue ("link
 * expired", "password changed"): most account and link pages say no more, so
 * they name the two messages rather than lay out the panel's text each time.
 */
export function AuthStateMessage({ title, body, ...panel }: AuthStateMessageProps) {
  return (
    <AuthStatePanel {...panel} title={<FormattedMessage id={title.id} />}>
      <Text>
        <FormattedMessage id={body.id} />
      </Text>
    </AuthStatePanel>
  );
}
