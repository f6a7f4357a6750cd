/**
 * The proxy's sign-in door for site administrators (never reached by browsers: Strapi sits behind the proxy).
 *
 * POST /api/admin-session/login   {username, password} → {result, jwt?, user?}   (allowed to the proxy's API token)
 * GET  /api/admin-session/me       → the signed-in administrator                  (allowed to the Administrator role)
 *
 * Strapi's own POST /api/auth/local is not used: it would need the public role (which must stay empty), it
 * hands a JWT to any user whatever their role, and its built-in limiter allows 5 sign-ins per 5 minutes per
 * IP — and every sign-in reaches Strapi from the proxy's one IP. The proxy limits failed sign-ins itself.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/admin-session/login',
      handler: 'admin-session.login',
      config: { policies: [] },
    },
    {
      method: 'GET',
      path: '/admin-session/me',
      handler: 'admin-session.me',
      config: { policies: [] },
    },
  ],
};
