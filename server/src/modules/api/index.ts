/** The api module's face: personal API tokens (the REST API under /v2 is its routes.ts). */
export { authenticateToken, createApiToken, listApiTokens } from './service';
export type { ApiToken, TokenViewer } from './service';
export { numbersOf } from './numbers';
