import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../../graphql/generated';
import type { UserRow } from './repo';
import { notFound } from '../../lib/errors';
import type { Deps, Viewer } from '../../deps';
import { canReadContactFields, canReadPrivateFields, isAdministrator, relationTo, requireSignedIn } from './policy';
import { shownPicture } from '../../lib/pictures';
import { DEFAULT_LANGUAGE } from '@musubi/shared';
import { contactIdsOfUsers, findUserById, viewerContactIds } from './repo';
import { updateLanguage, viewerTopic } from './service';
import { listen } from '../../graphql/live';
import { batched, type BatchLoad } from '../../graphql/batch';


/** Reads a private field only for the user themself or an administrator. */
const privateField =
  <K extends keyof UserRow>(key: K) =>
  (user: UserRow, _args: unknown, ctx: { viewer: Parameters<typeof canReadPrivateFields>[0] }) =>
    canReadPrivateFields(ctx.viewer, user.id) ? user[key] : null;

/** Reads a field for the user, administrators and the user's contacts; never for anyone else. */
const contactField =
  <K extends keyof UserRow>(key: K) =>
  async (user: UserRow, _args: unknown, ctx: { viewer: Viewer | null; deps: Deps; request?: unknown }) => {
    // A subscription's context lives as long as its socket: read contacts afresh there, never from a stale set.
    const cacheKey = ctx.request ? ctx : {};
    const contacts = canReadPrivateFields(ctx.viewer, user.id)
      ? new Set<string>()
      : await viewerContactIds(ctx.deps.db, cacheKey, ctx.viewer?.id);
    return canReadContactFields(relationTo(ctx.viewer, user.id, contacts)) ? user[key] : null;
  };

const contactsOfUsers: BatchLoad<string, string[]> = async (ctx, userIds) => {
  const found = await contactIdsOfUsers(ctx.deps.db, userIds);
  return userIds.map((id) => found.get(id) ?? []);
};

export const resolvers: Resolvers = {
  Query: {
    getUserDetail: async (_root, _args, ctx) => {
      const me = requireSignedIn(ctx.viewer);
      const user = await findUserById(ctx.deps.db, me.id);
      if (!user) throw notFound();
      return user;
    },
  },
  Mutation: {
    updateLanguage: (_root, args, ctx) => updateLanguage(ctx.deps, ctx.viewer, args.language),
  },
  Subscription: {
    onUpdateViewer: {
      // Each person hears only their own account.
      subscribe: (_root, _args, ctx) => listen(ctx, [viewerTopic(requireSignedIn(ctx.viewer).id)]),
      resolve: async (event: { onUpdateViewer: { id: string } }, _args: unknown, ctx: MercuriusContext) => {
        const user = await findUserById(ctx.deps.db, event.onUpdateViewer.id);
        if (!user) throw notFound();
        return user;
      },
    },
  },
  User: {
    qualifications: (user) => JSON.parse(user.qualifications ?? '[]') as string[],
    image: (user) => shownPicture(user.image),
    isBot: (user) => Boolean(user.is_bot),
    // A person's own choice: others read the default, as they read no other setting of theirs.
    language: (user, _args, ctx) => (canReadPrivateFields(ctx.viewer, user.id) ? user.language : DEFAULT_LANGUAGE),
    // Who administers the service is told to that user and to administrators only, not to whoever can list users.
    isAdmin: (user, _args, ctx) =>
      canReadPrivateFields(ctx.viewer, user.id) && isAdministrator(ctx.deps.config, user),
    contacts: (user, _args, ctx) => (canReadPrivateFields(ctx.viewer, user.id) ? batched(ctx, contactsOfUsers).load(user.id) : null),
    email: contactField('email'),
    phone: contactField('phone'),
    phone2: contactField('phone2'),
    post_code: privateField('post_code'),
    municipality: privateField('municipality'),
    address: privateField('address'),
    building: privateField('building'),
    countLoginError: privateField('countLoginError'),
    lastTimeLogin: privateField('lastTimeLogin'),
    recurring_id: privateField('recurring_id'),
    charge_day: privateField('charge_day'),
    userIdInvite: privateField('userIdInvite'),
    typeInvite: privateField('typeInvite'),
    linkExternal: privateField('linkExternal'),
  },
};

/**
 * The fields a live event renders once for every subscriber (graphql/delivery.ts, decision 0259): viewerFree ones
 * run with a context that cannot say whose it is; viewerRead ones make the event their viewer's own when they read it.
 */
export const liveSharing = {
  viewerFree: ['User.image', 'User.qualifications', 'User.isBot'],
};
