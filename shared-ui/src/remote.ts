import type { ComponentType } from 'react';

/**
 * The contract between the shell and a remote: each remote exposes `./routes` with this shape.
 * `path` is the full app path (e.g. `/key/details`); `load` splits each page into its own chunk.
 */
export type RemotePageModule = { default: ComponentType };
export type RemoteRoute = { path: string; load: () => Promise<RemotePageModule> };
export type RemoteRoutesModule = { routes: RemoteRoute[] };
