import { notifications } from '@mantine/notifications';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { USER_STATUS } from '@musubi/shared';
import type { Session, Viewer } from '../../session/session';
import { afterSignInUrl, loginUrl, pathOf } from './redirects';
import { hasBillingAccount, paysAutomatically, readPlanInForce } from '../../features/billing/planInForce';
import { i18n, loadCatalogues, messages } from '../../i18n';
import { keepInviteToken } from '../../features/invites/pendingInvite';

export interface GuardContext {
  request: Request;
  session: Session;
}

/** A route check: returns to let the route load, throws a redirect or an error response to stop it. */
export type Guard = (context: GuardContext) => Promise<void>;

const LINK_EXTERNAL_KEY = 'musubi.linkExternal';

/** True while the account still has to confirm its e-mail or fill in its profile. */
export function needsRegistration(viewer: Viewer): boolean {
  return viewer.status === USER_STATUS.unconfirmed || viewer.isFirstLogin;
}

async function requireViewer({ request, session }: GuardContext): Promise<Viewer> {
  const viewer = await session.viewer();
  if (!viewer) throw redirect(loginUrl(pathOf(request)));
  return viewer;
}

function notFound(request: Request): never {
  throw data(`${messages().pageNotFound} ${new URL(request.url).pathname}`, { status: 404 });
}

/** The sign-up link's external reference, kept for the sign-up call. */
export function savedLinkExternal(): string | null {
  return sessionStorage.getItem(LINK_EXTERNAL_KEY);
}

function keepLinkExternal(request: Request): void {
  const link = new URL(request.url).searchParams.get('link');
  if (link) sessionStorage.setItem(LINK_EXTERNAL_KEY, link);
}

/** Whether the sandbox gallery may show: never in a production build served from a real host name. */
export function sandboxAllowed(hostname: string = window.location.hostname): boolean {
  if (import.meta.env.MODE !== 'production') return true;
  return hostname === 'localhost' || hostname === '127.0.0.1';
}

/**
 * Every guard by the name the route table uses (spec section 2). What each checks is ours where the spec
 * is silent; see docs/decisions/0061-route-guards.md.
 */
export const GUARDS = {
  /** Signed in and registered; otherwise to the login page (remembering the URL) or to finish signing up. */
  authenticated: async (context) => {
    const viewer = await requireViewer(context);
    if (needsRegistration(viewer)) throw redirect('/auth/signup/profile');
  },
  /** An administrator; anyone else sees the 404 page, so the admin area does not reveal itself. */
  'authenticated-admin': async (context) => {
    const viewer = await requireViewer(context);
    if (!viewer.isAdmin) notFound(context.request);
  },
  /** Pages for signed-out people: a signed-in user goes on to the saved URL or /room. */
  'load-router-auth': async ({ request, session }) => {
    const viewer = await session.viewer();
    if (!viewer) return;
    // Already signed in through someone's invitation link: it is redeemed on reaching the rooms.
    const invite = new URL(request.url).searchParams.get('invite');
    if (invite) keepInviteToken(invite);
    if (needsRegistration(viewer)) throw redirect('/auth/signup/profile');
    throw redirect(afterSignInUrl(new URL(request.url).searchParams.get('redirect')));
  },
  /** A login link from another system may carry its reference; keep it for the sign-up that may follow. */
  'external-system': async ({ request }) => keepLinkExternal(request),
  /** The code-and-profile step needs the new account signed in and not yet registered. */
  'confirm-register': async ({ session }) => {
    const viewer = await session.viewer();
    if (!viewer) throw redirect('/auth/signup');
    if (!needsRegistration(viewer)) throw redirect('/room');
  },
  'check-link-external': async ({ request }) => keepLinkExternal(request),
  /** Someone already paying for the standard plan automatically has nothing to buy: to the plan page. */
  'redirect-paid': async (context) => {
    await requireViewer(context);
    const plan = await readPlanInForce(await context.session.graphqlClient());
    if (plan && paysAutomatically(plan)) throw redirect('/plan');
  },
  /** Card and history pages need a paid plan or a card on file; anyone else chooses a plan first. */
  'check-package-user': async (context) => {
    await requireViewer(context);
    const plan = await readPlanInForce(await context.session.graphqlClient());
    if (!plan || !hasBillingAccount(plan)) throw redirect('/plan');
  },
  /** A refused automatic renewal must be dealt with first: to the card change page, with a notice. */
  'check-auto-payment': async (context) => {
    await requireViewer(context);
    const plan = await readPlanInForce(await context.session.graphqlClient());
    if (!plan?.auto_payment_failed) return;
    // The notice is a billing string; the payment page it leads to needs that catalogue anyway.
    await loadCatalogues(['billing']);
    notifications.show({ id: 'auto-payment-failed', color: 'red', message: i18n.t('billing.notice.autoPaymentFailed') });
    throw redirect('/payment/change-method');
  },
  /** The code page of an e-mail change means something only while a change waits for its code. */
  'pending-email-change': async (context) => {
    await requireViewer(context);
    // Asked afresh: the change may have been requested a moment ago, after the user was read.
    const viewer = await context.session.reload();
    if (!viewer?.pendingEmail) throw redirect('/account/id/edit');
  },
  /** The success page belongs right after a payment, which names its subscription; anyone else sees their plan. */
  'payment-just-made': async ({ request }) => {
    if (!new URL(request.url).searchParams.get('subscription_id')) throw redirect('/plan');
  },
  /** Drafts live on the server and load with the room; the guard makes sure the session is there first. */
  'draft-messages': async (context) => {
    await requireViewer(context);
  },
  sandbox: async ({ request }) => {
    if (!sandboxAllowed()) notFound(request);
  },
} satisfies Record<string, Guard>;

export type GuardName = keyof typeof GUARDS;

/**
 * The loader for a route with these guards, run in order. An unknown name is a programming error caught when
 * the route table is built, not when someone first visits the page.
 */
export function guardLoader(names: readonly string[], session: Session) {
  const guards = names.map((name) => {
    const guard = (GUARDS as Record<string, Guard>)[name];
    if (!guard) throw new Error(`Unknown route guard "${name}"`);
    return guard;
  });
  return async ({ request }: LoaderFunctionArgs) => {
    for (const guard of guards) await guard({ request, session });
    return null;
  };
}
