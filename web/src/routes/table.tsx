import type { ComponentType } from 'react';
import { data, type RouteObject } from 'react-router';
import { DEFAULT_LANGUAGE, MIGRATION_PATHS } from '@musubi/shared';
import { KeepLoadingScreen } from '../app/loadingScreen';
import { Root } from '../app/Root';
import { prefetchBoardRoom } from '../features/board/lazy';
import { withGraphqlScope } from '../graphql/lazy';
import { browserLanguage, type FeatureCatalogue, loadCatalogues, messages } from '../i18n';
import type { Session } from '../session/session';
import { RouteError } from './errors/ErrorPages';
import { guardLoader } from './guards/guards';
import { AuthLayout, DefaultLayout, HomeLayout, PaymentLayout, SimpleLayout } from './layouts/layouts';

type LayoutName = 'admin' | 'auth' | 'default' | 'home' | 'payment' | 'room' | 'simple' | 'none';

/** What a matched route tells the root: a page open to all stays where it is when the session ends. */
export interface RouteHandle {
  openToAll: boolean;
}

export interface RouteSpec {
  path: string;
  layout: LayoutName;
  guards: readonly string[];
  /** Loaded on first visit, so a page's code is not in the first download. */
  page: () => Promise<ComponentType>;
  /** The feature catalogues the page's strings come from: loaded with its code, before it renders. */
  catalogues?: readonly FeatureCatalogue[];
  /** Starts loading code and data the URL will need once the page shows, alongside the page's own. */
  prefetch?: (url: URL, session: Session) => void;
  /**
   * The page uses no urql hook (it reaches the server through the session, or loads the client when it sends a
   * form), so it renders without waiting for the GraphQL client's chunk: a first visit there skips urql.
   */
  withoutGraphqlClient?: true;
}

/**
 * The header layouts are in the first download; the side-bar layouts load with their pages (and strings), and
 * with the GraphQL client their side bars read through.
 */
const LAYOUTS: Record<Exclude<LayoutName, 'none'>, Pick<RouteObject, 'Component' | 'lazy'>> = {
  admin: { lazy: async () => ({ Component: withGraphqlScope((await import('./layouts/SideLayouts')).AdminLayout) }) },
  auth: { Component: AuthLayout },
  default: { Component: DefaultLayout },
  home: { Component: HomeLayout },
  payment: { Component: PaymentLayout },
  room: {
    lazy: async () => {
      const [{ RoomLayout }] = await Promise.all([import('./layouts/SideLayouts'), loadCatalogues(['chat'])]);
      return { Component: withGraphqlScope(RoomLayout) };
    },
  },
  simple: { Component: SimpleLayout },
};

