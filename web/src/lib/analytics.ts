/**
 * Page-view analytics, on only when the server configured it: the proxy writes
 * <meta name="analytics-ga4" content="G-..."> into the page when ANALYTICS_GA4_ID is set. Without it nothing
 * is loaded and nothing is sent. Google's gtag.js is fetched after the page has loaded, so it never delays
 * a first paint; page views queue in dataLayer until it arrives.
 */
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const GA4_ID = /^G-[A-Z0-9]{4,20}$/;

/** The configured GA4 measurement id, or null when analytics is off. */
export function configuredAnalyticsId(doc: Pick<Document, 'querySelector'> = document): string | null {
  const id = doc.querySelector('meta[name="analytics-ga4"]')?.getAttribute('content')?.trim();
  return id && GA4_ID.test(id) ? id : null;
}

let gtag: Gtag | undefined;

function startGtag(id: string): Gtag {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads `arguments` objects from dataLayer, exactly as Google's snippet pushes them.
  window.gtag = function gtagQueue() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by reportPageView on every route change, not by gtag's automatic first one.
  window.gtag('config', id, { send_page_view: false });

  const load = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(load, { timeout: 5000 }) : window.setTimeout(load, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return window.gtag;
}

/** Reports one page view; a no-op when analytics is not configured. */
export function reportPageView(path: string) {
  const id = configuredAnalyticsId();
  if (!id) return;
  gtag ??= startGtag(id);
  gtag('event', 'page_view', {
    page_location: `${window.location.origin}${path}`,
    page_path: path,
    page_title: document.title,
    send_to: id,
  });
}
