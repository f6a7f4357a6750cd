import { z } from 'zod';

/** The administrator's session (admin-area.md §7): sign in, who is signed in, sign out. */

/** POST /api/auth/login (JSON or a urlencoded form). Anything missing: 400 'Please fill in all fields'. */
export const credentials = z.object({
  username: z.string().trim().min(1).describe('Username or email.'),
  password: z.string().min(1),
});
export type Credentials = z.infer<typeof credentials>;

export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';

export const administratorProfile = z
  .strictObject({ _id: z.string(), username: z.string(), email: z.string() })
  .meta({ id: 'AdministratorProfile' });
export type AdministratorProfile = z.infer<typeof administratorProfile>;

export const loginAnswer = z.strictObject({ message: z.literal('Login successful'), user: administratorProfile });
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const logoutAnswer = z.strictObject({ message: z.literal('Logged out') });