/** The route table of spec section 2: path, layout, guards by name. */
export const ROUTE_TABLE: RouteSpec[] = [
  { path: '/', layout: 'default', guards: [], page: () => import('./home/HomePage').then((m) => m.HomePage), withoutGraphqlClient: true },
  { path: '/auth/login', layout: 'simple', guards: ['external-system', 'load-router-auth'], page: () => import('./auth/LoginPage').then((m) => m.LoginPage), withoutGraphqlClient: true },
  { path: '/auth/signup', layout: 'simple', guards: ['load-router-auth'], page: () => import('./auth/SignUpPage').then((m) => m.SignUpPage) },
  { path: '/auth/signup/profile', layout: 'simple', guards: ['confirm-register', 'check-link-external'], catalogues: ['account'], page: () => import('./auth/SignUpProfilePage').then((m) => m.SignUpProfilePage) },
  { path: '/auth/signup/complete', layout: 'simple', guards: ['authenticated'], page: () => import('./auth/SignUpCompletePage').then((m) => m.SignUpCompletePage) },
  { path: '/auth/reset-password', layout: 'simple', guards: [], page: () => import('./auth/ResetPasswordPage').then((m) => m.ResetPasswordPage) },
  { path: '/account/email/undo', layout: 'simple', guards: [], catalogues: ['account'], page: () => import('./account/EmailUndoPage').then((m) => m.EmailUndoPage) },
  { path: '/account/id/edit', layout: 'auth', guards: ['authenticated'], catalogues: ['chat', 'account'], page: () => import('./account/AccountEditPage').then((m) => m.AccountEditPage) },
  { path: '/admin/account', layout: 'admin', guards: ['authenticated-admin'], catalogues: ['adminArea'], page: () => import('./admin/AdminPages').then((m) => m.AdminAccountsPage) },
  { path: '/admin/account/:id', layout: 'admin', guards: ['authenticated-admin'], catalogues: ['adminArea'], page: () => import('./admin/AdminPages').then((m) => m.AdminAccountPage) },
  { path: '/admin/label', layout: 'admin', guards: ['authenticated-admin'], catalogues: ['adminArea'], page: () => import('./admin/AdminPages').then((m) => m.AdminLabelPage) },
  { path: '/admin/template', layout: 'admin', guards: ['authenticated-admin'], catalogues: ['adminArea'], page: () => import('./admin/AdminPages').then((m) => m.AdminTemplatePage) },
  { path: '/admin/import', layout: 'admin', guards: ['authenticated-admin'], catalogues: ['adminArea', 'imports'], page: () => import('./admin/AdminPages').then((m) => m.AdminImportPage) },
  { path: '/admin/export', layout: 'admin', guards: ['authenticated-admin'], catalogues: ['adminArea', 'account'], page: () => import('./admin/AdminPages').then((m) => m.AdminExportPage) },
  { path: '/assistant', layout: 'home', guards: ['authenticated'], catalogues: ['assistant'], page: () => import('./assistant/AssistantPage').then((m) => m.AssistantPage) },
  { path: '/contact', layout: 'simple', guards: [], page: () => import('./contact/ContactPages').then((m) => m.ContactPage) },
  { path: '/contact/confirm', layout: 'none', guards: [], page: () => import('./contact/ContactPages').then((m) => m.ContactConfirmPage) },
  { path: '/contact/success', layout: 'none', guards: [], page: () => import('./contact/ContactPages').then((m) => m.ContactSuccessPage) },
  { path: '/error', layout: 'simple', guards: [], page: () => import('./errors/ErrorPages').then((m) => m.ErrorPage), withoutGraphqlClient: true },
  { path: '/notfound', layout: 'simple', guards: [], page: () => import('./errors/ErrorPages').then((m) => m.NotFoundPage), withoutGraphqlClient: true },
  { path: '/payment', layout: 'payment', guards: ['authenticated', 'redirect-paid'], catalogues: ['billing'], page: () => import('./payment/PaymentPages').then((m) => m.PaymentPage) },
  { path: '/payment/success', layout: 'payment', guards: ['authenticated', 'payment-just-made'], catalogues: ['billing'], page: () => import('./payment/PaymentPages').then((m) => m.PaymentSuccessPage) },
  { path: '/payment/change-method', layout: 'payment', guards: ['authenticated', 'check-package-user'], catalogues: ['billing'], page: () => import('./payment/PaymentPages').then((m) => m.ChangeMethodPage) },
  { path: '/payment/history-transaction', layout: 'payment', guards: ['authenticated', 'check-package-user'], catalogues: ['billing'], page: () => import('./payment/PaymentPages').then((m) => m.HistoryPage) },
  { path: '/plan', layout: 'home', guards: ['authenticated', 'check-auto-payment'], catalogues: ['billing'], page: () => import('./plan/PlanPage').then((m) => m.PlanPage) },
  { path: '/profile/id', layout: 'home', guards: ['authenticated', 'check-auto-payment'], catalogues: ['account'], page: () => import('./profile/ProfilePages').then((m) => m.ProfilePage) },
  { path: '/profile/id/edit', layout: 'home', guards: ['authenticated'], catalogues: ['account'], page: () => import('./profile/ProfilePages').then((m) => m.ProfileEditPage) },
  {
    path: '/room',
    layout: 'room',
    guards: ['authenticated', 'check-auto-payment', 'draft-messages'],
    catalogues: ['chat'],
    page: () => import('./room/RoomPage').then((m) => m.RoomPage),
    prefetch: (url, session) => {
      if (url.searchParams.get('view') === 'board') prefetchBoardRoom(session, url.searchParams.get('room'));
    },
  },
  { path: '/tasks', layout: 'home', guards: ['authenticated'], catalogues: ['board'], page: () => import('../features/board/MyTasksPage').then((m) => m.MyTasksPage) },
  { path: '/verify', layout: 'home', guards: ['authenticated', 'pending-email-change'], catalogues: ['account'], page: () => import('./verify/VerifyPage').then((m) => m.VerifyPage) },
  { path: '/terms/info', layout: 'simple', guards: [], page: () => import('./terms/TermsPages').then((m) => m.TermsInfoPage), withoutGraphqlClient: true },
  { path: '/terms/privacy', layout: 'simple', guards: [], page: () => import('./terms/TermsPages').then((m) => m.TermsPrivacyPage), withoutGraphqlClient: true },
  { path: '/terms/service', layout: 'simple', guards: [], page: () => import('./terms/TermsPages').then((m) => m.TermsServicePage), withoutGraphqlClient: true },
  { path: '/sandbox/components', layout: 'none', guards: ['sandbox'], page: () => import('./sandbox/SandboxPage').then((m) => m.SandboxPage) },
  ...MIGRATION_PATHS.map((path): RouteSpec => ({ path, layout: 'none', guards: [], catalogues: ['adminArea'], page: () => import('./migration/MigrationPage').then((m) => m.MigrationPage) })),
];

