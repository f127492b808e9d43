import type { Resolvers } from '../../graphql/generated';
import { clearSessionCookie, setSessionCookie } from './cookies';
import { untilStopped } from '../../graphql/sockets';
import { requireSignedIn } from '../users/policy';
import * as auth from './service';

const userAgent = (ctx: { request?: { headers: Record<string, unknown> } }) =>
  typeof ctx.request?.headers['user-agent'] === 'string' ? ctx.request.headers['user-agent'] : undefined;

export const resolvers: Resolvers = {
  Query: {
    captchaChallenge: async (_root, _args, ctx) => {
      await ctx.limit('auth');
      return ctx.deps.captcha.challenge();
    },
  },
  Mutation: {
    signUp: async (_root, { input }, ctx) => {
      await ctx.limit('auth');
      const { token, result } = await auth.signUp(ctx.deps, input, userAgent(ctx));
      setSessionCookie(ctx.reply, ctx.deps.config, token);
      return result;
    },
    confirmSignUp: async (_root, args, ctx) => {
      await ctx.limit('auth');
      return auth.confirmSignUp(ctx.deps, ctx.viewer, args);
    },
    resendSignUpCode: async (_root, _args, ctx) => {
      await ctx.limit('mail');
      return auth.resendSignUpCode(ctx.deps, ctx.viewer);
    },
    signIn: async (_root, { input }, ctx) => {
      await ctx.limit('auth');
      const client = { userAgent: userAgent(ctx), address: ctx.request?.ip ?? 'unknown' };
      const { token, ...result } = await auth.signIn(ctx.deps, input, client);
      if (token) setSessionCookie(ctx.reply, ctx.deps.config, token);
      return result;
    },
    signOut: async (_root, args, ctx) => {
      await auth.signOut(ctx.deps, ctx.viewer, args.global === true);
      clearSessionCookie(ctx.reply);
      return true;
    },
    resetPassword: async (_root, args, ctx) => {
      await ctx.limit('mail');
      return auth.resetPassword(ctx.deps, args);
    },
    confirmResetPassword: async (_root, { input }, ctx) => {
      await ctx.limit('auth');
      return auth.confirmResetPassword(ctx.deps, input);
    },
    updatePassword: async (_root, args, ctx) => {
      await ctx.limit('auth');
      const token = await auth.updatePassword(ctx.deps, ctx.viewer, args, userAgent(ctx));
      setSessionCookie(ctx.reply, ctx.deps.config, token);
      return true;
    },
    sendMailUpdateEmail: async (_root, { input }, ctx) => {
      await ctx.limit('mail');
      return auth.sendMailUpdateEmail(ctx.deps, ctx.viewer, input);
    },
    verifyUpdateEmail: async (_root, { input }, ctx) => {
      await ctx.limit('auth');
      return auth.verifyUpdateEmail(ctx.deps, ctx.viewer, input);
    },
    undoEmailChange: async (_root, args, ctx) => {
      await ctx.limit('auth');
      return auth.undoEmailChange(ctx.deps, args);
    },
  },
  Subscription: {
    onSessionEnd: {
      // Holds the page's socket open; the end is told by closing the socket with its reason (graphql/sockets.ts).
      subscribe: (_root, _args, ctx) => {
        requireSignedIn(ctx.viewer);
        return untilStopped();
      },
    },
  },
  User: {
    pendingEmail: (user: { id: string }, _args, ctx) => auth.pendingEmailChange(ctx.deps, ctx.viewer, user.id),
  },
};
