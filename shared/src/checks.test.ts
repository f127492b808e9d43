import { describe, expect, it } from 'vitest';
import { checks } from './checks';
import { MESSAGES } from './messages';
import { checkField, rules } from './validation';

describe('zod-free checks', () => {
  const cases: Array<[string, keyof typeof rules & keyof typeof checks, string]> = [
    ['email', 'email', ' Taro@Example.JP '],
    ['email', 'email', 'taro@'],
    ['email', 'email', ''],
    ['email', 'email', `${'a'.repeat(300)}@example.jp`],
    ['password', 'password', 'abcd1234'],
    ['password', 'password', 'abcdefgh'],
    ['tel', 'tel', '03-1234-5678'],
    ['tel', 'tel', '0123'],
    ['tel', 'tel', '０３－１２３４－５６７８'],
    ['optional tel', 'optionalTel', '  '],
    ['optional tel', 'optionalTel', '12'],
    ['code', 'verificationCode', ' 123456 '],
    ['code', 'verificationCode', '1234567'],
    ['color', 'color', '#ffff'],
    ['task name', 'taskName', '  '],
    ['url', 'url', 'ftp://example.com'],
  ];

  it.each(cases)('%s answers what the server rule answers for %j', (_name, rule, value) => {
    expect(checks[rule]()(value)).toBe(checkField(rules[rule](), value));
  });

  it('caps required and optional text as typed', () => {
    expect(checks.required()('  ')).toBe(MESSAGES.required);
    expect(checks.required(5)('あいうえおか')).toBe(MESSAGES.tooLong(5));
    expect(checks.required(5, MESSAGES.requiredTask)('')).toBe(MESSAGES.requiredTask);
    expect(checks.optional(3)('')).toBeNull();
    expect(checks.optional(3)('abcd')).toBe(MESSAGES.tooLong(3));
  });

  it('asks only for something typed when a field is just filled in', () => {
    expect(checks.filled()('')).toBe(MESSAGES.required);
    expect(checks.filled()(' x ')).toBeNull();
  });
});
