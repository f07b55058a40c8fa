import { Button, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator } from 'react-router';
import type { CheckoutPayRefreshMutation } from '../../__generated__/CheckoutPayRefreshMutation.graphql';
import type { CheckoutReturnPageQuery } from '../../__generated__/CheckoutReturnPageQuery.graphql';
import { AuthStateMessage } from '../../domain/auth/AuthStateMessage';
import { AuthStatePanel } from '../../domain/auth/AuthStatePanel';
import { LinkLayout } from '../../domain/auth/LinkLayout';
import { useLanguage } from '../../i18n/useLanguage';
import type { TokenRoute } from '../../relay/loadTokenRoute';
import { useCommit } from '../../relay/useCommit';
import { chargeWords, checkoutRefreshMutation } from './CheckoutPay';
import { useInvoiceLinkUpdates } from './useInvoiceLinkUpdates';

/** What the return page shows of the charge, as its query reads it and the link's updates bring it (spread unmasked). */
export const checkoutReturnCharge = graphql`
  fragment CheckoutReturnPage_charge on CheckoutCharge {
    channel
    status
    amount {
      amount
      currency
    }
  }
`;

export const checkoutReturnPageQuery = graphql`
  query CheckoutReturnPageQuery($token: String!) {
    invoiceLink(token: $token) {
      state
      invoice {
        number
        status
      }
      checkout {
        charge {
          ...CheckoutReturnPage_charge @relay(mask: false)
        }
      }
    }
  }
`;

type Outcome = 'checking' | 'paid' | 'waiting' | 'failed' | 'closed';

/** What the charge's state means to the buyer who came back from the gateway. */
function outcomeOf(link: CheckoutReturnPageQuery['response']['invoiceLink']): Outcome {
  if (link.state !== 'VALID') return 'closed';
  const status = link.checkout?.charge?.status;
  if (status === 'PAID' || status === 'SETTLED' || link.invoice?.status === 'PAID') return 'paid';
  if (status === 'PENDING') return 'waiting';
  return 'failed';
}

const ICON: Record<Outcome, 'done' | 'expired' | 'mail'> = {
  checking: 'mail',
  paid: 'done',
  waiting: 'mail',
  failed: 'expired',
  closed: 'expired',
};

function Returned({
  token,
  queryRef,
  from,
}: {
  token: string;
  queryRef: PreloadedQuery<CheckoutReturnPageQuery>;
  from: 'success' | 'failed';
}) {
  const { invoiceLink } = usePreloadedQuery<CheckoutReturnPageQuery>(
    checkoutReturnPageQuery,
    queryRef,
  );
  useInvoiceLinkUpdates(token);
  const { language } = useLanguage();
  const [refresh, refreshing] = useCommit<CheckoutPayRefreshMutation>(checkoutRefreshMutation);
  const revalidator = useRevalidator();
  const [checked, setChecked] = useState(false);
  const asked = useRef(false);
  const check = async () => {
    // The gateway is asked (a status check), never told: only its answer moves the charge.
    await refresh({ variables: { input: { token } } }).catch(() => null);
    await revalidator.revalidate();
    setChecked(true);
  };
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void check();
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const outcome: Outcome = checked ? outcomeOf(invoiceLink) : 'checking';
  const charge = invoiceLink.checkout?.charge;
  const values = {
    number: invoiceLink.invoice?.number ?? '',
    ...(charge ? chargeWords(charge, language) : { amount: '', channel: '' }),
  };
  const back = `/checkout?token=${encodeURIComponent(token)}`;
  return (
    <LinkLayout narrow>
      <AuthStatePanel
        testId={`checkout-return-${outcome}`}
        icon={ICON[outcome]}
        title={<FormattedMessage id={`checkout.return.${outcome}.title`} values={values} />}
        links={
          outcome === 'closed' || outcome === 'checking'
            ? []
            : [
                {
                  to: back,
                  label: {
                    // Back from a failed attempt whose charge still waits: the page offers another way to pay.
                    id:
                      outcome === 'failed' || (outcome === 'waiting' && from === 'failed')
                        ? 'checkout.return.chooseAgain'
                        : 'checkout.return.back',
                  },
                  testId: 'checkout-return-back',
                },
              ]
        }
        actions={
          outcome === 'waiting' ? (
            <Button
              variant="outline"
              size="lg"
              width="full"
              loading={refreshing}
              onClick={() => void check()}
              data-testid="checkout-return-check"
            >
              <FormattedMessage id="checkout.pay.check" />
            </Button>
          ) : undefined
        }
      >
        {outcome === 'checking' ? (
          <Spinner />
        ) : (
          <Text>
            <FormattedMessage
              id={`checkout.return.${outcome}.body${outcome === 'waiting' ? `.${from}` : ''}`}
              values={values}
            />
          </Text>
        )}
      </AuthStatePanel>
    </LinkLayout>
  );
}

/**
 * `/checkout/success?token=…` and `/checkout/failed?token=…`: where the
 * gateway's page sends the buyer back. Coming back says nothing by itself:
 * the page asks the gateway for the charge's state (a status check) and says
 * what it answered: paid, still waiting, or not paid (expired or failed),
 * with the way back to the invoice. While it waits, the gateway's
 * notification, when it comes, turns it to paid by itself
 * (`useInvoiceLinkUpdates`); the status check stays for a notification that
 * never came.
 */
export function CheckoutReturnPage({ from }: { from: 'success' | 'failed' }) {
  const route = useLoaderData<TokenRoute<CheckoutReturnPageQuery>>();
  if (route.token === null)
    return (
      <LinkLayout narrow>
        <AuthStateMessage
          testId="checkout-return-closed"
          icon="expired"
          title={{ id: 'checkout.return.closed.title' }}
          body={{ id: 'checkout.return.closed.body' }}
        />
      </LinkLayout>
    );
  return <Returned key={route.token} token={route.token} queryRef={route.queryRef} from={from} />;
}
