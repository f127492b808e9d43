import type { Config } from '../../config';

/**
 * How many devices (browsers, installed apps) one user may receive pushes on. Far beyond what a person with a
 * phone, a tablet and a few browsers reaches; each push of a mention goes to every device, so without a cap one
 * account could make the server post hundreds of pushes per message. A new device beyond it replaces the one
 * registered longest ago (decision 0256).
 */
export const MAX_PUSH_DEVICES = 20;

/** The port a push service is reached on unless its PUSH_SERVICES entry names another. */
const HTTPS_PORT = '443';

/**
 * Whether the server may post pushes to this endpoint: HTTPS on one of the push services the operator allows
 * (PUSH_SERVICES, a name also covering its subdomains), on port 443 or the port the entry names (`host:port`),
 * with no credentials in the URL. Anything else would let a user make the server post to an address of their
 * choosing, or to another service on the push service's host.
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
  const port = url.port || HTTPS_PORT;
  return config.PUSH_SERVICES.some((entry) => {
    const [name, allowedPort = HTTPS_PORT] = entry.split(':');
    return Boolean(name) && (host === name || host.endsWith(`.${name}`)) && port === allowedPort;
  });
}
