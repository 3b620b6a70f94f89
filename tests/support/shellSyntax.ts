/** Shell syntax that cmd.exe and POSIX shells do not read alike, each with what it does wrong in the other. */
const rules: { find: RegExp; problem: string }[] = [
  {
    find: /(^|&&|\|\|?)\s*[A-Za-z_][A-Za-z0-9_]*=/,
    problem:
      'sets a variable the POSIX way (`VAR=value cmd`): cmd.exe runs `VAR=value` as a command; use node scripts/run.mjs',
  },
  {
    find: /\$[{(A-Za-z_]|%[A-Za-z_][A-Za-z0-9_]*%/,
    problem:
      'expands a variable ($VAR, ${VAR:-x}, $(...), %VAR%): only one shell family reads it; read it in a Node script',
  },
  {
    find: /(^|&&|\|\|?)\s*(rm|cp|mv|mkdir|rmdir|ln|touch|cat|sed|grep|export|test|del|copy|move|set)\b/,
    problem: 'runs a POSIX-only command (or a cmd.exe one); do it in a Node script with node:fs',
  },
  { find: /['"`]/, problem: 'quotes an argument: cmd.exe keeps single quotes and reads double quotes differently' },
  { find: /;/, problem: 'separates commands with `;`, which cmd.exe passes on as text' },
  { find: /(^|[^&])&([^&]|$)/, problem: 'runs in the background with `&` in sh, but in sequence in cmd.exe' },
  {
    find: /(^|&&|\|\|?)\s*[^\s&|]*[/\\]/,
    problem: 'names a path as the command: cmd.exe cannot run ./x or x/y; run `node path` or an npm bin',
  },
  { find: /[*?]/, problem: 'uses a glob: sh expands it, cmd.exe passes it on' },
  { find: /\/dev\/null|\bNUL\b/, problem: 'redirects to /dev/null or NUL, which exists in one family only' },
  { find: /\\/, problem: 'uses a backslash, an escape in sh and a separator in cmd.exe' },
  { find: /(^|\s)~/, problem: 'uses ~, which only sh expands to the home folder' },
];

/** The problems of one package.json script, empty when every shell runs it alike. */
export function shellOnlySyntax(command: string): string[] {
  return rules.filter(({ find }) => find.test(command)).map(({ problem }) => `\`${command}\` ${problem}`);
}
