import { LIMITS } from './constants';
import { MESSAGES, type Messages } from './messages';

let said: Messages = MESSAGES;

/**
 * The catalogue the field checks say their messages from: Japanese, the spec's, unless the web app shows another
 * language (the server always checks in Japanese and tells errors in the reader's language where it answers).
 */
export function setCheckMessages(messages: Messages): void {
  said = messages;
}

/** Spec section 5 patterns. Kept as data so the web can show hints and the server can check the same thing. */
export const PATTERNS = {
  email: /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/,
  url: /^(?:https?:\/\/|www\.)[^\s/$.?#][^\s]*$/i,
  domain: /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/,
  // Optional +country code or a leading 0, then 8 to 10 digits (hyphens allowed between digits for display).
  tel: /^(?:\+\d{1,3}|0)(?:-?\d){8,10}$/,
  number: /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/,
  color: /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/,
  // At least 8 half-width letters, digits or symbols, as the spec's message says (decision 0145).
  password: /^[\x21-\x7e]{8,}$/,
  verificationCode: /^\d{6}$/,
} as const;

/** One field's rule: the spec's message for the first problem with the value, or null when it is valid. */
export type FieldCheck = (value: string) => string | null;

const isBlank = (value: string) => value.trim().length === 0;

/** The dashes a Japanese keyboard or IME may type in a phone number or postal code. */
const DASHES = /[\u2010-\u2015\u2212\u30fc\uff0d\uff70]/g;

/**
 * Full-width digits, plus signs and dashes (what a Japanese IME types by default) as their half-width forms, so a
 * phone number or postal code typed either way is the same number.
 */
export function toHalfWidthNumber(value: string): string {
  return value
    .replace(/[\uff10-\uff19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\uff0b/g, '+')
    .replace(DASHES, '-')
    .replace(/\u3000/g, ' ')
    .trim();
}

/** Not blank, at most `max` characters as typed. */
const required =
  (max: number = LIMITS.shortText, message: string = said.required): FieldCheck =>
  (value) => {
    if (isBlank(value)) return message;
    return value.length > max ? said.tooLong(max) : null;
  };

/** Anything, blank included, up to `max` characters as typed. */
const optional =
  (max: number = LIMITS.shortText): FieldCheck =>
  (value) =>
    value.length > max ? said.tooLong(max) : null;

/** Trimmed, at most `max` characters (when capped), then the pattern. */
const pattern =
  (regex: RegExp, message: string, max: number | null = LIMITS.shortText): FieldCheck =>
  (value) => {
    const trimmed = value.trim();
    if (max !== null && trimmed.length > max) return said.tooLong(max);
    return regex.test(trimmed) ? null : message;
  };

const telPattern: FieldCheck = (value) => pattern(PATTERNS.tel, said.tel, 20)(value);
const tel = (): FieldCheck => (value) => telPattern(toHalfWidthNumber(value));

/** An e-mail address: an empty field is missing, not wrongly written. */
const email = (): FieldCheck => {
  const format = pattern(PATTERNS.email, said.email, LIMITS.email);
  return (value) => (isBlank(value) ? said.required : format(value));
};

/**
 * The spec section 5 rules without a schema library, so a browser form can check a field without downloading
 * one. The server's zod rules (`rules` in validation.ts) are built from these: one place for each rule.
 */
export const checks = {
  required,
  optional,
  email,
  url: () => pattern(PATTERNS.url, said.url, LIMITS.longText),
  domain: () => pattern(PATTERNS.domain, said.domain),
  tel,
  number: () => pattern(PATTERNS.number, said.number, 40),
  color: () => pattern(PATTERNS.color, said.color, 7),
  password: (): FieldCheck => (value) =>
    value.length <= LIMITS.password && PATTERNS.password.test(value) ? null : said.password,
  taskName: () => required(LIMITS.shortText, said.requiredTask),
  /** Blank is allowed; anything else must follow the tel rule. */
  optionalTel: (): FieldCheck => {
    const telCheck = tel();
    return (value) => (isBlank(value) ? null : telCheck(value));
  },
  verificationCode: () => pattern(PATTERNS.verificationCode, said.codeMismatch, null),
  /** Something was typed; no other rule (a sign-in password is checked only by the server). */
  filled: (): FieldCheck => (value) => (value.length === 0 ? said.required : null),
};
