import type { Content } from '../../src/contentShape/types.ts';

/** The tab that lists every project, whatever its kind. */
const ALL = 'all';

/**
 * What is wrong with the projects' kinds and the filter tabs that list them, each naming its item: a
 * tab given twice, a project of the kind `all`, a project whose kind no tab lists (it would show
 * under `all` alone). Kinds are the owner's own words, so a misspelt one is found here, not by type.
 */
export function projectKindMistakes({ projects, filterTabs }: Pick<Content, 'projects' | 'filterTabs'>): string[] {
  const statuses = filterTabs.map((tab) => tab.status);
  const mistakes = statuses.flatMap((status, index) =>
    statuses.indexOf(status) === index ? [] : [`filterTabs[${index}]: the status "${status}" is a tab already`],
  );
  const kinds = statuses.filter((status) => status !== ALL);
  projects.forEach((project, index) => {
    const item = `projects[${index}] (id ${project.id})`;
    if (project.type === ALL)
      mistakes.push(`${item}: "${ALL}" is the tab of every project, not a kind; give it its own`);
    else if (!kinds.includes(project.type)) {
      mistakes.push(
        `${item}: no filter tab lists its type "${project.type}" (the tabs' kinds: ${kinds.map((kind) => `"${kind}"`).join(', ') || 'none'}); add a tab { status: '${project.type}', title: … } or use one of those`,
      );
    }
  });
  return mistakes;
}
