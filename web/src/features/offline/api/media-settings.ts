import { set } from 'idb-keyval';
import { MEDIA_BUDGET_KEY, readMediaUsage } from '@/lib/offline/media-budget';

const MB = 1024 * 1024;

/** The budgets a student may choose for images and fonts kept from browsing. */
export const MEDIA_BUDGET_CHOICES: readonly number[] = [25 * MB, 50 * MB, 100 * MB, 200 * MB];

/** What MEDIA_CACHE holds and may hold (the service worker keeps the count). */
export const readMediaSettings = () => readMediaUsage();

/** The new budget, where the service worker reads it (idb-keyval's default store); it trims the cache on its next write. */
export const saveMediaBudget = (budgetBytes: number) => set(MEDIA_BUDGET_KEY, budgetBytes);
