import { CspEvaluator, DEFAULT_CHECKS, STRICTCSP_CHECKS } from 'csp_evaluator/dist/evaluator.js';
import { Severity, Type } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';

// Google's CSP Evaluator, as the page's policies are judged by it. The severities and why the lower
// findings stay: docs/security.md.

/** The lower findings docs/security.md explains; a new one fails until it is looked at and explained there. */
const explained = [
  'MEDIUM_MAYBE SCRIPT_ALLOWLIST_BYPASS script-src',
  'STRICT_CSP UNSAFE_INLINE_FALLBACK script-src',
  'STRICT_CSP STRICT_DYNAMIC script-src',
  'INFO REQUIRE_TRUSTED_TYPES_FOR_SCRIPTS require-trusted-types-for',
];

/** The enum runs from the most severe: HIGH, SYNTAX, MEDIUM fail. */
const failing = (severity: Severity) => severity <= Severity.MEDIUM;

/**
 * What CSP Evaluator finds in `policy` that fails it (high, syntax, medium) and what it finds that
 * docs/security.md does not explain. Every check the library has: its default ones on the policy as a
 * browser reads it, its strict-CSP ones on the policy as written.
 */
export function unacceptedFindings(policy: string): { failing: string[]; unexplained: string[] } {
  const found = new CspEvaluator(new CspParser(policy).csp)
    .evaluate(STRICTCSP_CHECKS, DEFAULT_CHECKS)
    .map((finding) => ({
      severity: finding.severity,
      kind: `${Severity[finding.severity]} ${Type[finding.type]} ${finding.directive}`,
      said: `${Severity[finding.severity]} ${finding.directive} ${finding.value ?? ''} ${finding.description}`,
    }));
  return {
    failing: found.filter(({ severity }) => failing(severity)).map(({ said }) => said),
    unexplained: found.filter(({ kind }) => !explained.includes(kind)).map(({ said }) => said),
  };
}
