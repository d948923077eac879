/**
 * Each app (shell and remotes) reports the singletons it was given, so a page can check that
 * they all share one React, one i18n instance and one session store (e2e journey 7).
 */
export type RuntimeReport = { react: unknown; i18n: unknown; sessionStore: unknown };

type DiagnosticsWindow = { __KEYS_RUNTIME__?: Record<string, RuntimeReport> };

export function reportRuntime(app: string, report: RuntimeReport) {
  if (typeof window === 'undefined') return;
  const target = window as unknown as DiagnosticsWindow;
  target.__KEYS_RUNTIME__ = { ...target.__KEYS_RUNTIME__, [app]: report };
}
