import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { CheckoutPageQuery } from '../../__generated__/CheckoutPageQuery.graphql';
import { AuthStateMessage } from '../../domain/auth/AuthStateMessage';
import { LinkLayout } from '../../domain/auth/LinkLayout';
import type { TokenRoute } from '../../relay/loadTokenRoute';
import { BuyerInvoice } from './BuyerInvoice';
import { CheckoutPay } from './CheckoutPay';
import { useInvoiceLinkUpdates } from './useInvoiceLinkUpdates';

export const checkoutPageQuery = graphql`
  query CheckoutPageQuery($token: String!) {
    invoiceLink(token: $token) {
      state
      expiresAt
      invoice {
        ...BuyerInvoice_invoice
      }
      checkout {
        ...CheckoutPay_checkout
      }
    }
  }
`;

/** A link that opens nothing: past its date (or no link at all), or spent; it shows nothing of the invoice. */
function LinkClosed({ spent }: { spent: boolean }) {
  const kind = spent ? 'spent' : 'expired';
  return (
    <LinkLayout narrow>
      <AuthStateMessage
        testId={`invoice-link-${kind}`}
        icon="expired"
        title={{ id: `checkout.link.${kind}.title` }}
        body={{ id: `checkout.link.${kind}.body` }}
      />
    </LinkLayout>
  );
}

/** The invoice the token opens, or why it opens nothing. */
function OpenedLink({
  token,
  queryRef,
}: {
  token: string;
  queryRef: PreloadedQuery<CheckoutPageQuery>;
}) {
  const { invoiceLink } = usePreloadedQuery<CheckoutPageQuery>(checkoutPageQuery, queryRef);
  useInvoiceLinkUpdates(token);
  if (invoiceLink.state !== 'VALID' || !invoiceLink.invoice)
    return <LinkClosed spent={invoiceLink.state === 'SPENT'} />;
  return (
    <LinkLayout>
      <BuyerInvoice
        invoice={invoiceLink.invoice}
        token={token}
        expiresAt={invoiceLink.expiresAt ?? null}
      >
        {invoiceLink.checkout ? (
          <CheckoutPay checkout={invoiceLink.checkout} token={token} />
        ) : null}
      </BuyerInvoice>
    </LinkLayout>
  );
}

/**
 * `/checkout?token=…`: the buyer's page for one issued invoice, opened from
 * the invoice mail without an account: the invoice as issued, what is left to
 * pay and where, its PDF in English or Indonesian, and paying it online by
 * virtual account or QRIS through the seller's gateway. A link past its date
 * or spent (the invoice cancelled or sent again), or no token, shows only
 * that.
 */
export function CheckoutPage() {
  const route = useLoaderData<TokenRoute<CheckoutPageQuery>>();
  if (route.token === null) return <LinkClosed spent={false} />;
  return <OpenedLink key={route.token} token={route.token} queryRef={route.queryRef} />;
}
