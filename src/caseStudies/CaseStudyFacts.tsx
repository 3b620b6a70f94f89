import type { CaseStudyFacts as Facts } from '@/content/types';
import { useContent } from '@/language/LanguageContext';

/** The facts beside the story: role, period, and what of team, technologies and outcome the file gives. */
export function CaseStudyFacts({ facts }: { facts: Facts }) {
  const { facts: labels } = useContent().caseStudyLabels;
  const rows: [string, string | undefined][] = [
    [labels.role, facts.role],
    [labels.period, facts.period],
    [labels.team, facts.team],
    [labels.technologies, facts.technologies?.join(', ')],
    [labels.outcome, facts.outcome],
  ];
  return (
    <dl className="cs-facts">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label} className="cs-facts__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
