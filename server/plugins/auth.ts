/**
 * Guards. Routes are grouped in app.ts into admin, student and public contexts; each context
 * adds one of these hooks, so no route has to remember its own guard.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH } from '../../contracts/messages.js';
import { HttpError } from '../http-errors.js';
import { purgeIdleTokens, resolveToken, type Principal, type TokenKind } from '../modules/auth/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
    /** The bearer token as sent, for logout. */
    bearerToken?: string;
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

  const principalOf = async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) return undefined;
    request.bearerToken = token;
    return resolveToken(app.db, token, lifetime);
  };

  const requireKind = (kind: TokenKind) => async (request: FastifyRequest) => {
    const principal = await principalOf(request);
    if (!principal) throw new HttpError(401, AUTH.unauthenticated);
    if (principal.kind !== kind) throw new HttpError(403, AUTH.forbidden);
    request.principal = principal;
  };

  app.decorate('requireAdmin', requireKind('admin'));
  app.decorate('requireUser', requireKind('user'));
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const principal = await principalOf(request);
    if (principal?.kind === 'user') request.principal = principal;
  });
}

export default fp(auth, { name: 'auth', dependencies: ['context'] });

/** The signed-in principal's id; only called behind a guard. */
export function principalId(request: FastifyRequest): number {
  if (!request.principal) throw new HttpError(401, AUTH.unauthenticated);
  return request.principal.id;
}

/** The signed-in account and the token it used: services need both to apply rules about the actor. */
export type Actor = { id: number; token?: string };

export function actorOf(request: FastifyRequest): Actor {
  return { id: principalId(request), token: request.bearerToken };
}
