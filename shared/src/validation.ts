import { z } from 'zod';
import { checks, type FieldCheck, toHalfWidthNumber } from './checks';
import { AVATAR, LIMITS } from './constants';
import { MESSAGES } from './messages';

export { PATTERNS } from './checks';

const isBlank = (value: string) => value.trim().length === 0;

/** A string schema whose only rule is the shared check: the server and the browser answer the same message. */
const checked = (check: FieldCheck, typeMessage?: string) =>
  z.string(typeMessage ? { error: typeMessage } : undefined).superRefine((value, ctx) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** A string that must not be blank, with the spec's required message, capped at `max` characters. */
export const requiredText = (max: number = LIMITS.shortText, message: string = MESSAGES.required) =>
  checked(checks.required(max, message), message).transform((v) => v.trim());

/** An optional free text field: trimmed, empty becomes null. */
export const optionalText = (max: number = LIMITS.shortText) =>
  checked(checks.optional(max))
    .transform((v) => (isBlank(v) ? null : v.trim()))
    .nullish()
    .transform((v) => v ?? null);

const trimmed = (check: FieldCheck, typeMessage: string) => checked(check, typeMessage).transform((v) => v.trim());

export const rules = {
  email: () => trimmed(checks.email(), MESSAGES.required).transform((v) => v.toLowerCase()),
  url: () => trimmed(checks.url(), MESSAGES.url),
  domain: () => trimmed(checks.domain(), MESSAGES.domain),
  /** Stored half-width, however it was typed. */
  tel: () => checked(checks.tel(), MESSAGES.tel).transform(toHalfWidthNumber),
  number: () => trimmed(checks.number(), MESSAGES.number),
  color: () => trimmed(checks.color(), MESSAGES.color),
  password: () => checked(checks.password(), MESSAGES.password),
  taskName: () => requiredText(LIMITS.shortText, MESSAGES.requiredTask),
  required: requiredText,
  optional: optionalText,
  /** An optional phone number: blank is allowed, anything else must follow the tel rule. */
  optionalTel: () =>
    checked(checks.optionalTel())
      .transform((v) => (isBlank(v) ? null : toHalfWidthNumber(v)))
      .nullish()
      .transform((v) => v ?? null),
  /** A postal code, optional, stored with half-width digits and hyphen however it was typed. */
  postCode: (max: number = LIMITS.shortText) =>
    optionalText(max).transform((v) => (v === null ? null : toHalfWidthNumber(v))),
  verificationCode: () => trimmed(checks.verificationCode(), MESSAGES.codeMismatch),
  /** Where a live list's answer left off (its liveMark): the journal's number, in decimal digits. */
  liveMark: () => z.string({ error: MESSAGES.liveMarkInvalid }).regex(/^\d{1,15}$/, MESSAGES.liveMarkInvalid).transform(Number),
  /** A time of day, HH:mm on a 24-hour clock. */
  timeOfDay: () => z.string({ error: MESSAGES.timeOfDay }).trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.timeOfDay),
  /** A picture: one uploaded here (see AVATAR), or blank to remove it. */
  uploadedImage: () =>
    z
      .string()
      .refine((v) => isBlank(v) || AVATAR.pattern.test(v.trim()), { message: MESSAGES.imageUploadedOnly })
      .transform((v) => (isBlank(v) ? null : v.trim()))
      .nullish()
      .transform((v) => v ?? null),
};

/** Runs a rule on one value and returns the first message, or null when valid. For forms. */
export function checkField(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? MESSAGES.genericError);
}
