/**
 * Guards. Routes are grouped in app.ts into admin, student and public contexts; each context
 * adds one of these hooks, so no route has to remember its own guard.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH } from '../../contracts/messages.js';
import { HttpError } from '../http-errors.js';
import { keptSessions } from '../modules/auth/kept-sessions.js';
import { purgeIdleTokens, type AdminActor, type Principal, type TokenKind } from '../modules/auth/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a guard; read it through `principalOf` / `adminOf`. */
    principal?: Principal;
    admin?: AdminActor;
  }
  interface FastifyInstance {
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    requireUser: (request: FastifyRequest) => Promise<void>;
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S{1,512})$/i);
  return match?.[1];
}

/** How often tokens that no longer work are deleted (also once at start). */
export const TOKEN_PURGE_INTERVAL_MS = 60 * 60_000;

async function auth(app: FastifyInstance) {
  const lifetime = { ttlDays: app.config.tokenTtlDays, maxAgeDays: app.config.tokenMaxAgeDays };

  const purge = async () => {
    try {
      const purged = await purgeIdleTokens(app.db, lifetime);
      if (purged) app.log.info({ purged }, 'expired sign-in tokens deleted');
    } catch (error) {
      app.log.warn({ err: error }, 'could not delete expired sign-in tokens');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), TOKEN_PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  const readSession = keptSessions(app.freshness, lifetime);
  const sessionOf = async (request: FastifyRequest) => {
    const token = bearerOf(request);
    return token ? readSession(app.db, token) : undefined;
  };

  const requireKind = (kind: TokenKind) => async (request: FastifyRequest) => {
    const session = await sessionOf(request);
    if (!session) throw new HttpError(401, AUTH.unauthenticated);
    if (session.principal.kind !== kind) throw new HttpError(403, AUTH.forbidden);
    request.principal = session.principal;
    request.admin = session.admin;
  };

  app.decorate('requireAdmin', requireKind('admin'));
  app.decorate('requireUser', requireKind('user'));
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const session = await sessionOf(request);
    if (session?.principal.kind === 'user') request.principal = session.principal;
  });
}

export default fp(auth, { name: 'auth', dependencies: ['context'] });

/** The signed-in account of a guarded route (admin or student). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new HttpError(401, AUTH.unauthenticated);
  return request.principal;
}

/** The signed-in admin of an admin route, read by requireAdmin with the token: no query of its own. */
export function adminOf(request: FastifyRequest): AdminActor {
  if (!request.admin) throw new HttpError(401, AUTH.unauthenticated);
  return request.admin;
}
