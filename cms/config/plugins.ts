export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: env('ADMIN_SESSION_TTL', '7d') },
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
});
