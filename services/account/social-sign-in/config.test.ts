import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSocialSignInConfig } from './config.js';

afterEach(() => vi.unstubAllEnvs());

function withEnv(env: Record<string, string>) {
  for (const name of [
    'OIDC_ISSUER',
    'OIDC_CLIENT_ID',
    'OIDC_CLIENT_SECRET',
    'OIDC_PROVIDER_NAME',
    'OIDC_SCOPES',
  ])
    vi.stubEnv(name, env[name] ?? '');
}

describe('social sign-in configuration', () => {
  it('without OIDC_ISSUER social sign-in is off', () => {
    withEnv({ OIDC_CLIENT_ID: 'kas' });
    expect(readSocialSignInConfig()).toBeNull();
  });

  it('with an issuer and a client id, the button is labelled with the issuer’s host and asks for openid, email and profile', () => {
    withEnv({
      OIDC_ISSUER: 'https://id.example.co.id/realms/kas',
      OIDC_CLIENT_ID: 'kas-web',
      OIDC_CLIENT_SECRET: 's3cret',
    });
    expect(readSocialSignInConfig()).toEqual({
      issuer: 'https://id.example.co.id/realms/kas',
      clientId: 'kas-web',
      clientSecret: 's3cret',
      providerName: 'id.example.co.id',
      scopes: 'openid email profile',
    });
  });

  it('a public client (no secret) with its own name and scopes is accepted', () => {
    withEnv({
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'kas-web',
      OIDC_PROVIDER_NAME: 'Google',
      OIDC_SCOPES: 'openid email',
    });
    expect(readSocialSignInConfig()).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'kas-web',
      clientSecret: undefined,
      providerName: 'Google',
      scopes: 'openid email',
    });
  });

  it('an issuer without a client id is a configuration error naming OIDC_CLIENT_ID', () => {
    withEnv({ OIDC_ISSUER: 'https://accounts.google.com' });
    expect(() => readSocialSignInConfig()).toThrow(
      'Configuration error: environment variable OIDC_CLIENT_ID is required.',
    );
  });

  it('plain http is refused except on this machine', () => {
    withEnv({ OIDC_ISSUER: 'http://id.example.co.id', OIDC_CLIENT_ID: 'kas-web' });
    expect(() => readSocialSignInConfig()).toThrow(
      'Configuration error: OIDC_ISSUER must be an https URL (plain http only on localhost), got "http://id.example.co.id".',
    );
    withEnv({ OIDC_ISSUER: 'http://127.0.0.1:9000', OIDC_CLIENT_ID: 'kas-web' });
    expect(readSocialSignInConfig()?.issuer).toBe('http://127.0.0.1:9000');
  });

  it('an issuer that is not a URL, or scopes without openid, are configuration errors naming the variable', () => {
    withEnv({ OIDC_ISSUER: 'accounts.google.com', OIDC_CLIENT_ID: 'kas-web' });
    expect(() => readSocialSignInConfig()).toThrow(
      'Configuration error: OIDC_ISSUER must be a URL, got "accounts.google.com".',
    );
    withEnv({
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'kas-web',
      OIDC_SCOPES: 'email profile',
    });
    expect(() => readSocialSignInConfig()).toThrow(
      'Configuration error: OIDC_SCOPES must include openid, got "email profile".',
    );
  });
});
