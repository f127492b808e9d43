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

  it('stops with a readable list of what is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });
});
