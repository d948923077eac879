import semver from 'semver';
import { REMOTE_CONTRACT_REASONS, type Language, type RemoteContractReason, type RemoteContractReasonCode } from 'shared-contract';
import { z } from 'zod';

/** The parts of a Module Federation manifest (`mf-manifest.json`) the check reads. */
const manifestSchema = z.looseObject({
  exposes: z.array(z.looseObject({ name: z.string().optional(), path: z.string().optional() })).default([]),
  shared: z
    .array(
      z.looseObject({
        name: z.string(),
        version: z.string().optional(),
        singleton: z.boolean().optional(),
        requiredVersion: z.union([z.string(), z.literal(false)]).optional(),
      }),
    )
    .default([]),
});

/** `keys-release.json` of a remote, written at build time (a release built before the console sections has none). */
const remoteReleaseInfoSchema = z.looseObject({
  name: z.string(),
  version: z.string(),
  routes: z.array(z.string()),
  consoleSections: z.array(z.string()).default([]),
  sharedContract: z.string(),
});

/** `keys-release.json` of the shell: who owns each route and each staff console section. */
const shellReleaseInfoSchema = z.looseObject({
  name: z.string(),
  version: z.string(),
  routeOwners: z.array(z.object({ path: z.string(), owner: z.string() })),
  consoleOwners: z.array(z.object({ id: z.string(), owner: z.string() })).default([]),
  sharedContract: z.string(),
});

/** The parsed JSON files of a release folder and of the shell (undefined: the file is missing). */
export interface ContractCheckInput {
  remoteName: string;
  remoteManifest: unknown;
  remoteReleaseInfo: unknown;
  shellManifest: unknown;
  shellReleaseInfo: unknown;
}

export interface ContractProblem {
  code: RemoteContractReasonCode;
  /** What exactly is wrong (a shared package, a route, versions), in the api's log and the answer's details. */
  subject?: string;
}

const major = (version: string): number | undefined => semver.coerce(version)?.major;

const exposes = (manifest: z.output<typeof manifestSchema>, name: 'routes' | 'console') =>
  manifest.exposes.some((expose) => expose.path === `./${name}` || expose.name === name);

function sharedVersionProblems(remote: z.output<typeof manifestSchema>, shell: z.output<typeof manifestSchema>): ContractProblem[] {
  const shellVersions = new Map(shell.shared.map((entry) => [entry.name, entry.version]));
  return remote.shared.flatMap((entry): ContractProblem[] => {
    if (entry.singleton !== true || !shellVersions.has(entry.name)) return [];
    const shellVersion = shellVersions.get(entry.name);
    const required = entry.requiredVersion;
    if (required === undefined || required === false || required === '*') return [];
    const satisfied = shellVersion !== undefined && semver.valid(shellVersion) !== null && semver.satisfies(shellVersion, required);
    return satisfied ? [] : [{ code: 'SHARED_VERSION', subject: `${entry.name}: shell ${shellVersion ?? '(none)'}, remote requires ${required}` }];
  });
}

function routeOwnerProblems(remoteName: string, routes: readonly string[], owners: ReadonlyArray<{ path: string; owner: string }>): ContractProblem[] {
  const ownerOf = new Map(owners.map((route) => [route.path, route.owner]));
  return routes.flatMap((route): ContractProblem[] => {
    const owner = ownerOf.get(route);
    if (owner === remoteName) return [];
    return [{ code: 'ROUTE_OWNER', subject: owner === undefined ? `${route}: not routed by the shell` : `${route}: owned by ${owner}` }];
  });
}

/**
 * The console sections: every section the remote ships is one the shell's console table gives it, and every section
 * the table gives it is shipped, behind a `./console` expose.
 */
function consoleProblems(
  remoteName: string,
  shipped: readonly string[],
  exposesConsole: boolean,
  owners: ReadonlyArray<{ id: string; owner: string }>,
): ContractProblem[] {
  const ownerOf = new Map(owners.map((section) => [section.id, section.owner]));
  const claimed = shipped.flatMap((id): ContractProblem[] => {
    const owner = ownerOf.get(id);
    if (owner === remoteName) return [];
    return [{ code: 'CONSOLE_OWNER', subject: owner === undefined ? `${id}: not in the shell's console table` : `${id}: owned by ${owner}` }];
  });
  const expected = owners.filter((section) => section.owner === remoteName).map((section) => section.id);
  const missing = expected.filter((id) => !exposesConsole || !shipped.includes(id));
  return missing.length ? [...claimed, { code: 'MISSING_CONSOLE', subject: missing.join(', ') }] : claimed;
}

/** Whether a remote's release fits the shell that will load it; an empty list means it does. Pure: no files read. */
export function checkRemoteContract(input: ContractCheckInput): ContractProblem[] {
  const problems: ContractProblem[] = [];
  const remoteManifest = manifestSchema.safeParse(input.remoteManifest);
  const shellManifest = manifestSchema.safeParse(input.shellManifest);
  const remoteInfo = remoteReleaseInfoSchema.safeParse(input.remoteReleaseInfo);
  const shellInfo = shellReleaseInfoSchema.safeParse(input.shellReleaseInfo);

  if (!remoteManifest.success || !exposes(remoteManifest.data, 'routes')) problems.push({ code: 'MISSING_ROUTES' });
  if (!remoteInfo.success) problems.push({ code: 'MISSING_RELEASE_INFO' });
  if (!shellManifest.success || !shellInfo.success) {
    problems.push({ code: 'SHELL_INFO_MISSING' });
    return problems;
  }
  if (remoteManifest.success) problems.push(...sharedVersionProblems(remoteManifest.data, shellManifest.data));
  if (remoteInfo.success) {
    problems.push(...routeOwnerProblems(input.remoteName, remoteInfo.data.routes, shellInfo.data.routeOwners));
    // A manifest that cannot be read is already MISSING_ROUTES; its console is not reported twice.
    const exposesConsole = !remoteManifest.success || exposes(remoteManifest.data, 'console');
    problems.push(...consoleProblems(input.remoteName, remoteInfo.data.consoleSections, exposesConsole, shellInfo.data.consoleOwners));
    const remoteMajor = major(remoteInfo.data.sharedContract);
    const shellMajor = major(shellInfo.data.sharedContract);
    if (remoteMajor === undefined || remoteMajor !== shellMajor) {
      problems.push({ code: 'CONTRACT_MAJOR', subject: `remote ${remoteInfo.data.sharedContract}, shell ${shellInfo.data.sharedContract}` });
    }
  }
  return problems;
}

/** The problems as the answer's `details.reasons`, in the request's language. */
export const contractReasons = (problems: readonly ContractProblem[], language: Language): RemoteContractReason[] =>
  problems.map((problem) => ({
    code: problem.code,
    message: problem.subject ? `${REMOTE_CONTRACT_REASONS[problem.code][language]} (${problem.subject})` : REMOTE_CONTRACT_REASONS[problem.code][language],
  }));
