/**
 * A loader of one export of a lazily loaded module: `lazyExport(() => import('./x'), 'name')`. Its own module, so
 * that naming a loader pulls nothing else into the importer's chunk.
 */
export const lazyExport =
  <Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) =>
  (): Promise<Module[Name]> =>
    load().then((module) => module[name]);
