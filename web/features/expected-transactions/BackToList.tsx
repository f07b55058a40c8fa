import { Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { MenuIcon } from '../../ui/MenuIcon';

/** The link above a create or edit screen back to the list. */
export function BackToList() {
  return (
    <Link asChild fontSize="sm" color="fg.muted" marginBottom="3" _hover={{ color: 'brand.fg' }}>
      <RouterLink to="/expected-transactions">
        <MenuIcon name="arrowLeft" />
        <FormattedMessage id="expectedTransactionForm.back" />
      </RouterLink>
    </Link>
  );
}
