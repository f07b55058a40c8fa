import { fetchQuery, graphql, type Environment } from 'relay-runtime';
import type { orderCounterpartyQuery } from '../../__generated__/orderCounterpartyQuery.graphql';
import type { FormCounterparty } from './orderFormSchema';

/** What a payment form knows of the counterparty paid: what the service checks of it, and the bank accounts to choose from. */
export const orderCounterpartyFragment = graphql`
  fragment orderCounterparty_counterparty on Counterparty {
    id
    alias
    legalName
    status
    type
    taxNumber
    generated
    bankAccounts {
      id
      accountNumber
      accountName
      alias
      bank {
        code
        name
      }
    }
  }
`;

const counterpartyQuery = graphql`
  query orderCounterpartyQuery($id: ID!) {
    counterparty(id: $id) {
      ...orderCounterparty_counterparty @relay(mask: false)
    }
  }
`;

export type OrderCounterparty = NonNullable<orderCounterpartyQuery['response']['counterparty']>;

/**
 * The counterparty a member just chose in the payment form, with its bank
 * accounts: read when the choice is made (not as the route starts, since
 * any counterparty may be chosen), from the store when it is there.
 */
export async function loadOrderCounterparty(
  environment: Environment,
  id: string,
): Promise<OrderCounterparty | null> {
  const data = await fetchQuery<orderCounterpartyQuery>(
    environment,
    counterpartyQuery,
    { id },
    { fetchPolicy: 'store-or-network' },
  ).toPromise();
  return data?.counterparty ?? null;
}

/** The counterparty as the form's rules weigh it. */
export function formCounterpartyOf(
  counterparty: OrderCounterparty | null,
): FormCounterparty | null {
  if (!counterparty) return null;
  return {
    id: counterparty.id,
    status: counterparty.status,
    type: counterparty.type,
    taxNumber: counterparty.taxNumber ?? null,
    generated: counterparty.generated,
    accounts: counterparty.bankAccounts.map((account) => ({
      id: account.id,
      bankCode: account.bank.code,
    })),
  };
}
