export const AUTH_PATH = '/auth';
export const HOME_AFTER_SIGN_IN = '/room';

/** The login page, remembering where the user was going. */
export function loginUrl(savedUrl?: string): string {
  if (!savedUrl || savedUrl === '/' || isAuthUrl(savedUrl)) return `${AUTH_PATH}/login`;
  return `${AUTH_PATH}/login?redirect=${encodeURIComponent(savedUrl)}`;
}

function isAuthUrl(url: string): boolean {
  return url.includes(AUTH_PATH);
}

/**
 * Where to go after signing in: the saved URL, unless it contains the auth path (spec section 2) or leaves
 * this site; otherwise /room.
 */
export function afterSignInUrl(savedUrl: string | null | undefined): string {
  if (!savedUrl || !savedUrl.startsWith('/') || savedUrl.startsWith('//') || isAuthUrl(savedUrl)) {
    return HOME_AFTER_SIGN_IN;
  }
  return savedUrl;
}

export function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}
