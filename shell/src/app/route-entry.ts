import { matchRoutes } from 'react-router-dom';
import { routeTable, type RouteEntry } from './route-table';

const tableRoutes = routeTable.map((entry) => ({ path: entry.path, entry }));

let last: { pathname: string; entry: RouteEntry | undefined } | undefined;

/**
 * The route table entry a pathname renders, matched as the router does. The last answer is kept: the layout asks on
 * every render, and matching ranks the whole table each time.
 */
export function routeEntryOf(pathname: string): RouteEntry | undefined {
  if (last?.pathname !== pathname) last = { pathname, entry: matchRoutes(tableRoutes, pathname)?.at(-1)?.route.entry };
  return last.entry;
}
