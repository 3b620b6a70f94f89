// The CHANGELOG.md entries a fork gains by an upgrade: every release after the version it had.

/**
 * Versions compared as numbers, part by part (0.10.0 after 0.9.0).
 * @param {string} version
 * @param {string} than
 */
export function newerThan(version, than) {
  const [a, b] = [version, than].map((text) => text.split('.').map(Number));
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) > (b[index] ?? 0);
  }
  return false;
}

/**
 * The sections of `changelog` (`## 0.2.0 (date): title` and what follows) for releases after `version`.
 * @param {string} changelog
 * @param {string} version
 * @returns {string[]}
 */
export function changelogSince(changelog, version) {
  return changelog
    .split(/^(?=## )/m)
    .filter((section) => {
      const released = /^## (\d+(?:\.\d+)*)/.exec(section)?.[1];
      return released !== undefined && newerThan(released, version);
    })
    .map((section) => section.trimEnd());
}
