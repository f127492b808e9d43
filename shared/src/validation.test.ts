import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from './messages';
import { checkField, rules } from './validation';

describe('spec section 5 rules', () => {
  const cases: Array<[string, ReturnType<(typeof rules)[keyof typeof rules]>, unknown, string | null]> = [
    ['required blank', rules.required(), '   ', MESSAGES.required],
    ['required missing', rules.required(), undefined, MESSAGES.required],
    ['required ok', rules.required(), '結び', null],
    ['required too long', rules.required(5), 'あいうえおか', MESSAGES.tooLong(5)],
    ['email ok', rules.email(), 'Taro.Yamada@example.co.jp', null],
    ['email bad', rules.email(), 'taro@', MESSAGES.email],
    ['email empty says it is required', rules.email(), '', MESSAGES.required],
    ['email blank says it is required', rules.email(), '  ', MESSAGES.required],
    ['email missing says it is required', rules.email(), undefined, MESSAGES.required],
    ['email injection-looking', rules.email(), "a'; DROP TABLE users;--@x.jp", MESSAGES.email],
    ['url http', rules.url(), 'https://musubi.example/room', null],
    ['url www', rules.url(), 'www.example.com', null],
    ['url bad', rules.url(), 'ftp://example.com', MESSAGES.url],
    ['domain ok', rules.domain(), 'example.co.jp', null],
    ['domain bad', rules.domain(), 'example', MESSAGES.domain],
    ['tel leading 0', rules.tel(), '0312345678', null],
    ['tel hyphens', rules.tel(), '03-1234-5678', null],
    ['tel country code', rules.tel(), '+81312345678', null],
    ['tel short', rules.tel(), '0123', MESSAGES.tel],
    ['tel letters', rules.tel(), '03-abcd-5678', MESSAGES.tel],
    ['tel full-width digits and dashes', rules.tel(), '０３－１２３４ー５６７８', null],
    ['tel full-width plus', rules.tel(), '＋８１３１２３４５６７８', null],
    ['number thousands', rules.number(), '1,234,567.5', null],
    ['number bad separators', rules.number(), '12,34', MESSAGES.number],
    ['task name blank', rules.taskName(), '', MESSAGES.requiredTask],
    ['color 3 digits', rules.color(), '#fff', null],
    ['color 6 digits', rules.color(), '#ffb965', null],
    ['color no hash', rules.color(), 'ffb965', MESSAGES.color],
    ['color 4 digits', rules.color(), '#ffff', MESSAGES.color],
    ['password ok', rules.password(), 'abcd1234', null],
    ['password with symbol', rules.password(), 'abcd123!', null],
    ['password short', rules.password(), 'abc123', MESSAGES.password],
    ['password letters only (decision 0145)', rules.password(), 'abcdefgh', null],
    ['password digits only', rules.password(), '12345678', null],
    ['password with a space', rules.password(), 'abcd 1234', MESSAGES.password],
    ['password full-width', rules.password(), 'ａｂｃｄ１２３４', MESSAGES.password],
    ['optional tel blank', rules.optionalTel(), '', null],
    ['optional tel bad', rules.optionalTel(), '12', MESSAGES.tel],
    ['code ok', rules.verificationCode(), '123456', null],
    ['code bad', rules.verificationCode(), '12345a', MESSAGES.codeMismatch],
  ];

  it.each(cases)('%s', (_name, schema, value, expected) => {
    expect(checkField(schema, value)).toBe(expected);
  });

  it('normalises e-mail to lower case and trims required text', () => {
    expect(rules.email().parse(' Taro@Example.JP ')).toBe('taro@example.jp');
    expect(rules.required().parse('  会議  ')).toBe('会議');
  });

  it('stores phone numbers and postal codes typed in full width as half width', () => {
    expect(rules.tel().parse('０３－１２３４－５６７８')).toBe('03-1234-5678');
    expect(rules.optionalTel().parse('０９０ー１２３４ー５６７８')).toBe('090-1234-5678');
    expect(rules.optionalTel().parse('　')).toBeNull();
    expect(rules.postCode().parse('１００－０００１')).toBe('100-0001');
    expect(rules.postCode().parse('')).toBeNull();
  });
});

describe('what the validator says without a rule of ours (decision 0256)', () => {
  const cases: Array<[string, z.ZodType, unknown, string]> = [
    ['a number too small', z.number().int().min(1), 0, MESSAGES.tooSmall(1)],
    ['a number too large', z.number().max(4), 5, MESSAGES.tooLarge(4)],
    ['text too long', z.string().max(3), 'あいうえ', MESSAGES.tooLong(3)],
    ['text too short', z.string().min(2), 'a', MESSAGES.tooShort(2)],
    ['too many items', z.array(z.string()).max(1), ['a', 'b'], MESSAGES.tooMany(1)],
    ['a missing value', z.string(), undefined, MESSAGES.required],
    ['a value of the wrong type', z.number(), 'x', MESSAGES.invalidFormat],
    ['a value not in a list', z.enum(['a', 'b']), 'c', MESSAGES.invalidFormat],
    ['a pattern', z.string().regex(/^\d+$/), 'x', MESSAGES.invalidFormat],
    ['an unknown key', z.strictObject({}), { a: 1 }, MESSAGES.invalidFormat],
  ];

  it.each(cases)('%s is said in Japanese', (_name, schema, value, expected) => {
    expect(checkField(schema, value)).toBe(expected);
  });

  it('leaves a rule’s own message as it is', () => {
    expect(checkField(z.number().min(1, 'own'), 0)).toBe('own');
    expect(checkField(rules.required(5), 'あいうえおか')).toBe(MESSAGES.tooLong(5));
  });
});
