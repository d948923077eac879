import type { ComponentType } from 'react';

/**
 * The contract between the shell and a remote: each remote exposes `./routes` with this shape.
 * `path` is the full app path (e.g. `/key/details`); `load` splits each page into its own chunk.
 * `preload`, when given, starts the page's data (and its largest image) while the chunk loads;
 * the shell calls it as soon as the routes module is there. It must not throw.
 */
export type RemotePageModule = { default: ComponentType };
export type RemoteLocation = { pathname: string; search: string };
export type RemoteRoute = {
  path: string;
  load: () => Promise<RemotePageModule>;
  preload?: (location: RemoteLocation) => void;
};
export type RemoteRoutesModule = { routes: RemoteRoute[] };
