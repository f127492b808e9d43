import { LIMITS, MESSAGES, PEOPLE_SEARCH, PROFILE_TEXT_FIELDS, QUALIFICATIONS, USER_STATUS, languageSchema, rules } from '@musubi/shared';
import { z } from 'zod';
import type { Deps, Viewer } from '../../deps';
import { isoNow } from '../../lib/clock';
import { badInput, notFound, parseInput } from '../../lib/errors';
import { decodeToken, pageLimit, toPage } from '../../lib/paging';
import { requireAdmin, requireSelf, requireSignedIn, requireViewer } from './policy';
import {
  findUserByEmail,
  findUserById,
  findUsersByIds,
  type ProfileChanges,
  saveProfile,
  searchAccounts,
  setLanguage,
  searchActiveUsers,
  type UserRow,
} from './repo';

const PROFILE_FIELDS = [...PROFILE_TEXT_FIELDS, 'image'] as const;

const profileSchema = z.object({
  id: z.string().max(64).nullish(),
  name: rules.required().optional(),
  company_name: rules.optional(),
  industry: rules.optional(),
  position: rules.optional(),
  post_code: rules.postCode(20),
  prefectures: rules.optional(),
  municipality: rules.optional(),
  address: rules.optional(),
  building: rules.optional(),
  phone: rules.optionalTel(),
  phone2: rules.optionalTel(),
  qualifications: z
    .array(z.enum(QUALIFICATIONS, { message: MESSAGES.qualification }))
    .max(QUALIFICATIONS.length)
    .nullish()
    .transform((list) => JSON.stringify([...new Set(list ?? [])])),
  image: rules.uploadedImage(),
});

/** A user's profile; contact and private fields are filtered by the User type for whoever asks. */
export async function getProfile(deps: Deps, viewer: Viewer | null, id: string | null | undefined) {
  const me = requireViewer(viewer);
  const user = await findUserById(deps.db, id ?? me.id);
  if (!user || (user.status === USER_STATUS.suspended && !me.isAdmin && user.id !== me.id)) throw notFound();
  return user;
}

/**
 * Saves the fields the input names (an absent field is left as it is, null clears it). The first save ends
 * the first-login state; the spent sign-up code is cleared once the address is confirmed.
 */
export async function updateProfile(deps: Deps, viewer: Viewer | null, input: unknown) {
  const raw = (input ?? {}) as Record<string, unknown>;
  const data = parseInput(profileSchema, raw);
  const me = requireSelf(viewer, data.id);
  const changes: Omit<ProfileChanges, 'updatedAt'> = {};
  for (const field of PROFILE_FIELDS) {
    if (raw[field] !== undefined) changes[field] = data[field] ?? null;
  }
  if (raw.qualifications !== undefined) changes.qualifications = data.qualifications;
  if (changes.name === null) throw badInput(MESSAGES.required, { field: 'name' });
  const current = await findUserById(deps.db, me.id);
  if (!current) throw notFound();
  const confirmed = current.status !== USER_STATUS.unconfirmed;
  await saveProfile(deps.db, me.id, {
    ...changes,
    isFirstLogin: 0,
    ...(confirmed ? { codeVerify: null, codeVerifyExpiresAt: null } : {}),
    updatedAt: isoNow(deps.clock),
  });
  return (await findUserById(deps.db, me.id))!;
}

/**
 * The language the caller reads Musubi in, on every device from now on: the screens, the errors, the mails and the
 * pushes (decision 0326). Open to an account still confirming its address: it reads that step in its language too.
 */
export async function updateLanguage(deps: Deps, viewer: Viewer | null, language: unknown) {
  const me = requireSignedIn(viewer);
  const data = parseInput(languageSchema, { language });
  await setLanguage(deps.db, me.id, data.language, isoNow(deps.clock));
  const user = await findUserById(deps.db, me.id);
  if (!user) throw notFound();
  // Only the id travels: each of the person's pages reads the account afresh (onUpdateViewer).
  await deps.pubsub.publish(viewerTopic(me.id), { onUpdateViewer: { id: me.id } });
  return user;
}

/** The topic of a person's own account changes, heard by every page they have open. */
export const viewerTopic = (userId: string) => `user:${userId}:account`;

const MAX_IDS = 100;

/** Users by id in the order asked (unknown ids are left out); public fields only, as the User type filters. */
export async function getUsersByIds(deps: Deps, viewer: Viewer | null, ids: string[]) {
  requireViewer(viewer);
  if (ids.length > MAX_IDS) throw badInput(MESSAGES.tooManyUsers(MAX_IDS), { field: 'ids' });
  if (ids.length === 0) return [];
  const rows = await findUsersByIds(deps.db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is UserRow => !!row);
}

const searchSchema = z.object({ search: rules.optional(100) });

/**
 * findUsers: active people (not the caller) whose name or company contains the text, or whose address is exactly
 * the text. Too short a text finds nobody and the answer is never longer than PEOPLE_SEARCH.maxResults, with no
 * further pages: the directory cannot be listed through it. Public profile fields only.
 */
export async function findUsers(deps: Deps, viewer: Viewer | null, args: { search?: string | null; limit?: number | null }) {
  const me = requireViewer(viewer);
  const { search } = parseInput(searchSchema, { search: args.search });
  const text = (search ?? '').trim();
  if (text.length < PEOPLE_SEARCH.minLength) return { items: [], nextToken: null };
  const limit = Math.min(pageLimit(args.limit), PEOPLE_SEARCH.maxResults);
  return { items: await searchActiveUsers(deps.db, deps.reads, text, me.id, limit), nextToken: null };
}

const emailSchema = z.object({ email: rules.email() });

/** The account behind an address, for the contact and invite forms (whether to request or to invite). */
export async function getUserByEmail(deps: Deps, viewer: Viewer | null, email: unknown) {
  requireViewer(viewer);
  const data = parseInput(emailSchema, { email });
  const user = await findUserByEmail(deps.db, data.email);
  return user && user.status === USER_STATUS.active ? user : null;
}

const adminSearchSchema = z.object({
  id: z.string().max(64).nullish(),
  name: rules.optional(100),
  email: rules.optional(LIMITS.email),
  status: z.number().int().nullish(),
});

/** The admin account list: every field, filtered by id, name, e-mail or status, paged by id. */
export async function searchUser(
  deps: Deps,
  viewer: Viewer | null,
  args: { id?: string | null; name?: string | null; email?: string | null; status?: number | null; limit?: number | null; startKey?: string | null },
) {
  requireAdmin(viewer);
  const filter = parseInput(adminSearchSchema, args);
  const limit = pageLimit(args.limit);
  const after = decodeToken(args.startKey, ['string'])?.[0] ?? null;
  const rows = await searchAccounts(deps.db, filter, after, limit + 1, deps.reads);
  return toPage(rows, limit, (row) => [row.id]);
}
