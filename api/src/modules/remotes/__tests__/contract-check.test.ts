import { checkRemoteContract, contractReasons, type ContractCheckInput } from '../contract-check';
import { remoteManifest, remoteReleaseInfo, shellManifest, shellReleaseInfo } from './remote-fixtures';

const input = (overrides: Partial<ContractCheckInput> = {}): ContractCheckInput => ({
  remoteName: 'market',
  remoteManifest: remoteManifest(),
  remoteReleaseInfo: remoteReleaseInfo(),
  shellManifest: shellManifest(),
  shellReleaseInfo: shellReleaseInfo(),
  ...overrides,
});

const codes = (overrides: Partial<ContractCheckInput>) => checkRemoteContract(input(overrides)).map((problem) => problem.code);

describe('the remote contract check', () => {
  test('a release that fits the shell passes', () => {
    expect(checkRemoteContract(input())).toEqual([]);
  });

  test('MISSING_ROUTES: the manifest exposes no ./routes (or is not a manifest)', () => {
    const withoutRoutes = remoteManifest({
      exposes: [
        { name: 'widget', path: './widget' },
        { name: 'console', path: './console' },
      ],
    });
    expect(codes({ remoteManifest: withoutRoutes })).toEqual(['MISSING_ROUTES']);
    expect(codes({ remoteManifest: 'not a manifest' })).toEqual(['MISSING_ROUTES']);
  });

  test('SHARED_VERSION: the shell’s singleton does not satisfy what the remote requires; non-singletons are not checked', () => {
    const problems = checkRemoteContract(input({ remoteManifest: remoteManifest({ reactRequires: '^20.0.0' }) }));
    expect(problems).toEqual([{ code: 'SHARED_VERSION', subject: 'react: shell 19.1.0, remote requires ^20.0.0' }]);
  });

  test('ROUTE_OWNER: a route the shell gives to another owner, or does not route at all', () => {
    const problems = checkRemoteContract(input({ remoteReleaseInfo: remoteReleaseInfo({ routes: ['/main', '/cabinet', '/nowhere'] }) }));
    expect(problems).toEqual([
      { code: 'ROUTE_OWNER', subject: '/cabinet: owned by cabinet' },
      { code: 'ROUTE_OWNER', subject: '/nowhere: not routed by the shell' },
    ]);
  });

  test('CONSOLE_OWNER: a console section the shell gives to another owner, or does not list', () => {
    const problems = checkRemoteContract(input({ remoteReleaseInfo: remoteReleaseInfo({ consoleSections: ['studio', 'requests', 'elsewhere'] }) }));
    expect(problems).toEqual([
      { code: 'CONSOLE_OWNER', subject: 'requests: owned by refund' },
      { code: 'CONSOLE_OWNER', subject: "elsewhere: not in the shell's console table" },
    ]);
  });

  test('MISSING_CONSOLE: a section the shell gives the remote is not shipped, or there is no ./console expose', () => {
    expect(checkRemoteContract(input({ remoteReleaseInfo: remoteReleaseInfo({ consoleSections: [] }) }))).toEqual([
      { code: 'MISSING_CONSOLE', subject: 'studio' },
    ]);
    const routesOnly = remoteManifest({ exposes: [{ name: 'routes', path: './routes' }] });
    expect(checkRemoteContract(input({ remoteManifest: routesOnly }))).toEqual([{ code: 'MISSING_CONSOLE', subject: 'studio' }]);
    // A remote the console table gives nothing needs no ./console, and an older release without the field reads as none.
    const { consoleSections: _none, ...olderInfo } = remoteReleaseInfo();
    expect(codes({ remoteName: 'cabinet', remoteManifest: routesOnly, remoteReleaseInfo: { ...olderInfo, name: 'cabinet', routes: ['/cabinet'] } })).toEqual(
      [],
    );
  });

  test('CONTRACT_MAJOR: built against another shared-contract major', () => {
    expect(codes({ remoteReleaseInfo: remoteReleaseInfo({ sharedContract: '1.0.0' }) })).toEqual(['CONTRACT_MAJOR']);
    expect(codes({ remoteReleaseInfo: remoteReleaseInfo({ sharedContract: '0.9.9' }) })).toEqual([]);
  });

  test('MISSING_RELEASE_INFO: no (or no valid) keys-release.json in the release folder', () => {
    expect(codes({ remoteReleaseInfo: undefined })).toEqual(['MISSING_RELEASE_INFO']);
    expect(codes({ remoteReleaseInfo: { name: 'market' } })).toEqual(['MISSING_RELEASE_INFO']);
  });

  test('SHELL_INFO_MISSING: without the shell’s files nothing can be checked, so the release is refused', () => {
    expect(codes({ shellReleaseInfo: undefined })).toEqual(['SHELL_INFO_MISSING']);
    expect(codes({ shellManifest: undefined })).toEqual(['SHELL_INFO_MISSING']);
  });

  test('reasons carry the code and a message in the asked language', () => {
    const problems = checkRemoteContract(input({ remoteReleaseInfo: undefined }));
    expect(contractReasons(problems, 'en')).toEqual([{ code: 'MISSING_RELEASE_INFO', message: 'The release folder has no valid keys-release.json.' }]);
    expect(contractReasons(problems, 'ko')).toEqual([{ code: 'MISSING_RELEASE_INFO', message: '릴리스 폴더에 올바른 keys-release.json이 없습니다.' }]);
  });
});