function toRoute(spec: RouteSpec, session: Session): RouteObject {
  const guards = guardLoader(spec.guards, session);
  return {
    path: spec.path,
    handle: { openToAll: spec.guards.length === 0 } satisfies RouteHandle,
    loader: (args) => {
      spec.prefetch?.(new URL(args.request.url), session);
      return guards(args);
    },
    lazy: async () => {
      // The page's strings in the language of whoever is signed in: a guarded page asks who that is anyway, and a
      // public one asks too in a browser preferring English, so that no first page shows in the other language.
      const catalogues = async () => {
        if (spec.guards.length > 0 || browserLanguage() !== DEFAULT_LANGUAGE) await session.viewer();
        await loadCatalogues(spec.catalogues ?? []);
      };
      // The pages without the client are the light ones of a first visit, styled by the first download alone.
      const [Page] = await Promise.all([
        spec.page(),
        catalogues(),
        spec.withoutGraphqlClient || session.graphql(),
        spec.withoutGraphqlClient || import('../styles/rest'),
      ]);
      return { Component: spec.withoutGraphqlClient ? Page : withGraphqlScope(Page) };
    },
  };
}

/**
 * The data-router tree: pages grouped under their layout, everything under the root (session modal, build
 * check) and its error boundary; any other path is a 404 naming the path.
 */
export function buildRoutes(session: Session, table: RouteSpec[] = ROUTE_TABLE): RouteObject[] {
  const byLayout = new Map<LayoutName, RouteObject[]>();
  for (const spec of table) {
    const routes = byLayout.get(spec.layout) ?? [];
    routes.push(toRoute(spec, session));
    byLayout.set(spec.layout, routes);
  }
  const children: RouteObject[] = [];
  for (const [layout, routes] of byLayout) {
    if (layout === 'none') children.push(...routes);
    else {
      children.push({ ...LAYOUTS[layout], children: routes });
    }
  }
  children.push({
    path: '*',
    loader: ({ request }) => {
      throw data(`${messages().pageNotFound} ${new URL(request.url).pathname}`, { status: 404 });
    },
  });
  return [{ id: 'root', Component: Root, ErrorBoundary: RouteError, HydrateFallback: KeepLoadingScreen, children }];
}
