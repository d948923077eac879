import { z } from 'zod';
import type { LocalizedText } from './languages';

/** The remotes registry (issue 16): what is live for each remote, its releases and the history of switches. */
export const REMOTES_ADMIN_API = {
  /** `GET` (admin, support, or the deploy token): every remote's live release, releases and history. */
  remotes: '/api/admin/remotes',
  /** `POST RemoteReleaseInput` (admin or the deploy token): check a published folder and make it live. */
  releases: (name: string) => `/api/admin/remotes/${name}/releases`,
  /** `POST RemoteRollbackInput` (admin or the deploy token): re-point to a named or the previous release. */
  rollback: (name: string) => `/api/admin/remotes/${name}/rollback`,
  /** `POST RemoteCanaryInput` (admin or the deploy token): serve a recorded release to a share of browsers. */
  canary: (name: string) => `/api/admin/remotes/${name}/canary`,
  /** `POST RemoteCanaryEndInput` (admin or the deploy token): make the canary live for everyone. */
  promote: (name: string) => `/api/admin/remotes/${name}/canary/promote`,
  /** `POST RemoteCanaryEndInput` (admin or the deploy token): stop the canary; everyone gets the live release. */
  abort: (name: string) => `/api/admin/remotes/${name}/canary/abort`,
} as const;

// The public names the shell needs before its first render live in remote-paths.ts (no zod there).

/** A release's folder name under DEPLOY_DIR/<name>/: one path segment, never `.` or `..`. */
const releaseVersionSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z][0-9A-Za-z._+-]{0,99}$/);
const expectedRevisionSchema = z.number().int().min(0);

export const remoteNameParamsSchema = z.object({ name: z.string() });

/** A canary serves a share of browsers (1-99 %); the others keep the live release. */
export const canaryPercentSchema = z.number().int().min(1).max(99);

export const remoteReleaseInputSchema = z.object({
  version: releaseVersionSchema,
  commit: z.string().trim().min(1).max(100),
  expectedRevision: expectedRevisionSchema,
  /** Set: the checked release goes to this share of browsers as a canary instead of going live. */
  canaryPercent: canaryPercentSchema.optional(),
});
export type RemoteReleaseInput = z.infer<typeof remoteReleaseInputSchema>;

export const remoteRollbackInputSchema = z.object({
  version: releaseVersionSchema.optional(),
  expectedRevision: expectedRevisionSchema,
});
export type RemoteRollbackInput = z.infer<typeof remoteRollbackInputSchema>;

export const remoteCanaryInputSchema = z.object({
  version: releaseVersionSchema,
  percent: canaryPercentSchema,
  expectedRevision: expectedRevisionSchema,
});
export type RemoteCanaryInput = z.infer<typeof remoteCanaryInputSchema>;

export const remoteCanaryEndInputSchema = z.object({ expectedRevision: expectedRevisionSchema });
export type RemoteCanaryEndInput = z.infer<typeof remoteCanaryEndInputSchema>;

export const remoteLoadReportSchema = z.object({
  remote: z.string().max(40),
  version: z.string().max(120),
  outcome: z.enum(['loaded', 'failed']),
});
export type RemoteLoadReport = z.infer<typeof remoteLoadReportSchema>;

export const REMOTE_CHANGE_ACTIONS = ['release', 'rollback', 'canary', 'promote', 'abort'] as const;
export type RemoteChangeAction = (typeof REMOTE_CHANGE_ACTIONS)[number];

/**
 * The answer of every registry change. `from` and `to` are what the change moved between: the live versions for a
 * release, rollback or promote (`from` null when the local build was live), the earlier canary (or null) and the new
 * one for a canary, the canary and the live version for an abort.
 */
export const remoteSwitchSchema = z.object({
  name: z.string(),
  action: z.enum(REMOTE_CHANGE_ACTIONS),
  from: z.string().nullable(),
  to: z.string(),
  revision: z.number().int(),
  /** After a release: older releases removed (beyond RELEASES_KEPT; never the live one, the canary or the rollback target). */
  pruned: z.array(z.string()).optional(),
});
export type RemoteSwitch = z.infer<typeof remoteSwitchSchema>;

