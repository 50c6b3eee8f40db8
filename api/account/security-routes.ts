/**
 * A member's own security under /api/auth (issue 24): passkeys, re-authentication, devices, and
 * password and email changes, one module each. Their data (export, deletion) is under /api/user
 * (account-data.ts).
 */
import { Hono } from 'hono';
import type { MemberEnv } from '../middleware/require-user';
import type { AccountDeps } from './account-deps';
import { credentialRoutes } from './credential-routes';
import { deviceRoutes } from './device-routes';
import { passkeyRoutes } from './passkey-routes';
import { reauthRoutes } from './reauth-routes';

export function accountSecurityRoutes(deps: AccountDeps) {
  return new Hono<MemberEnv>()
    .route('/', passkeyRoutes(deps))
    .route('/', reauthRoutes(deps))
    .route('/', deviceRoutes(deps))
    .route('/', credentialRoutes(deps));
}
