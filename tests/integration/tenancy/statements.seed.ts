import { defineSeed } from './seeds.js';

/** A statement line in their bank account, an upload, and a statement import of another upload. */
export default defineSeed({
  otherKinds: ['Upload'],
  needs: ['BankAccount'],
  async make({ system, browser }, made) {
    const line = await browser.data<{
      statementTransactionCreate: { statementTransaction: { id: string } };
    }>(
      'mutation ($input: StatementTransactionCreateInput!) { statementTransactionCreate(input: $input) { statementTransaction { id } } }',
      {
        input: {
          bankAccountId: made.BankAccount,
          date: '2026-11-20',
          description: 'SETORAN RAHASIA',
          direction: 'CREDIT',
          amount: '1000',
        },
      },
    );
    const uploadFile = async () => {
      const response = await fetch(`${system.url}/api/uploads?purpose=STATEMENT`, {
        method: 'POST',
        headers: {
          'content-type': 'text/csv',
          'x-file-name': 'rahasia.csv',
          cookie: browser.cookieHeader,
        },
        body: 'Tanggal,Keterangan\n',
      });
      return ((await response.json()) as { id: string }).id;
    };
    const upload = await uploadFile();
    const started = await browser.data<{ statementImportStart: { import: { id: string } } }>(
      'mutation ($input: StatementImportStartInput!) { statementImportStart(input: $input) { import { id } } }',
      { input: { uploadId: await uploadFile(), bankAccountId: made.BankAccount } },
    );
    return {
      StatementTransaction: line.statementTransactionCreate.statementTransaction.id,
      Upload: upload,
      Import: started.statementImportStart.import.id,
    };
  },
});
