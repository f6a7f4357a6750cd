/**
 * The proxy's door to administrators' sign-in and sessions (never reached by browsers: Strapi sits behind the proxy).
 *
 * POST /api/admin-session/login    {username, password} → {result, jwt?, refreshToken?, user?}   (the proxy's API token)
 * POST /api/admin-session/refresh  {refreshToken} → {result: 'refreshed', jwt} | {result: 'session-ended'}  (proxy token)
 * POST /api/admin-session/logout   {refreshToken} → {result: 'signed-out'}                        (the proxy's API token)
 * POST /api/admin-session/account  {name} → {account: documentId | null}                         (the proxy's API token)
 * GET  /api/admin-session/me       → the signed-in administrator                                 (the Administrator role)
 *
 * Strapi's own POST /api/auth/local is not used: it would need the public role (which must stay empty), it
 * hands a JWT to any user whatever their role, and its built-in limiter allows 5 sign-ins per 5 minutes per
 * IP — and every sign-in reaches Strapi from the proxy's one IP. The proxy limits failed sign-ins itself.
 */
const route = (method: 'GET' | 'POST', path: string, handler: string) => ({ method, path, handler, config: { policies: [] } });

export default {
  routes: [
    route('POST', '/admin-session/login', 'admin-session.login'),
    route('POST', '/admin-session/refresh', 'admin-session.refresh'),
    route('POST', '/admin-session/logout', 'admin-session.logout'),
    route('POST', '/admin-session/account', 'admin-session.account'),
    route('GET', '/admin-session/me', 'admin-session.me'),
  ],
};
