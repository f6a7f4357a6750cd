/** Site-wide settings, set at build time (see README: VITE_CONTACT_EMAIL). */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'contact@examprep.example';
