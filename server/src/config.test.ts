import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('reads the defaults and a trusted proxy in each of its forms', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, NODE_ENV: 'development', TRUST_PROXY: false, publicUrl: 'http://localhost:3000' });
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.0.1']);
    expect(loadConfig({ ADMIN_EMAILS: ' Admin@Example.jp , b@example.jp' }).ADMIN_EMAILS).toEqual(['admin@example.jp', 'b@example.jp']);
  });

  it('reads the proof of work the forms ask for, within its bounds', () => {
    expect(loadConfig({}).CAPTCHA_MAX_NUMBER).toBe(100_000);
    expect(loadConfig({ CAPTCHA_MAX_NUMBER: '5000' }).CAPTCHA_MAX_NUMBER).toBe(5_000);
    expect(() => loadConfig({ CAPTCHA_MAX_NUMBER: '10' })).toThrow(/CAPTCHA_MAX_NUMBER/);
    expect(() => loadConfig({ CAPTCHA_MAX_NUMBER: 'many' })).toThrow(/CAPTCHA_MAX_NUMBER/);
  });

  it('stops with a readable list of what is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it('reads single sign-on, and refuses an incomplete or unsafe one', () => {
    const sso = { OIDC_ISSUER: 'https://accounts.google.com', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' };
    expect(loadConfig({}).OIDC_ISSUER).toBeUndefined();
    expect(loadConfig({})).toMatchObject({ OIDC_CREATE_ACCOUNTS: false, OIDC_SSO_ONLY: false, OIDC_BUTTON_LABEL: 'SSO でログイン' });
    expect(loadConfig({ ...sso, OIDC_ALLOWED_DOMAINS: 'Corp.example.jp, b.example.jp', OIDC_CREATE_ACCOUNTS: 'true', OIDC_SSO_ONLY: '1' })).toMatchObject({
      OIDC_ALLOWED_DOMAINS: ['corp.example.jp', 'b.example.jp'],
      OIDC_CREATE_ACCOUNTS: true,
      OIDC_SSO_ONLY: true,
    });
    expect(() => loadConfig({ OIDC_ISSUER: sso.OIDC_ISSUER })).toThrow(/OIDC_CLIENT_ID[\s\S]*OIDC_CLIENT_SECRET/);
    expect(() => loadConfig({ ...sso, OIDC_SSO_ONLY: 'true' })).toThrow(/OIDC_SSO_ONLY/);
    expect(() => loadConfig({ ...sso, OIDC_ISSUER: 'http://idp.example.jp' })).toThrow(/OIDC_ISSUER/);
    expect(loadConfig({ ...sso, OIDC_ISSUER: 'http://127.0.0.1:8080' }).OIDC_ISSUER).toBe('http://127.0.0.1:8080');
    expect(() => loadConfig({ ...sso, OIDC_CREATE_ACCOUNTS: 'yes' })).toThrow(ConfigError);
  });
});
