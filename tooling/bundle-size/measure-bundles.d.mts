import type { Browser } from '@playwright/test';

export declare const GZIP_LEVEL: number;
export declare const REMOTE_ROUTES: string[];

export interface ScriptFile {
  path: string;
  raw: number;
  gzip: number;
}

export interface ScriptTotals {
  gzip: number;
  raw: number;
  files: number;
  /** Largest first. */
  list: ScriptFile[];
}

export interface RouteScripts extends ScriptTotals {
  route: string;
  /** The path the browser ended on (a guarded route sends a visitor to sign in). */
  landed: string;
  /** The shell showed its error page. */
  failed: boolean;
  /** Bytes (gz) of the loading animation fetched during the navigation (not counted in the route's totals). */
  loadingAnimation: number;
}

/** The loading animation's files: fetched only when a load lasts over 300 ms, so counted apart. */
export declare function isLoadingAnimation(url: string): boolean;

export declare function measureBundles(
  browser: Browser,
  baseURL: string,
  routesToVisit?: string[],
): Promise<{
  main: ScriptTotals & { renderedMs: number };
  afterRender: ScriptTotals;
  routes: RouteScripts[];
}>;

/** Whether /main shows its content with scripts turned off (the server drew its first screen). */
export declare function firstScreenWithoutScripts(browser: Browser, baseURL: string): Promise<boolean>;
