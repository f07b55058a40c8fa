import { Button, Card, Flex, RadioCard, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useRevalidator } from 'react-router';
import type {
  CheckoutPay_checkout$data,
  CheckoutPay_checkout$key,
} from '../../__generated__/CheckoutPay_checkout.graphql';
import type { CheckoutPayRefreshMutation } from '../../__generated__/CheckoutPayRefreshMutation.graphql';
import type {
  CheckoutChannel,
  CheckoutPayStartMutation,
} from '../../__generated__/CheckoutPayStartMutation.graphql';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { CardTitleBar } from '../../ui/CardTitleBar';
import { ChoiceCard } from '../../ui/ChoiceCard';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { useDialogError } from '../../ui/useDialogError';

const startMutation = graphql`
  mutation CheckoutPayStartMutation($input: CheckoutStartInput!) {
    checkoutStart(input: $input) {
      charge {
        paymentUrl
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;

export const checkoutRefreshMutation = graphql`
  mutation CheckoutPayRefreshMutation($input: CheckoutRefreshInput!) {
    checkoutRefresh(input: $input) {
      checkout {
        charge {
          status
        }
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;

type Checkout = CheckoutPay_checkout$data;
type Charge = NonNullable<Checkout['charge']>;

/** Sends the buyer to the gateway's page: a full navigation, out of the app. */
const goTo = (url: string) => window.location.assign(url);

/**
 * Paying the invoice online: the channels the seller's gateway offers (a
 * virtual account at five banks, or QRIS), each with its limits checked
 * before any charge; the charge waiting for the buyer, to go on with or to
 * check; or what was paid. Paying happens on the gateway's page: this page
 * never says "paid" until the gateway has said so.
 */
export function CheckoutPay({
  checkout,
  token,
}: {
  checkout: CheckoutPay_checkout$key;
  token: string;
}) {
  const data = useFragment(
    graphql`
      fragment CheckoutPay_checkout on Checkout {
        available
        amount {
          amount
          currency
        }
        rounding {
          amount
          currency
        }
        milestones {
          position
          name
          dueDate
          amount {
            amount
            currency
          }
        }
        channels {
          channel
          refusal {
            code
            limit {
              amount
              currency
            }
          }
        }
        charge {
          channel
          status
          paymentUrl
          expiresAt
          paidAt
          amount {
            amount
            currency
          }
        }
      }
    `,
    checkout,
  );
  const [choosing, setChoosing] = useState(false);
  const charge = data.charge;
  const waiting = charge?.status === 'PENDING' && Boolean(charge.paymentUrl);
  const paid = charge?.status === 'PAID' || charge?.status === 'SETTLED';
  if (!data.available && !paid && !waiting) return null;
  return (
    <Card.Root variant="outline" bg="bg" data-testid="checkout-pay">
      <CardTitleBar
        title={<FormattedMessage id="checkout.pay.title" />}
        description={<FormattedMessage id="checkout.pay.description" />}
      />
      <Card.Body>
        {paid && !data.available ? (
          <ChargePaid charge={charge!} />
        ) : paid ? (
          // A milestone paid, and more left: what was received, and paying the next part.
          <Stack gap="4">
            <ChargePaid charge={charge!} />
            <ChannelChoice
              checkout={data}
              token={token}
              replacing={null}
              outdated={null}
              onBack={() => setChoosing(false)}
            />
          </Stack>
        ) : waiting && !(choosing && data.available) ? (
          <ChargeWaiting
            charge={charge!}
            token={token}
            onChooseAnother={data.available ? () => setChoosing(true) : null}
          />
        ) : (
          <ChannelChoice
            checkout={data}
            token={token}
            replacing={waiting ? charge! : null}
            outdated={outdatedCharge(charge, data.amount)}
            onBack={() => setChoosing(false)}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** What a charge's words name: the amount it asks for and its channel. */
export function chargeWords(
  charge: {
    readonly channel: string;
    readonly amount: { readonly amount: string; readonly currency: string };
  },
  language: Language,
) {
  return {
    amount: formatMoney(charge.amount.amount, charge.amount.currency, language),
    channel: <FormattedMessage id={`checkout.channel.${charge.channel}`} />,
  };
}

/** What the gateway said was paid, and when. */
function ChargePaid({ charge }: { charge: Charge }) {
  const { language } = useLanguage();
  return (
    <ChargeNotice
      testId="checkout-paid"
      title={{ id: 'checkout.pay.paid.title' }}
      body={{ id: 'checkout.pay.paid.body' }}
      values={{
        ...chargeWords(charge, language),
        date: charge.paidAt ? formatDateTime(charge.paidAt, language) : '',
      }}
    />
  );
}

/** What the buyer is told of a charge that ended, paid or outdated: a title over a body naming the charge. */
function ChargeNotice({
  testId,
  title,
  body,
  values,
}: {
  testId: string;
  title: MessageDescriptor;
  body: MessageDescriptor;
  values: Record<string, ReactNode>;
}) {
  return (
    <NoticeAlert
      status="info"
      testId={testId}
      title={<FormattedMessage {...title} />}
      description={<FormattedMessage {...body} values={values} />}
    />
  );
}

/**
 * The charge waiting for the buyer: go on to the gateway's page, ask whether
 * it was paid, or pay another way (a failed attempt at the gateway leaves the
 * charge waiting there).
 */
function ChargeWaiting({
  charge,
  token,
  onChooseAnother,
}: {
  charge: Charge;
  token: string;
  onChooseAnother: (() => void) | null;
}) {
  const { language } = useLanguage();
  const [refresh, refreshing] = useCommit<CheckoutPayRefreshMutation>(checkoutRefreshMutation);
  const revalidator = useRevalidator();
  const { error, outcome } = useDialogError();
  const check = async () => {
    const answer = await outcome(
      refresh({ variables: { input: { token } } }).then(({ checkoutRefresh }) => checkoutRefresh),
    );
    if (answer) await revalidator.revalidate();
  };
  return (
    <Stack gap="4" data-testid="checkout-waiting">
      <Text>
        <FormattedMessage
          id="checkout.pay.waiting"
          values={{
            ...chargeWords(charge, language),
            date: formatDateTime(charge.expiresAt, language),
          }}
        />
      </Text>
      <FormErrorAlert message={error} />
      <Flex gap="3" wrap="wrap">
        <Button
          colorPalette="brand"
          onClick={() => goTo(charge.paymentUrl!)}
          data-testid="checkout-continue"
        >
          <FormattedMessage id="checkout.pay.continue" />
        </Button>
        <Button
          variant="outline"
          loading={refreshing}
          onClick={() => void check()}
          data-testid="checkout-check"
        >
          <FormattedMessage id="checkout.pay.check" />
        </Button>
        {onChooseAnother ? (
          <Button variant="ghost" onClick={onChooseAnother} data-testid="checkout-other-channel">
            <FormattedMessage id="checkout.pay.otherChannel" />
          </Button>
        ) : null}
      </Flex>
    </Stack>
  );
}

/**
 * The charge that ended because what is left of the invoice changed while it
 * waited (a payment, a credit memo or tax withheld lowered it, and the
 * service expired it at the gateway): the buyer is told, and its channel
 * charges what is left now in one click.
 */
function outdatedCharge(
  charge: Charge | null | undefined,
  amount: Checkout['amount'],
): Charge | null {
  if (charge?.status !== 'EXPIRED' || !amount) return null;
  return charge.amount.amount !== amount.amount ? charge : null;
}

/**
 * The channels, each with what it cannot take; paying opens a charge and goes
 * to the gateway's page. With a charge `replacing`, choosing another channel
 * cancels that one at the gateway first (the service does), so only one can
 * ever be paid.
 */
function ChannelChoice({
  checkout,
  token,
  replacing,
  outdated,
  onBack,
}: {
  checkout: Checkout;
  token: string;
  replacing: Charge | null;
  outdated: Charge | null;
  onBack: () => void;
}) {
  const { language } = useLanguage();
  const [start, starting] = useCommit<CheckoutPayStartMutation>(startMutation);
  const { error, outcome } = useDialogError();
  // Replacing a waiting charge, another channel than its own comes first.
  const open = checkout.channels.filter(
    (option) => !option.refusal && option.channel !== replacing?.channel,
  );
  // A charge replaced for a new amount: its own channel again, when it can take what is left.
  const again = open.find((option) => option.channel === outdated?.channel);
  const [channel, setChannel] = useState<CheckoutChannel | null>(
    (again ?? open[0])?.channel ?? null,
  );
  // The next milestone due is offered first; all that is left is one click away.
  const payable = checkout.milestones.filter((milestone) => milestone.amount !== null);
  const [part, setPart] = useState<string>(payable[0] ? String(payable[0].position) : WHOLE);
  const chosen = payable.find((milestone) => String(milestone.position) === part);
  const charged = chosen?.amount ?? checkout.amount;
  const amount = charged ? formatMoney(charged.amount, charged.currency, language) : '';
  const pay = async () => {
    if (!channel) return;
    const milestone = chosen ? chosen.position : null;
    const started = await outcome(
      start({ variables: { input: { token, channel, milestone } } }).then(
        ({ checkoutStart }) => checkoutStart,
      ),
      (answer) => answer.userErrors.length === 0 && Boolean(answer.charge?.paymentUrl),
    );
    if (started?.charge?.paymentUrl) goTo(started.charge.paymentUrl);
  };
  return (
    <Stack gap="4" data-testid="checkout-channels">
      <Text color="fg.muted">
        <FormattedMessage id="checkout.pay.choose" values={{ amount }} />
      </Text>
      {payable.length > 0 ? (
        <PartChoice checkout={checkout} milestones={payable} value={part} onChange={setPart} />
      ) : null}
      <ChannelChoiceNotes
        rounding={chosen ? null : checkout.rounding}
        outdated={outdated}
        replacing={replacing}
        amount={amount}
      />
      <ChannelCards channels={checkout.channels} value={channel} onChange={setChannel} />
      <FormErrorAlert message={error} />
      <Flex justifyContent="flex-end" gap="3" wrap="wrap">
        {replacing ? (
          <Button variant="outline" onClick={onBack} data-testid="checkout-back-to-waiting">
            <FormattedMessage id="checkout.pay.backToWaiting" />
          </Button>
        ) : null}
        <Button
          colorPalette="brand"
          disabled={!channel}
          loading={starting}
          onClick={() => void pay()}
          data-testid="checkout-pay-button"
        >
          <FormattedMessage id="checkout.pay.submit" values={{ amount }} />
        </Button>
      </Flex>
    </Stack>
  );
}

/**
 * What the buyer is told above the channels: the rounding the gateway's
 * whole rupiah adds, the charge that ended because the amount changed, and
 * the waiting charge that paying another way replaces.
 */
function ChannelChoiceNotes({
  rounding,
  outdated,
  replacing,
  amount,
}: {
  rounding: Checkout['rounding'];
  outdated: Charge | null;
  replacing: Charge | null;
  /** What is left to pay now, in words. */
  amount: string;
}) {
  const { language } = useLanguage();
  const ended = outdated ? chargeWords(outdated, language) : null;
  return (
    <>
      {rounding ? (
        <Text color="fg.muted" fontSize="sm" data-testid="checkout-rounding">
          <FormattedMessage
            id="checkout.pay.rounding"
            values={{ rounding: formatMoney(rounding.amount, rounding.currency, language) }}
          />
        </Text>
      ) : null}
      {ended ? (
        <ChargeNotice
          testId="checkout-amount-changed"
          title={{ id: 'checkout.pay.changed.title' }}
          body={{ id: 'checkout.pay.changed.body' }}
          values={{ before: ended.amount, amount, channel: ended.channel }}
        />
      ) : null}
      {replacing ? (
        <Text fontSize="sm" data-testid="checkout-replacing">
          <FormattedMessage
            id="checkout.pay.replacing"
            values={{ channel: <FormattedMessage id={`checkout.channel.${replacing.channel}`} /> }}
          />
        </Text>
      ) : null}
    </>
  );
}

/** The choice of all that is left, meaning no milestone in particular. */
const WHOLE = 'whole';

/**
 * What to pay: a milestone (what is left of it and of those due before it,
 * which a payment settles first), or all that is left of the invoice.
 */
function PartChoice({
  checkout,
  milestones,
  value,
  onChange,
}: {
  checkout: Checkout;
  milestones: Checkout['milestones'];
  value: string;
  onChange: (value: string) => void;
}) {
  const { language } = useLanguage();
  const money = (amount: { readonly amount: string; readonly currency: string }) =>
    formatMoney(amount.amount, amount.currency, language);
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(details) => onChange(details.value ?? WHOLE)}
      orientation="vertical"
    >
      <RadioCard.Label>
        <FormattedMessage id="checkout.part.label" />
      </RadioCard.Label>
      <Flex gap="3" wrap="wrap">
        {milestones.map((milestone) => (
          <ChoiceCard
            key={milestone.position}
            value={String(milestone.position)}
            flex="1 1 14rem"
            data-testid={`checkout-part-${milestone.position}`}
            label={`${milestone.name} · ${money(milestone.amount!)}`}
            description={
              <FormattedMessage
                id="checkout.part.milestone"
                values={{ date: formatDate(milestone.dueDate, language) }}
              />
            }
          />
        ))}
        {checkout.amount ? (
          <ChoiceCard
            value={WHOLE}
            flex="1 1 14rem"
            data-testid="checkout-part-whole"
            label={money(checkout.amount)}
            description={<FormattedMessage id="checkout.part.whole" />}
          />
        ) : null}
      </Flex>
    </RadioCard.Root>
  );
}

/** The channels as cards to choose from; one that cannot take the amount is shown disabled, with why. */
function ChannelCards({
  channels,
  value,
  onChange,
}: {
  channels: Checkout['channels'];
  value: CheckoutChannel | null;
  onChange: (channel: CheckoutChannel) => void;
}) {
  const { language } = useLanguage();
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(details) => onChange(details.value as CheckoutChannel)}
      orientation="vertical"
    >
      <Flex gap="3" wrap="wrap">
        {channels.map((option) => (
          <ChoiceCard
            key={option.channel}
            value={option.channel}
            disabled={option.refusal !== null}
            flex="1 1 14rem"
            data-testid={`checkout-channel-${option.channel}`}
            label={<FormattedMessage id={`checkout.channel.${option.channel}`} />}
            description={
              option.refusal ? (
                <FormattedMessage
                  id={`checkout.refusal.${option.refusal.code}`}
                  values={{
                    limit: formatMoney(
                      option.refusal.limit.amount,
                      option.refusal.limit.currency,
                      language,
                    ),
                  }}
                />
              ) : (
                <FormattedMessage
                  id={
                    option.channel === 'QRIS'
                      ? 'checkout.channel.qrisHint'
                      : 'checkout.channel.vaHint'
                  }
                />
              )
            }
          />
        ))}
      </Flex>
    </RadioCard.Root>
  );
}
