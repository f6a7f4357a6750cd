/*
 * What SWR imports as `use-sync-external-store/shim` (vite.config.ts points it here). That package backfills the hook
 * for React 16 and 17 and re-exports React's own from 18 on; on React 19 its fallback is dead weight on every page
 * (~0.6 KB gzipped of the first load).
 */
export { useSyncExternalStore } from 'react';
