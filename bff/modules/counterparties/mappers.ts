/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  Counterparty: '../../../contracts/treasury/counterparties.js#CounterpartyResponse',
  CounterpartyBankAccount:
    '../../../contracts/treasury/counterparties.js#CounterpartyBankAccountResponse',
  CounterpartyConnection: '../../../contracts/treasury/counterparties.js#CounterpartyListResponse',
  CounterpartyEdge: '../../../contracts/treasury/counterparties.js#CounterpartyCreatedResponse',
  CounterpartyUpdate: '../../events.js#DomainEvent',
};
