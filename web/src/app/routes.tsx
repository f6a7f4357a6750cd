import { Component, Suspense, lazy, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import {
  Outlet,
  UNSAFE_NavigationContext as NavigationContext,
  matchRoutes,
  renderMatches,
  useLocation,
  type Navigator,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';
import { LoadingState } from '@/components/status-views';
import { pageHydrated } from '@/lib/interactive-mark';
import { boundedMemo } from './bounded-memo';

/**
 * A route as router.tsx declares it. The shape is the data router's (path, children, element, errorElement and
 * a `lazy` that resolves to {Component}), but the app renders it in React Router's declarative mode
 * (BrowserRouter + useRoutes): every page still loads as its own chunk (React.lazy, inside a transition, so
 * the previous page stays on screen until the next one is ready), while the data router's machinery
 * (loaders, actions, fetchers — none of which the app uses) stays out of the bundle: about 16 KB gzipped
 * less JavaScript on every first visit.
 */
export interface AppRoute {
  path?: string;
  element?: ReactNode;
  /** Shown instead of this route (and its children) when it fails to render or its chunk fails to load. */
  errorElement?: ReactNode;
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: AppRoute[];
}

/** Catches a route's render or chunk-loading error; navigating elsewhere clears it. */
class RouteErrorBoundary extends Component<{ fallback: ReactNode; resetKey: string; children: ReactNode }, { failedAt: string | null }> {
  state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  componentDidCatch() {
    this.setState({ failedAt: this.props.resetKey });
  }

  render() {
    const { failedAt } = this.state;
    const failedHere = failedAt === '' || failedAt === this.props.resetKey;
    return failedAt !== null && failedHere ? this.props.fallback : this.props.children;
  }
}

function WithErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary fallback={fallback} resetKey={pathname}>
      {children}
    </RouteErrorBoundary>
  );
}

/**
 * Tells lib/interactive-mark.ts the first page has been hydrated (or rendered): `<html data-interactive>` follows
 * once the frame's awaited parts have too. Rendered beside each page, inside the same Suspense boundary, so it
 * commits with the page, not its layout.
 */
function MarkInteractive() {
  useEffect(pageHydrated, []);
  return null;
}

function toRouteObject(route: AppRoute): RouteObject {
  let element = route.element;
  if (route.lazy) {
    const load = route.lazy;
    const Page = lazy(async () => ({ default: (await load()).Component }));
    element = route.children ? (
      <Page />
    ) : (
      <>
        <Page />
        <MarkInteractive />
      </>
    );
  }
  if (route.errorElement) {
    element = <WithErrorBoundary fallback={route.errorElement}>{element ?? <Outlet />}</WithErrorBoundary>;
  }
  // A route without an element renders its children (useRoutes' default), as in the data router.
  return { path: route.path, element, children: route.children?.map(toRouteObject) };
}

/**
 * A match's path as useRoutes hands it to the page (matchRoutes decodes it; links resolved against it need it
 * encoded again): `%`, `?` and `#` first, as React Router does, so the navigator's encoding keeps them in the path.
 */
function encodedPath(navigator: Navigator, decoded: string): string {
  const path = navigator.encodeLocation
    ? navigator.encodeLocation(decoded.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname
    : decoded;
  return `//${path}`.replace(/\/\/+/g, '/');
}

/**
 * The app's routes, rendered; a lazily loaded layout (e.g. the admin shell) shows a spinner on first load. What
 * useRoutes does, but an address's matches are worked out once: useRoutes flattens and ranks the whole route tree
 * on every render (about a millisecond), and a server render renders a page more than once.
 */
export function createAppRoutes(routes: AppRoute[]) {
  const objects = routes.map(toRouteObject);
  const matchesAt = boundedMemo((pathname) => matchRoutes(objects, { pathname }));
  return function AppRoutes() {
    const { pathname } = useLocation();
    const { navigator } = useContext(NavigationContext);
    const matches = matchesAt(pathname || '/')?.map((match): RouteMatch => ({
      ...match,
      params: { ...match.params },
      pathname: encodedPath(navigator, match.pathname),
      pathnameBase: match.pathnameBase === '/' ? '/' : encodedPath(navigator, match.pathnameBase),
    }));
    return <Suspense fallback={<LoadingState />}>{renderMatches(matches ?? null)}</Suspense>;
  };
}
