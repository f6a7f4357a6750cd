import type { PageModule } from '@/app/pages';

/**
 * Every admin screen's loader, by its file under src/features: a chunk of its own that only an admin route loads,
 * so the public pages' entry chunk carries the admin addresses as short strings, not one preload list per screen.
 */
const ADMIN_SCREENS = import.meta.glob<PageModule>([
  '/src/features/{admin-*,auth,dashboard,question-import}/routes/*-page.tsx',
  '!/src/features/**/*.test.tsx',
]);

/** Loads an admin screen: 'admin-faqs/routes/admin-faqs-page'. */
export function loadAdminScreen(screen: string): Promise<PageModule> {
  const load = ADMIN_SCREENS[`/src/features/${screen}.tsx`];
  if (!load) return Promise.reject(new Error(`No admin screen ${screen}`));
  return load();
}
