/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A bank account of a new counterparty. */
export type CounterpartyBankAccountInput = {
  /** The name the bank holds the account under. */
  accountName: string;
  /** The account number: digits only. */
  accountNumber: string;
  /** A short name for the account, optional. */
  alias?: string | null | undefined;
  /** The bank's code, from `banks`. */
  bankCode: string;
};

/** A new counterparty. */
export type CounterpartyCreateInput = {
  /** A short name, unique within the organisation. Required. */
  alias: string;
  /** The counterparty's bank accounts; at least one. */
  bankAccounts: Array<CounterpartyBankAccountInput>;
  /** An email address, optional. */
  email?: string | null | undefined;
  /** The counterparty's id in another system, optional; unique within the organisation. */
  externalId?: string | null | undefined;
  /** The registered legal name. Required. */
  legalName: string;
  /** The tax number (NPWP), optional: 15 or 16 digits; dots, dashes and spaces are ignored. */
  taxNumber?: string | null | undefined;
  /** Company or individual. */
  type: CounterpartyType;
};

/** Whether a counterparty is a company or a person. */
export type CounterpartyType =
  /** A company or other legal entity. */
  | 'COMPANY'
  /** A natural person. */
  | 'INDIVIDUAL';

/** Spec section 4: where a payment or a transfer stands. */
export type PaymentStatus =
  /** Cancelled, with a reason. */
  | 'CANCELLED'
  /** The bank refused it or it failed; it may be sent again. */
  | 'FAILED'
  /** At the bank, or exported to be sent by hand. */
  | 'IN_PROGRESS'
  /** Waiting for its approvals. */
  | 'NEEDS_APPROVAL'
  /** Rejected by an approver, with a reason. */
  | 'REJECTED'
  /** Approved, waiting for its payment date. */
  | 'SCHEDULED'
  /** The bank sent it, or a statement transaction explains it. */
  | 'SENT';

export type CounterpartiesPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type CounterpartiesPageQuery = { counterparties: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, legalName: string, alias: string } }> } };

export type CounterpartyCreateMutationVariables = Exact<{
  input: CounterpartyCreateInput;
}>;


export type CounterpartyCreateMutation = { counterpartyCreate: { counterparty: { id: string, legalName: string, alias: string } | null, userErrors: Array<{ field: string | null, code: string, message: string }> } };

export type WebhookPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type WebhookPaymentQuery = { node:
    | { id: string, status: PaymentStatus }
    | Record<PropertyKey, never>
   | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const CounterpartiesPageDocument = new TypedDocumentString(`
    query CounterpartiesPage($first: Int!, $after: String) {
  counterparties(first: $first, after: $after) {
    totalCount
    pageInfo {
      hasNextPage
      endCursor
    }
    edges {
      node {
        id
        legalName
        alias
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CounterpartiesPageQuery, CounterpartiesPageQueryVariables>;
export const CounterpartyCreateDocument = new TypedDocumentString(`
    mutation CounterpartyCreate($input: CounterpartyCreateInput!) {
  counterpartyCreate(input: $input) {
    counterparty {
      id
      legalName
      alias
    }
    userErrors {
      field
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CounterpartyCreateMutation, CounterpartyCreateMutationVariables>;
export const WebhookPaymentDocument = new TypedDocumentString(`
    query WebhookPayment($id: ID!) {
  node(id: $id) {
    ... on Payment {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookPaymentQuery, WebhookPaymentQueryVariables>;