import type { Core } from '@strapi/strapi';

const WEBHOOK_NAME = 'Proxy cache purge';

/**
 * Registers (or updates) a Strapi webhook that tells the proxy to purge its cache on every content change,
 * so an edit in Strapi's admin panel shows on the next request. Visible under Settings → Webhooks.
 *
 * Strapi posts one event per change, after the change is committed: `{event, uid, model, entry}` for entries
 * (`entry` fully populated, with its documentId and updatedAt) and `{event, media}` for uploads. The proxy
 * reads documentId and updatedAt to recognise the webhook of a write it already purged for
 * (proxy/src/http/purge-record.ts), so one change costs one purge.
 */
export async function ensureCachePurgeWebhook(strapi: Core.Strapi) {
  const url = process.env.CACHE_PURGE_WEBHOOK_URL || `http://127.0.0.1:${process.env.PROXY_PORT || 3000}/internal/cache/purge`;
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) {
    strapi.log.warn('WEBHOOK_SECRET is not set: the proxy will not accept cache purge webhooks.');
    return;
  }
  const definition = {
    name: WEBHOOK_NAME,
    url,
    headers: { 'x-webhook-secret': secret },
    events: ['entry.create', 'entry.update', 'entry.delete', 'media.create', 'media.update', 'media.delete'],
    isEnabled: true,
  };
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const existing = (await store.findWebhooks()).find((hook: { name: string }) => hook.name === WEBHOOK_NAME);
  if (!existing) {
    runner.add(await store.createWebhook(definition));
    return;
  }
  const unchanged =
    existing.url === definition.url &&
    existing.headers?.['x-webhook-secret'] === secret &&
    definition.events.every((event) => existing.events.includes(event));
  if (!unchanged) runner.update(await store.updateWebhook(existing.id, { ...existing, ...definition }));
}
