import type { Core } from '@strapi/strapi';
import type AdminSessionService from '#src/api/admin-session/services/admin-session.js';
import { ADMINISTRATOR_ROLE_TYPE } from '#src/api/admin-session/administrator-role.js';
import { STUDENT_ROLE_TYPE } from '#src/api/student-account/student-role.js';

const USER_UID = 'plugin::users-permissions.user';

type AdminSessions = ReturnType<typeof AdminSessionService>;
const adminSessions = (strapi: Core.Strapi) => strapi.service('api::admin-session.admin-session') as AdminSessions;

/**
 * Makes site administrators' sessions end on the server at once (cms/src/api/admin-session):
 * - every request with a users-permissions access token also needs its session to be live, so logout ends the
 *   session's access tokens at once rather than when they expire (Strapi checks only their signature);
 * - a password change, a block, leaving the Administrator role or deleting the account ends all the account's
 *   sessions, whichever way the change is written (Strapi's admin panel, the REST API, a script, a query).
 */
export function endSessionsOnTheServer(strapi: Core.Strapi) {
  checkTheSessionOfEveryAccessToken(strapi);
  endSessionsOnAccountChanges(strapi);
}

function checkTheSessionOfEveryAccessToken(strapi: Core.Strapi) {
  if (strapi.config.get('plugin::users-permissions.jwtManagement') !== 'refresh') return;
  strapi
    .get('services')
    .extend('plugin::users-permissions.jwt', (jwt: { verify: (token: string) => Promise<{ id: unknown; sessionId?: unknown }> }) => ({
      ...jwt,
      async verify(token: string) {
        const claims = await jwt.verify(token);
        if (!(await adminSessions(strapi).isLive(claims.sessionId))) throw new Error('Invalid token.');
        return claims;
      },
    }));
}

interface UserEvent {
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> };
  result?: { id?: number } | { count?: number } | null;
  state: Record<string, unknown>;
}

function endSessionsOnAccountChanges(strapi: Core.Strapi) {
  const users = () => strapi.db.query(USER_UID);
  const idsMatching = async (where: Record<string, unknown> | undefined): Promise<number[]> =>
    (await users().findMany({ where: where ?? {}, select: ['id'] })).map((user: { id: number }) => user.id);

  /** After a write to accounts: end the sessions of those whose password changed or who may no longer sign in. */
  const review = async (ids: number[], data: Record<string, unknown> | undefined) => {
    const passwordChanged = typeof data?.password === 'string' && data.password !== '';
    for (const id of ids) {
      const user = await users().findOne({ where: { id }, populate: ['role'] });
      // Students sign in too (cms/src/api/student-account): their sessions end on the same changes.
      const mayHaveSessions = user?.role?.type === ADMINISTRATOR_ROLE_TYPE || user?.role?.type === STUDENT_ROLE_TYPE;
      if (passwordChanged || !user || user.blocked || !mayHaveSessions) await adminSessions(strapi).endAll(id);
    }
  };
  const endAll = async (ids: number[]) => {
    for (const id of ids) await adminSessions(strapi).endAll(id);
  };

  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    async afterUpdate(event: UserEvent) {
      const id = (event.result as { id?: number } | null)?.id;
      if (typeof id === 'number') await review([id], event.params.data);
    },
    async beforeUpdateMany(event: UserEvent) {
      event.state.ids = await idsMatching(event.params.where);
    },
    async afterUpdateMany(event: UserEvent) {
      await review((event.state.ids as number[]) ?? [], event.params.data);
    },
    async afterDelete(event: UserEvent) {
      const id = (event.result as { id?: number } | null)?.id;
      if (typeof id === 'number') await endAll([id]);
    },
    async beforeDeleteMany(event: UserEvent) {
      event.state.ids = await idsMatching(event.params.where);
    },
    async afterDeleteMany(event: UserEvent) {
      await endAll((event.state.ids as number[]) ?? []);
    },
  });
}
