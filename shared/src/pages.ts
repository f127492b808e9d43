/** The data migration's pages: one page component answers them all. */
export const MIGRATION_PATHS = [
  '/migration',
  '/migration/color-tag',
  '/migration/data-file',
  '/migration/file-default',
  '/migration/file-in-task',
  '/migration/label-board',
  '/migration/room',
  '/migration/tag',
  '/migration/task',
  '/migration/template-default',
  '/migration/template',
] as const;

/**
 * The paths the web app has a page for (spec section 2), `:name` standing for one path segment. The server
 * answers these with the app and 200, any other path with the app and 404; the web app's route table is checked
 * against this list by its tests.
 */
export const PAGE_PATHS = [
  '/',
  '/auth/login',
  '/auth/signup',
  '/auth/signup/profile',
  '/auth/signup/complete',
  '/auth/reset-password',
  '/account/email/undo',
  '/account/id/edit',
  '/admin/account',
  '/admin/account/:id',
  '/admin/label',
  '/admin/template',
  '/admin/import',
  '/admin/export',
  '/assistant',
  '/contact',
  '/contact/confirm',
  '/contact/success',
  '/error',
  '/notfound',
  '/payment',
  '/payment/success',
  '/payment/change-method',
  '/payment/history-transaction',
  '/plan',
  '/profile/id',
  '/profile/id/edit',
  '/room',
  '/tasks',
  '/verify',
  '/terms/info',
  '/terms/privacy',
  '/terms/service',
  '/sandbox/components',
  ...MIGRATION_PATHS,
] as const;

const PAGE_PATTERNS = PAGE_PATHS.map((page) => page.split('/').filter(Boolean));

/** Whether a URL path (without its query) names one of the app's pages; a trailing slash is allowed. */
export function isPagePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return PAGE_PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
