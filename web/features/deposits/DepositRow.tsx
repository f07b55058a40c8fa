import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  DepositRow_deposit$data,
  DepositRow_deposit$key,
} from '../../__generated__/DepositRow_deposit.graphql';
import { formatDate, formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { RowActionsCell } from '../../ui/RowActions';
import { TwoLineText } from '../../ui/TwoLineText';
import { useMoneyFormat } from '../../ui/useMoneyFormat';
import { DepositPeriodCell } from './DepositPeriodCell';
import { DepositStatusCell } from './DepositStatusCell';
import { FigureCell } from '../../ui/FigureCell';

/** What the close dialog names of the deposit it closes. */
export type DepositTarget = {
  id: string;
  alias: string;
  principal: string;
  maturityDate: string;
  accruedNet: string;
  accruedDays: number;
};

type DepositRowProps = {
  deposit: DepositRow_deposit$key;
  /** Whether the row ends with the actions column (the viewer manages deposits). */
  withActions: boolean;
  onClose: (deposit: DepositTarget) => void;
};

/**
 * One deposit, its secondary facts stacked under the main ones so the list
 * keeps five columns: alias over bank; principal over the yearly rate (and
 * the amount first placed, once interest rolled over); issued or renewed date
 * to maturity over tenor and term; interest accrued to date, gross over net
 * of the 20% final tax; status over what happens at maturity or why it was
 * closed. A running deposit offers Close to a member who manages deposits.
 */
export function DepositRow({ deposit, withActions, onClose }: DepositRowProps) {
  const data = useFragment(
    graphql`
      fragment DepositRow_deposit on Deposit {
        id
        alias
        bank {
          code
          name
        }
        amount {
          amount
          currency
        }
        principal {
          amount
          currency
        }
        maturityDate
        interestRate
        status
        editable
        accruedInterest {
          to
          days
          gross {
            amount
            currency
          }
          net {
            amount
            currency
          }
        }
        ...DepositPeriodCell_deposit
        ...DepositStatusCell_deposit
      }
    `,
    deposit,
  );
  const { language } = useLanguage();
  const money = useMoneyFormat();
  const principal = money(data.principal);
  const maturity = formatDate(data.maturityDate, language);
  const target: DepositTarget = {
    id: data.id,
    alias: data.alias,
    principal,
    maturityDate: maturity,
    accruedNet: money(data.accruedInterest.net),
    accruedDays: data.accruedInterest.days,
  };

  return (
    <Table.Row data-testid="deposit-row" data-status={data.status}>
      <Table.Cell minWidth="40">
        <TwoLineText
          primary={data.alias}
          secondary={data.bank.name}
          primaryTestId="deposit-alias"
          secondaryTestId="deposit-bank"
        />
      </Table.Cell>
      <DepositPrincipalCell deposit={data} principal={principal} />
      <DepositPeriodCell deposit={data} />
      <DepositInterestCell interest={data.accruedInterest} />
      <DepositStatusCell deposit={data} />
      {withActions ? (
        <RowActionsCell>
          <ActionButtonList
            size="xs"
            buttons={[
              {
                label: 'deposits.action.close',
                testId: 'deposit-close',
                look: 'quietDanger',
                shown: data.editable,
                onClick: () => onClose(target),
              },
            ]}
          />
        </RowActionsCell>
      ) : null}
    </Table.Row>
  );
}

type Money = { readonly amount: string; readonly currency: string };

/** The principal over the yearly rate, and the amount first placed once interest rolled over. */
function DepositPrincipalCell({
  deposit: data,
  principal,
}: {
  deposit: Pick<DepositRow_deposit$data, 'amount' | 'principal' | 'interestRate'>;
  /** The principal, formatted. */
  principal: string;
}) {
  const { language } = useLanguage();
  const money = useMoneyFormat();
  const renewed = data.principal.amount !== data.amount.amount;
  return (
    <FigureCell>
      <Text fontWeight="medium" data-testid="deposit-principal">
        {principal}
      </Text>
      <Text fontSize="xs" color="fg.muted" data-testid="deposit-rate">
        <FormattedMessage
          id="deposits.ratePerYear"
          values={{ rate: formatDecimal(data.interestRate, language) }}
        />
      </Text>
      {renewed ? (
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="deposits.placedAmount" values={{ amount: money(data.amount) }} />
        </Text>
      ) : null}
    </FigureCell>
  );
}

/** The interest accrued to date: gross, over net of the final tax, over how many days. */
function DepositInterestCell({
  interest,
}: {
  interest: { readonly days: number; readonly gross: Money; readonly net: Money };
}) {
  const money = useMoneyFormat();
  return (
    <FigureCell>
      <Text fontWeight="medium" data-testid="deposit-interest-gross">
        {money(interest.gross)}
      </Text>
      <Text fontSize="xs" color="fg.muted" data-testid="deposit-interest-net">
        <FormattedMessage id="deposits.interestNet" values={{ amount: money(interest.net) }} />
      </Text>
      <Text fontSize="xs" color="fg.muted" data-testid="deposit-interest-days">
        <FormattedMessage id="deposits.interestDays" values={{ count: interest.days }} />
      </Text>
    </FigureCell>
  );
}
