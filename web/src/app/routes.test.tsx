import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, matchRoutes, Outlet, StaticRouter, useParams, useResolvedPath, useRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './router';
import { createAppRoutes, routeMatcher, type AppRoute } from './routes';

// AppRoutes renders an address's matches as useRoutes does (matched once per path): the same params, the same
// resolved paths (encoded again after matchRoutes decoded them) and links, under a basename too.

function Shows() {
  const params = useParams();
  return (
    <p>
      {JSON.stringify(params)} {useResolvedPath('.').pathname} <Link to="next">next</Link> <Link to="..">up</Link>
    </p>
  );
}

const declared: AppRoute[] = [
  { path: '/', element: <p>home</p> },
  {
    element: (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      { path: '/practice/:topicName', element: <Shows /> },
      { path: '/practice/:topicName/:subtopicName/:examName?', element: <Shows /> },
      { path: '/questions/:id/:slug?', element: <Shows /> },
      { path: '*', element: <Shows /> },
    ],
  },
];
const asObject = ({ path, element, children }: AppRoute): RouteObject => ({ path, element, children: children?.map(asObject) });
const objects = declared.map(asObject);
const AppRoutes = createAppRoutes(declared);

function Matched() {
  return useRoutes(objects);
}

/** What AppRoutes was: useRoutes inside its Suspense boundary. */
const UseRoutes = () => (
  <Suspense fallback={null}>
    <Matched />
  </Suspense>
);

const rendered = (location: string, routes: React.ReactNode, basename?: string) =>
  renderToString(
    <StaticRouter location={location} basename={basename}>
      {routes}
    </StaticRouter>,
  );

describe('AppRoutes', () => {
  it.each([
    '/',
    '/practice/general-aptitude',
    '/practice/general%20aptitude/percent%25s%3F/SSC%20CGL',
    '/practice/%E0%A4%97%E0%A4%A3%E0%A4%BF%E0%A4%A4/x',
    '/questions/abc/what-is-10%25-of-50%3F',
    '/no/such//page',
  ])('renders %s as useRoutes does, twice (the second from the kept match)', (location) => {
    const expected = rendered(location, <UseRoutes />);
    expect(expected).toContain('<');
    expect(rendered(location, <AppRoutes />)).toBe(expected);
    expect(rendered(location, <AppRoutes />)).toBe(expected);
    expect(rendered(`/hi${location === '/' ? '' : location}`, <AppRoutes />, '/hi')).toBe(
      rendered(`/hi${location === '/' ? '' : location}`, <UseRoutes />, '/hi'),
    );
  });
});

describe('routeMatcher', () => {
  // The app's own route table: every route's path with its parameters filled, in other letter cases, encoded, and
  // addresses no route starts with.
  const table = routes.map(asObject);
  const paths: string[] = [];
  const collect = (list: RouteObject[]) =>
    list.forEach((route) => {
      if (route.path) paths.push(route.path);
      if (route.children) collect(route.children);
    });
  collect(table);
  const filled = paths.flatMap((path) => {
    const one = path
      .replace(/\/:[\w-]+\?/g, '')
      .replace(/:[\w-]+/g, 'x')
      .replace(/\*$/, 'a/b');
    const all = path
      .replace(/\?/g, '')
      .replace(/:[\w-]+/g, 'y%20z')
      .replace(/\*$/, 'c');
    return [one, all, one.toUpperCase(), `${one}/extra`, `${all}/`];
  });
  const addresses = [...new Set(filled), '/', '', '/%E0%A4%97/x', '/%zz/bad', '/unknown', '/unknown/deeper', '//practice'];

  it('knows the table (pages and admin screens alike)', () => {
    expect(paths.length).toBeGreaterThan(50);
    expect(paths).toEqual(expect.arrayContaining(['/login', '/practice/:topicName', '*']));
  });

  it.each(addresses)('matches %s as matchRoutes does over the whole table', (address) => {
    const match = routeMatcher(table);
    const names = (matches: ReturnType<typeof matchRoutes>) =>
      matches?.map((found) => ({ path: found.route.path, params: found.params, pathname: found.pathname, base: found.pathnameBase }));
    const expected = names(matchRoutes(table, { pathname: address }));
    expect(names(match(address))).toEqual(expected);
    // Asked again (the tree for its first word is kept).
    expect(names(match(address))).toEqual(expected);
  });
});
