import type { Config } from '#src/config.js';

/**
 * Hosts the configured analytics service needs in the Content-Security-Policy, and nothing when analytics is
 * off. GA4's list is Google's own (https://developers.google.com/tag-platform/security/guides/csp).
 */
export function analyticsCspSources(config: Pick<Config, 'analytics'>): { script: string[]; connect: string[]; img: string[] } {
  if (config.analytics?.provider !== 'ga4') return { script: [], connect: [], img: [] };
  return {
    script: ['https://*.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  };
}
