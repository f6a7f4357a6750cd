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

/** A path's first segment, lower-cased, when it is a fixed word ('/practice/:topic' → 'practice'); else undefined. */
function fixedHead(path: string | undefined): string | undefined {
  const head = path?.split('/').find(Boolean);
  return head && !/[:*?]/.test(head) ? head.toLowerCase() : undefined;
}

/** The routes that can match an address whose first segment is `head` (a layout kept with those of its children). */
function routesUnder(routes: RouteObject[], head: string | undefined): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    const own = fixedHead(route.path);
    if (own !== undefined && own !== head) continue;
    if (!route.children) kept.push(route);
    else {
      const children = routesUnder(route.children, head);
      if (children.length > 0 || route.path) kept.push({ ...route, children });
    }
  }
  return kept;
}

/**
 * React Router's matchRoutes over only the routes an address can match. matchRoutes flattens, compiles and ranks
 * the tree it is given on each call: the app's ~60 routes cost ~5 ms a new address (~20 ms at a cheap phone's
 * speed, inside hydration's first task). A route whose first segment is a fixed word other than the address's (as
 * React Router compares them: case aside) cannot match, so each first word gets the tree without those: the same
 * matches, from a handful of routes.
 */
export function routeMatcher(objects: RouteObject[]) {
  const heads = new Set<string>();
  const collect = (routes: RouteObject[]) =>
    routes.forEach((route) => {
      const head = fixedHead(route.path);
      if (head) heads.add(head);
      if (route.children) collect(route.children);
    });
  collect(objects);
  const trees = new Map<string | undefined, RouteObject[]>();
  return (pathname: string) => {
    let head: string | undefined;
    try {
      // As matchRoutes reads it: the segment decoded on its own.
      head = fixedHead(decodeURIComponent(pathname.split('/').find(Boolean) ?? ''));
    } catch {
      // Not decodable: matchRoutes decides on the whole tree.
      return matchRoutes(objects, { pathname });
    }
    // Every word no route starts with leaves the same routes (those with no fixed first word).
    const key = head !== undefined && heads.has(head) ? head : undefined;
    let tree = trees.get(key);
    if (!tree) trees.set(key, (tree = routesUnder(objects, key)));
    return matchRoutes(tree, { pathname });
  };
}

/**
 * The app's routes, rendered; a lazily loaded layout (e.g. the admin shell) shows a spinner on first load. What
 * useRoutes does, but an address's matches are worked out once (useRoutes matches the whole route tree on every
 * render, and a server render renders a page more than once), among the routes it can match (routeMatcher).
 */
export function createAppRoutes(routes: AppRoute[]) {
  const objects = routes.map(toRouteObject);
  const match = routeMatcher(objects);
  const matchesAt = boundedMemo(match);
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
