import { Switch } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { writePaymentSearch, type PaymentSearch } from './paymentSearch';

/** The list's "Archived" switch: archived orders leave the lists (spec section 4) and show only with it on (`?archived=1`). */
export function ArchivedSwitch({ path, search }: { path: string; search: PaymentSearch }) {
  const navigate = useNavigate();
  return (
    <Switch.Root
      checked={search.archived}
      onCheckedChange={(details) =>
        void navigate(writePaymentSearch(path, { ...search, archived: details.checked }), {
          preventScrollReset: true,
        })
      }
      colorPalette="brand"
      size="sm"
      flexShrink="0"
      data-testid="payments-archived"
      data-checked-state={search.archived ? 'on' : 'off'}
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label fontSize="sm">
        <FormattedMessage id="payments.archivedSwitch" />
      </Switch.Label>
    </Switch.Root>
  );
}
