import type { Resolvers } from '../../graphql/generated';
import {
  clearSessionCookie,
  clearStepCookie,
  SECOND_STEP_COOKIE,
  setSecondStepCookie,
  setSessionCookie,
  setStepCookie,
  SSO_LINK_COOKIE,
  TOTP_SETUP_COOKIE,
} from './cookies';
import { twoStepRequirement } from './requirement';
import * as totp from './totp';
import { untilStopped } from '../../graphql/sockets';
import { requireSignedIn } from '../users';
import * as auth from './service';
import * as devices from './devices';
import * as passkeys from './passkeys';
import { requestLanguage } from '../../lib/language';

const userAgent = (ctx: { request?: { headers: Record<string, unknown> } }) =>
  typeof ctx.request?.headers['user-agent'] === 'string' ? ctx.request.headers['user-agent'] : undefined;
/**
 * Who is asking: the browser's User-Agent, the client address (behind a trusted proxy, the forwarded one) and the
 * single sign-on it waits to link, if any.
 */
const clientOf = (ctx: { request?: { headers: Record<string, unknown>; ip: string; cookies: Record<string, string | undefined> } }) => ({
  userAgent: userAgent(ctx),
  address: ctx.request?.ip ?? 'unknown',
  ssoLink: ctx.request?.cookies[SSO_LINK_COOKIE],
});

export const resolvers: Resolvers = {
  Query: {
    signedInDevices: (_root, _args, ctx) => devices.listSignedInDevices(ctx.deps, ctx.viewer),
    passkeys: (_root, _args, ctx) => passkeys.listPasskeys(ctx.deps, ctx.viewer),
    twoStepStatus: (_root, _args, ctx) => totp.twoStepStatus(ctx.deps, ctx.viewer),
    twoStepRequirement: (_root, _args, ctx) => twoStepRequirement(ctx.deps, ctx.viewer),
    captchaChallenge: async (_root, _args, ctx) => {
      await ctx.limit('auth');
      return ctx.deps.captcha.challenge();
    },
  },
  Mutation: {
    signUp: async (_root, { input }, ctx) => {
      await ctx.limit('auth');
      const language = requestLanguage(null, ctx.request?.headers['accept-language']);
      const { token, result } = await auth.signUp(ctx.deps, input, { ...clientOf(ctx), language });
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
      const { token, secondStep, totpSetup, ssoLinked, ...result } = await auth.signIn(ctx.deps, input, clientOf(ctx));
      if (token) setSessionCookie(ctx.reply, ctx.deps.config, token);
      if (secondStep) setSecondStepCookie(ctx.reply, ctx.deps.config, secondStep);
      if (totpSetup) setStepCookie(ctx.reply, ctx.deps.config, TOTP_SETUP_COOKIE, totpSetup, auth.TOTP_SETUP_TTL_MS / 1000);
      if (ssoLinked) clearStepCookie(ctx.reply, SSO_LINK_COOKIE);
      return result;
    },
    confirmSignIn: async (_root, { input }, ctx) => {
      await ctx.limit('auth');
      const pending = ctx.request?.cookies[SECOND_STEP_COOKIE];
      const { token, ssoLinked, ...result } = await auth.confirmSignIn(ctx.deps, pending, input, clientOf(ctx));
      if (token) setSessionCookie(ctx.reply, ctx.deps.config, token);
      if (ssoLinked) clearStepCookie(ctx.reply, SSO_LINK_COOKIE);
      return result;
    },
    beginTotpSetup: async (_root, _args, ctx) => {
      await ctx.limit('auth');
      // Signed out, only a sign-in that must set it up (its cookie) may: it has no session until then.
      if (!ctx.viewer) return auth.beginRequiredTotpSetup(ctx.deps, ctx.request?.cookies[TOTP_SETUP_COOKIE]);
      return totp.beginTotpSetup(ctx.deps, ctx.viewer);
    },
    confirmTotpSetup: async (_root, args, ctx) => {
      await ctx.limit('auth');
      if (!ctx.viewer) {
        const { codes, result } = await auth.confirmRequiredTotpSetup(ctx.deps, ctx.request?.cookies[TOTP_SETUP_COOKIE], args, clientOf(ctx));
        if (result.token) setSessionCookie(ctx.reply, ctx.deps.config, result.token);
        clearStepCookie(ctx.reply, TOTP_SETUP_COOKIE);
        if (result.ssoLinked) clearStepCookie(ctx.reply, SSO_LINK_COOKIE);
        return codes;
      }
      return totp.confirmTotpSetup(ctx.deps, ctx.viewer, args);
    },
    disableTotp: async (_root, { input }, ctx) => {
      await ctx.limit('auth');
      return auth.disableTotp(ctx.deps, ctx.viewer, input);
    },
    regenerateRecoveryCodes: async (_root, args, ctx) => {
      await ctx.limit('auth');
      return auth.regenerateRecoveryCodes(ctx.deps, ctx.viewer, args);
    },
    beginPasskeyRegistration: async (_root, _args, ctx) => {
      await ctx.limit('auth');
      return passkeys.beginPasskeyRegistration(ctx.deps, ctx.viewer);
    },
    finishPasskeyRegistration: async (_root, { input }, ctx) => {
      await ctx.limit('auth');
      return passkeys.finishPasskeyRegistration(ctx.deps, ctx.viewer, input, userAgent(ctx));
    },
    renamePasskey: (_root, { input }, ctx) => passkeys.renamePasskey(ctx.deps, ctx.viewer, input),
    removePasskey: async (_root, { input }, ctx) => {
      await ctx.limit('auth');
      return auth.removePasskey(ctx.deps, ctx.viewer, input);
    },
    beginPasskeySignIn: async (_root, _args, ctx) => {
      await ctx.limit('auth');
      return passkeys.beginPasskeySignIn(ctx.deps);
    },
    signInWithPasskey: async (_root, args, ctx) => {
      await ctx.limit('auth');
      // A waiting single sign-on is linked by the password alone (decision 0301), not by a passkey.
      const { token, ...result } = await auth.signInWithPasskey(ctx.deps, args.response, { ...clientOf(ctx), ssoLink: undefined });
      if (token) setSessionCookie(ctx.reply, ctx.deps.config, token);
      return result;
    },
    beginPasskeySecondStep: async (_root, _args, ctx) => {
      await ctx.limit('auth');
      return auth.beginSecondStepWithPasskey(ctx.deps, ctx.request?.cookies[SECOND_STEP_COOKIE]);
    },
    confirmSignInWithPasskey: async (_root, args, ctx) => {
      await ctx.limit('auth');
      const pending = ctx.request?.cookies[SECOND_STEP_COOKIE];
      const { token, ssoLinked, ...result } = await auth.confirmSignInWithPasskey(ctx.deps, pending, args.response, clientOf(ctx));
      if (token) setSessionCookie(ctx.reply, ctx.deps.config, token);
      if (ssoLinked) clearStepCookie(ctx.reply, SSO_LINK_COOKIE);
      return result;
    },
    endSignedInDevice: async (_root, args, ctx) => {
      const { endedCurrent } = await devices.endSignedInDevice(ctx.deps, ctx.viewer, args);
      if (endedCurrent) clearSessionCookie(ctx.reply);
      return true;
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
      const token = await auth.updatePassword(ctx.deps, ctx.viewer, args, clientOf(ctx));
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
    setPasswordAfterEmailUndo: async (_root, { input }, ctx) => {
      await ctx.limit('auth');
      return auth.setPasswordAfterEmailUndo(ctx.deps, input);
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
