import { ErrorState } from '../components/status-views';

/** Shown when a page's code cannot load (e.g. a new deploy replaced its chunk, or the network dropped). */
export function RouteError() {
  return (
    <main className="container page">
      <ErrorState message="This page could not be loaded. Check your connection and try again." onAction={() => window.location.reload()} />
    </main>
  );
}
