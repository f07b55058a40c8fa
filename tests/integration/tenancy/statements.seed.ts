import { createStatementLine, defineSeed } from './seeds.js';
import { takenUploadId, uploadCsvThroughBff } from '../../support/csv-uploads.js';

/** A statement line in their bank account, an upload, and a statement import of another upload. */
export default defineSeed({
  otherKinds: ['Upload'],
  needs: ['BankAccount'],
  async make({ system, browser }, made) {
    const line = await createStatementLine(browser, made.BankAccount!, {
      date: '2026-11-20',
      description: 'SETORAN RAHASIA',
      amount: '1000',
    });
    const uploadFile = () =>
      takenUploadId(
        uploadCsvThroughBff(system, browser, 'STATEMENT', 'rahasia.csv', 'Tanggal,Keterangan\n'),
      );
    const upload = await uploadFile();
    const started = await browser.data<{ statementImportStart: { import: { id: string } } }>(
      'mutation ($input: StatementImportStartInput!) { statementImportStart(input: $input) { import { id } } }',
      { input: { uploadId: await uploadFile(), bankAccountId: made.BankAccount } },
    );
    return {
      StatementTransaction: line,
      Upload: upload,
      Import: started.statementImportStart.import.id,
    };
  },
});
