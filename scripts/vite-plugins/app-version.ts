/**
 * The build's version for the update prompt: package.json's version, the git short hash and the
 * date, defined into the bundle and written to /version.json (not precached), which a page still
 * on the old version reads to say what the waiting update is.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { AppVersion } from '../../shared/app-version';

export function readAppVersion(root: string, now = new Date()): AppVersion {
  const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string };
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, stdio: 'pipe' })
      .toString()
      .trim();
  } catch {
    // A source tarball has no git history; the version and date still identify the build.
  }
  return { version: pkg.version, commit, builtOn: now.toISOString().slice(0, 10) };
}

export function appVersionFile(version: AppVersion): Plugin {
  return {
    name: 'club:app-version',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify(version) });
    },
  };
}
