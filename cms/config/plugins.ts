import type { Core } from '@strapi/strapi';

const SECONDS_PER_UNIT: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86400 };

/** A lifetime such as `600`, `90s`, `10m`, `12h` or `7d`, in seconds. */
function durationSeconds(value: string, name: string): number {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(value);
  const seconds = match ? Number(match[1]) * (SECONDS_PER_UNIT[match[2].toLowerCase()] ?? 0) : 0;
  if (!seconds) throw new Error(`${name} must be a lifetime such as 600, 90s, 10m, 12h or 7d (got "${value}")`);
  return seconds;
}

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  // How long a site administrator's sign-in lasts (from signing in), and how long each access token lives before
  // the proxy exchanges the session's refresh token for a new one (unnoticed by the administrator).
  const sessionSeconds = durationSeconds(env('ADMIN_SESSION_TTL', '7d'), 'ADMIN_SESSION_TTL');
  const accessTokenSeconds = durationSeconds(env('ADMIN_ACCESS_TOKEN_TTL', '10m'), 'ADMIN_ACCESS_TOKEN_TTL');
  return {
    'users-permissions': {
      config: {
        jwtSecret: env('JWT_SECRET'),
        // Strapi's session management: sessions are rows Strapi keeps, so signing out, a password change, a block or
        // leaving the Administrator role ends them on the server (cms/src/bootstrap/admin-sessions.ts).
        jwtManagement: 'refresh',
        sessions: {
          accessTokenLifespan: accessTokenSeconds,
          // The refresh token is never rotated, so the session ends a fixed time after signing in.
          idleRefreshTokenLifespan: sessionSeconds,
          maxRefreshTokenLifespan: sessionSeconds,
        },
        // No public sign-up: administrators are created by bootstrap or `npm run admin:create`.
        register: { allowedFields: [] },
      },
    },
    upload: {
      config: {
        sizeLimit: 5 * 1024 * 1024,
        // Small responsive variants are not used by the site; skip the work on every upload.
        breakpoints: {},
      },
    },
  };
};
