import { z } from 'zod';
import { checks, type FieldCheck, toHalfWidthNumber } from './checks';
import { API_TOKEN_SCOPES, AVATAR, CHECKLIST_LIMITS, LANGUAGES, LIMITS, TASK_FILTER, WEBHOOK_EVENTS } from './constants';
import { MESSAGES } from './messages';
import { EXPORT_KINDS, EXPORT_MAX_ROOMS, EXPORT_MESSAGES } from './exports';

export { PATTERNS } from './checks';

const isBlank = (value: string) => value.trim().length === 0;

/**
 * What zod says where a rule gives no message of its own, in Japanese like every other refusal (decision 0256):
 * lengths, sizes and counts name their bound, a missing value is the spec's required message, anything else (a
 * value of the wrong type or shape, not in a list, not matching a pattern) one sentence. A rule's own message
 * always wins: zod asks this only when the schema names none.
 */
export function japaneseIssue(issue: z.core.$ZodRawIssue): string {
  const bound = (value: number | bigint) => Number(value);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.invalidFormat;
    case 'too_small':
      if (issue.inclusive === false) return MESSAGES.invalidFormat;
      if (issue.origin === 'string') return issue.minimum === 1 ? MESSAGES.required : MESSAGES.tooShort(bound(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set') return MESSAGES.tooFew(bound(issue.minimum));
      return issue.origin === 'number' || issue.origin === 'int' ? MESSAGES.tooSmall(bound(issue.minimum)) : MESSAGES.invalidFormat;
    case 'too_big':
      if (issue.inclusive === false) return MESSAGES.invalidFormat;
      if (issue.origin === 'string') return MESSAGES.tooLong(bound(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return MESSAGES.tooMany(bound(issue.maximum));
      return issue.origin === 'number' || issue.origin === 'int' ? MESSAGES.tooLarge(bound(issue.maximum)) : MESSAGES.invalidFormat;
    default:
      return MESSAGES.invalidFormat;
  }
}

// One error map for every schema of the process, the server's and the browser's alike.
z.config({ customError: japaneseIssue });

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
  checklistName: () => requiredText(CHECKLIST_LIMITS.name, MESSAGES.requiredChecklist),
  checklistItemName: () => requiredText(CHECKLIST_LIMITS.itemName, MESSAGES.requiredChecklistItem),
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
  /** A passkey's name, as its owner sees it in the list (e.g. Chrome 142 (Windows 10)). */
  passkeyName: () => requiredText(50, MESSAGES.passkeyNameInvalid),
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

/** An incoming webhook to create: the room it posts to and its bot's name (decision 0305). */
export const incomingWebhookSchema = z.object({
  room_id: z.string().min(1).max(64),
  name: requiredText(LIMITS.webhookName),
});

/** An outgoing webhook to create: the room, the receiver's URL and the events it is sent (decision 0306). */
export const outgoingWebhookSchema = z.object({
  room_id: z.string().min(1).max(64),
  url: z.string({ error: MESSAGES.webhookUrlInvalid }).trim().min(1, { error: MESSAGES.webhookUrlInvalid }).max(2_000, { error: MESSAGES.webhookUrlInvalid }),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: MESSAGES.webhookEventsRequired }))
    .min(1, { error: MESSAGES.webhookEventsRequired })
    .transform((events) => [...new Set(events)]),
});

/** An account's mention webhook: only where to send; its event is always mention_to_me. */
export const mentionWebhookSchema = outgoingWebhookSchema.pick({ url: true });

/**
 * A board's filter (listTasks, decision 0323): the room, and any of an assignee, a tag, a due window and a text
 * in the task's name or description. A blank text filters nothing; archived boards' tasks only when asked.
 */
export const taskFilterSchema = z.object({
  room_id: z.string().min(1).max(64),
  assignee_id: z.string().min(1).max(64).nullish(),
  tag_id: z.string().min(1).max(64).nullish(),
  due: z.enum(TASK_FILTER.due).nullish(),
  text: z
    .string()
    .max(TASK_FILTER.text)
    .nullish()
    .transform((v) => v?.trim() || null),
  is_archive: z.boolean().nullish(),
});
export type TaskFilter = z.output<typeof taskFilterSchema>;

/** A personal API token to create: its name (shown in the list) and its scope (decision 0265). */
export const apiTokenSchema = z.object({
  name: requiredText(LIMITS.apiTokenName),
  scope: z.enum(API_TOKEN_SCOPES, { error: MESSAGES.apiTokenScopeInvalid }),
});

/** The language a person chooses in the account settings: one of LANGUAGES, nothing else. */
export const languageSchema = z.object({
  language: z.enum(LANGUAGES, { error: MESSAGES.languageInvalid }),
});

/** An export to start (decision 0320): its kind and, for chosen rooms, between one and EXPORT_MAX_ROOMS of them. */
export const exportSchema = z
  .object({
    kind: z.enum(EXPORT_KINDS, { error: EXPORT_MESSAGES.kind }),
    roomIds: z
      .array(z.string().min(1).max(64), { error: EXPORT_MESSAGES.roomsRequired })
      .max(EXPORT_MAX_ROOMS, { error: EXPORT_MESSAGES.tooManyRooms })
      .transform((ids) => [...new Set(ids)])
      .optional(),
  })
  .refine((input) => input.kind !== 'rooms' || (input.roomIds?.length ?? 0) > 0, { error: EXPORT_MESSAGES.roomsRequired, path: ['roomIds'] });
