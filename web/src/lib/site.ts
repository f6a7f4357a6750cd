/** Site-wide settings, set at build time (VITE_CONTACT_EMAIL, docs/site.md). */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'contact@examprep.example';
