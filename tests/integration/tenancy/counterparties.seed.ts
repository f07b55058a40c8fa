import { createCounterpartyRest } from '../../support/factories.js';
import { payeeAccountOf } from '../../support/payments.js';
import { defineSeed, globalId } from './seeds.js';

/** A counterparty with a bank account (whose id is the service's: it is named only with its counterparty). */
export default defineSeed({
  otherKinds: ['CounterpartyBankAccount'],
  arguments: {
    /** A counterparty's bank account ids are its service ids (CounterpartyBankAccount.id), named only with their counterparty. */
    removeBankAccountIds: ['CounterpartyBankAccount'],
  },
  async make({ system, tokens }) {
    const counterparty = await createCounterpartyRest(system, tokens);
    return {
      Counterparty: globalId('Counterparty', counterparty.id),
      CounterpartyBankAccount: await payeeAccountOf(system, counterparty.id),
    };
  },
});
