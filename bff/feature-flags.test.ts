import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../tests/support/eventually.js';
import { FeatureFlags, LocalFlagsFile, parseFlagsFile } from './feature-flags.js';

/** A logger that keeps its warnings, for a test to wait on the one it expects. */
function warningsLogger() {
  const warnings: string[] = [];
  const logger = { warn: (_fields: unknown, message: string) => warnings.push(message) };
  return { warnings, logger: logger as unknown as Logger };
}

function flagsFile(content: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'kas-flags-')), 'flags.json');
  writeFileSync(file, content);
  return file;
}

/** Replaces the file by a rename, as a deployment or an editor's safe save does. */
function replace(file: string, content: string): void {
  writeFileSync(`${file}.next`, content);
  renameSync(`${file}.next`, file);
}

const started: LocalFlagsFile[] = [];
afterEach(() => started.splice(0).forEach((flags) => flags.stop()));

describe('the local flags file', () => {
  it("reads GrowthBook's feature JSON and refuses anything else, saying what is wrong", () => {
    expect(parseFlagsFile('{"features":{"webhooks":{"defaultValue":true}}}')).toEqual({
      webhooks: { defaultValue: true },
    });
    expect(() => parseFlagsFile('{"webhooks":true}')).toThrow('no "features" object');
    expect(() => parseFlagsFile('{"features":{"webhooks":true}}')).toThrow(
      'the feature "webhooks" is not an object',
    );
    expect(() => parseFlagsFile('{"features":')).toThrow(SyntaxError);
  });

  it('keeps serving the last good flags while the file is malformed or missing, with a warning, and takes the next good one', async () => {
    const { warnings, logger } = warningsLogger();
    const file = flagsFile('{"features":{"webhooks":{"defaultValue":true}}}');
    const flags = new LocalFlagsFile(file, logger);
    started.push(flags);
    flags.start();
    expect(flags.payload.features).toEqual({ webhooks: { defaultValue: true } });
    const seen: unknown[] = [];
    flags.subscribe((payload) => seen.push(payload.features));

    replace(file, '{"features":{"webhooks":');
    await eventually(() => warnings.length === 1, 5_000);
    expect(flags.payload.features).toEqual({ webhooks: { defaultValue: true } });

    replace(file, '{"features":{"webhooks":{"defaultValue":false}}}');
    await eventually(() => seen.length === 1, 5_000);
    expect(seen).toEqual([{ webhooks: { defaultValue: false } }]);
    expect(flags.payload.features).toEqual({ webhooks: { defaultValue: false } });
  });

  it('serves no flags, with a warning, when the file is missing at start', () => {
    const { warnings, logger } = warningsLogger();
    const flags = new LocalFlagsFile('/nonexistent/flags.json', logger);
    started.push(flags);
    flags.start();
    expect(flags.payload.features).toEqual({});
    expect(warnings).toHaveLength(1);
  });
});

describe("the BFF's GrowthBook", () => {
  it('evaluates a flag with the environment, the origin and the organisation', async () => {
    const file = flagsFile(
      JSON.stringify({
        features: {
          webhooks: {
            defaultValue: false,
            rules: [
              {
                condition: {
                  environment: 'staging',
                  origin: 'https://kas.example',
                  org_id: 'org-a',
                },
                force: true,
              },
            ],
          },
        },
      }),
    );
    const flags = new FeatureFlags(
      {
        featureFlags: { file, clientKey: 'k' },
        environment: 'staging',
        appUrl: 'https://kas.example/app',
      },
      warningsLogger().logger,
    );
    await flags.start();
    try {
      expect(flags.isOnFor('webhooks', { organizationId: 'org-a' })).toBe(true);
      expect(flags.isOnFor('webhooks', { organizationId: 'org-b' })).toBe(false);
      expect(
        flags.isOnFor('webhooks', { organizationId: 'org-a', origin: 'https://x.example' }),
      ).toBe(false);
      expect(flags.isOnFor('unknown', { organizationId: 'org-a' })).toBe(false);
    } finally {
      flags.stop();
    }
  });
});
