import { graphql } from 'react-relay';

/**
 * Who an order pays (the beneficiary's bank and account, the counterparty of a
 * payment or the destination account of a transfer) and the account it leaves
 * from, as the row, the detail and the head of an order read them. Spread it
 * unmasked (`...orderParties_order @relay(mask: false)`) so the fields read
 * as the order's own, where `orderNameOf` takes them.
 */
export const orderPartiesFields = graphql`
  fragment orderParties_order on PaymentOrder {
    beneficiary {
      bankName
      accountNumber
      accountName
    }
    sourceAccount {
      alias
      accountNumber
      bank {
        name
      }
    }
    ... on Payment {
      counterparty {
        alias
        legalName
      }
    }
    ... on Transfer {
      destinationAccount {
        alias
      }
    }
  }
`;

/** What an order's name is made of, as `orderParties_order` reads it. */
type NamedOrder = {
  readonly beneficiary: { readonly accountName: string };
  readonly counterparty?: { readonly alias: string } | null;
  readonly destinationAccount?: { readonly alias: string } | null;
};

/** The name an order goes by: its counterparty's alias (a payment), its destination account's (a transfer), or the beneficiary's account name. */
export function orderNameOf(order: NamedOrder): string {
  return (
    order.counterparty?.alias ?? order.destinationAccount?.alias ?? order.beneficiary.accountName
  );
}
