import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { createOrganization } from '../support/factories.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { startTestSystem } from '../support/system.js';
import { takenUploadId, uploadCsvThroughBff } from '../support/csv-uploads.js';

/**
 * The web app's static files (copied into every build as they are), where the
 * import dialog's "Download template" link points; the BFF serves a web
 * directory only once it has an index.html, which a unit run need not build.
 */
function webDirWithPublicFiles(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kas-web-'));
  cpSync(path.resolve(import.meta.dirname, '../../web/public'), dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Kas</title>');
  return dir;
}
const TEMPLATE_PATH = '/templates/expected-transactions-template.csv';

let system: System;
let client: GraphQLClient;

beforeAll(async () => {
  system = await startTestSystem({ webDir: webDirWithPublicFiles() });
  const { owner } = await createOrganization(system, 'PT Templat Impor');
  client = new GraphQLClient(system.url);
  await client.signIn(owner.email, owner.password);
});

afterAll(async () => {
  await system?.stop();
});

type Result = {
  status: string;
  created: number;
  errorCount: number;
  warningCount: number;
  issues: { row: number; field: string; severity: string; code: string; message: string }[];
};

describe('the expected-transactions import template', () => {
  it('when a new organisation imports the template as downloaded, every sample row is created without an error', async () => {
    const template = await fetch(system.url + TEMPLATE_PATH);
    expect(template.status).toBe(200);
    const csv = await template.text();
    const sampleRows = csv.trim().split('\n').length - 1;
    expect(sampleRows).toBeGreaterThan(0);

    const uploadId = await takenUploadId(
      uploadCsvThroughBff(
        system,
        client,
        'EXPECTED_TRANSACTIONS',
        'expected-transactions-template.csv',
        csv,
      ),
    );

    const started = await client.request<{
      expectedTransactionImportStart: { import: { id: string } | null; userErrors: unknown[] };
    }>(
      'mutation ($input: ImportStartInput!) { expectedTransactionImportStart(input: $input) { import { id } userErrors { code message } } }',
      { input: { uploadId } },
    );
    expect(started.data?.expectedTransactionImportStart.userErrors).toEqual([]);
    const importId = started.data!.expectedTransactionImportStart.import!.id;

    const read = async () =>
      (
        await client.request<{ node: Result }>(
          'query ($id: ID!) { node(id: $id) { ... on Import { status created errorCount warningCount issues { row field severity code message } } } }',
          {
            id: importId,
          },
        )
      ).data!.node;
    await expect
      .poll(async () => (await read()).status, { timeout: 20_000 })
      .not.toMatch(/^(QUEUED|RUNNING)$/);
    const result = await read();
    // The sample rows name no counterparty or bank account alias (a new organisation has none); their
    // dates are fixed, so a year from now they may earn a "far date" warning, never an error.
    expect(result.issues.filter((issue) => issue.severity === 'ERROR')).toEqual([]);
    expect(result.errorCount).toBe(0);
    if (result.warningCount === 0)
      expect(result).toMatchObject({ status: 'COMPLETED', created: sampleRows });
    else expect(result.status).toBe('NEEDS_CONFIRMATION');
  });
});