export const remoteReleaseViewSchema = z.object({
  version: z.string(),
  commit: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string(),
});

export const remoteChangeViewSchema = z.object({
  action: z.enum(REMOTE_CHANGE_ACTIONS),
  from: z.string().nullable(),
  to: z.string(),
  actor: z.string(),
  at: z.string(),
});

export const remoteStateSchema = z.object({
  name: z.string(),
  live: z.object({ version: z.string(), entry: z.string() }),
  /** True when no release is live: the local build (`/remotes/<name>/`) is served. */
  local: z.boolean(),
  /** A release served to `percent` % of browsers (sticky per browser), or null. */
  canary: z.object({ version: z.string(), entry: z.string(), percent: z.number().int() }).nullable(),
  /** Page loads the shells reported per version (loaded, failed), versions most recently reported first. */
  loads: z.array(z.object({ version: z.string(), loaded: z.number().int(), failed: z.number().int(), lastReportAt: z.string() })),
  revision: z.number().int(),
  /** Newest first. */
  releases: z.array(remoteReleaseViewSchema),
  /** Newest first, the last 50. */
  history: z.array(remoteChangeViewSchema),
});
export type RemoteState = z.infer<typeof remoteStateSchema>;

export const remotesOverviewSchema = z.object({ remotes: z.array(remoteStateSchema) });
export type RemotesOverview = z.infer<typeof remotesOverviewSchema>;

/** Why the contract check refused a release (in `details.reasons` of REMOTE_CONTRACT_BROKEN). */
export const REMOTE_CONTRACT_REASONS = {
  MISSING_ROUTES: { ko: '매니페스트에 ./routes 노출이 없습니다.', en: 'The manifest does not expose ./routes.' },
  SHARED_VERSION: {
    ko: '셸이 공유하는 싱글턴 버전이 리모트가 요구하는 버전을 만족하지 않습니다.',
    en: 'A shared singleton version of the shell does not satisfy what the remote requires.',
  },
  ROUTE_OWNER: {
    ko: '리모트가 셸의 라우트 표에서 다른 소유자에게 속하거나 없는 라우트를 주장합니다.',
    en: 'The remote claims a route the shell gives to another owner or does not route.',
  },
  CONSOLE_OWNER: {
    ko: '리모트가 셸의 콘솔 표에서 다른 소유자에게 속하거나 없는 콘솔 섹션을 제공합니다.',
    en: 'The remote ships a console section the shell gives to another owner or does not list.',
  },
  MISSING_CONSOLE: {
    ko: '셸의 콘솔 표가 이 리모트에 맡긴 콘솔 섹션이 ./console 노출에 없습니다.',
    en: 'A console section the shell’s console table gives this remote is not in its ./console expose.',
  },
  CONTRACT_MAJOR: {
    ko: '리모트가 셸과 다른 shared-contract 주 버전으로 빌드되었습니다.',
    en: 'The remote was built against a different shared-contract major version than the shell.',
  },
  MISSING_RELEASE_INFO: {
    ko: '릴리스 폴더에 올바른 keys-release.json이 없습니다.',
    en: 'The release folder has no valid keys-release.json.',
  },
  SHELL_INFO_MISSING: {
    ko: '셸의 mf-manifest.json 또는 keys-release.json을 읽을 수 없어 검사할 수 없습니다.',
    en: 'The shell’s mf-manifest.json or keys-release.json cannot be read, so the release cannot be checked.',
  },
} as const satisfies Record<string, LocalizedText>;
export type RemoteContractReasonCode = keyof typeof REMOTE_CONTRACT_REASONS;

export const remoteContractReasonSchema = z.object({ code: z.string(), message: z.string() });
export type RemoteContractReason = z.infer<typeof remoteContractReasonSchema>;
