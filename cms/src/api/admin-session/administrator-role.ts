/** The users-permissions role of the site's administrators (made at start-up: cms/src/bootstrap/access.ts). */
export const ADMINISTRATOR_ROLE_TYPE = 'administrator';
