import type { Config } from '../../config';

/**
 * Whether the server may post pushes to this endpoint: HTTPS on one of the push services the operator allows
 * (PUSH_SERVICES, a name also covering its subdomains), with no credentials in the URL. Anything else would let a
 * user make the server post to an address of their choosing.
 */
export function isAllowedPushEndpoint(config: Pick<Config, 'PUSH_SERVICES'>, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return config.PUSH_SERVICES.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
