import runtimePackage from '@novavox/contracts-runtime/package.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import {
  CONTRACTS_VERSION,
  contractsRefusal,
  contractsRequirement,
  type RemoteBuildStamp,
  remoteBuildInfo,
  remoteFederationOptions,
  sharedSingletons,
} from './federation';

const packageVersion = runtimePackage.version;

describe('the contracts version', () => {
  it("is @novavox/contracts-runtime's package version", () => {
    expect(packageVersion).toBe('5.1.4');
    expect(CONTRACTS_VERSION).toBe(packageVersion);
  });

  it('is the version the shared contracts are offered at, and what each app requires of them', () => {
    expect(sharedSingletons['@novavox/contracts-runtime']).toMatchObject({
      version: packageVersion,
      requiredVersion: `^${packageVersion}`,
    });
  });

  it("is stamped into every remote's manifest", () => {
    const options = remoteFederationOptions('mf_legal', {
      version: '2.4.0',
      buildId: 'build-1',
      production: true,
    });
    const stats = { metaData: {} as { novavox?: RemoteBuildStamp } };
    options.manifest.additionalData({ stats });
    expect(stats.metaData.novavox).toMatchObject({
      version: '2.4.0',
      buildId: 'build-1',
      contractsVersion: packageVersion,
    });
  });
});

describe('contractsRefusal', () => {
  it('accepts a remote built against the same version, an older minor or another patch', () => {
    expect(contractsRefusal('3.1.0', '3.1.0')).toBeNull();
    expect(contractsRefusal('3.1.0', '3.0.0')).toBeNull();
    expect(contractsRefusal('3.1.0', '3.1.7')).toBeNull();
    expect(contractsRefusal('3.4.2', '3.0.9')).toBeNull();
  });

  it('refuses a remote that needs a newer minor than the shell provides', () => {
    expect(contractsRefusal('3.1.0', '3.2.0')).toBe(
      'it was built against contracts 3.2.0, which needs a newer minor version than the 3.1.0 this shell provides',
    );
    expect(contractsRefusal('3.9.0', '3.10.0')).not.toBeNull();
  });

  it('refuses another major, older or newer', () => {
    expect(contractsRefusal('3.1.0', '4.0.0')).toBe(
      'it was built against contracts 4.0.0, and this shell provides 3.1.0 (another major version)',
    );
    expect(contractsRefusal('3.1.0', '2.9.0')).not.toBeNull();
  });

  it('refuses a stamp that is not a version', () => {
    expect(contractsRefusal('3.1.0', 'latest')).toBe("its contracts version 'latest' is not a semantic version");
    expect(contractsRefusal('3.1.0', '3.1')).not.toBeNull();
  });
});

describe('contractsRequirement', () => {
  it('asks for the same major and at least the minor a remote was built with', () => {
    expect(contractsRequirement('3.1.0')).toBe('^3.1.0');
  });
});

describe('remoteBuildInfo', () => {
  it('takes the build id a release sets, and production from NODE_ENV', () => {
    expect(remoteBuildInfo('1.0.5', { NOVAVOX_BUILD_ID: '20261129-abc', NODE_ENV: 'production' })).toEqual({
      version: '1.0.5',
      buildId: '20261129-abc',
      production: true,
    });
  });

  it('names a build made without one "local-" and a base-36 timestamp, not for production', () => {
    const before = Date.now();
    const info = remoteBuildInfo('1.0.5', { NODE_ENV: 'development' });
    expect(info.production).toBe(false);
    expect(info.buildId).toMatch(/^local-[0-9a-z]+$/);
    expect(Number.parseInt(info.buildId.slice('local-'.length), 36)).toBeGreaterThanOrEqual(before);
  });
});
