import type { YAMLError } from 'yaml';

/** A `name: value` line, a list item's (`- caption: …`) too. */
const FACT_LINE = /^\s*(?:-\s+)?([^\s:#'"][^:#]*?):\s+(.*?)\s*$/;

/**
 * What YAML could not read in a file's front matter, for the file's owner. An unquoted value holding
 * ": " (`summary: Note: …`) reads to YAML as a second `name: value` on the line: the fix is the value
 * in quotes, so that is what is said. Otherwise YAML's own words, without its position, which counts
 * from the front matter and not from the file.
 */
export function yamlMistake(error: YAMLError, yaml: string): string {
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY') {
    const start = yaml.lastIndexOf('\n', error.pos[0] - 1) + 1;
    const end = yaml.indexOf('\n', start);
    const fact = FACT_LINE.exec(yaml.slice(start, end === -1 ? undefined : end).replace(/\r$/, ''));
    if (fact) {
      const [, name, value] = fact;
      return `"${name}" holds ": ", which YAML reads as another fact; put the value in quotes: ${name}: ${JSON.stringify(value)}`;
    }
  }
  return error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}
