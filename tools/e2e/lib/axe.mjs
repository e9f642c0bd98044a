// Accessibility audit of the page in the browser with axe-core (Deque's rules engine, the one
// Lighthouse and most accessibility tooling run): the WCAG 2.0-2.2 level A and AA rules plus
// axe's best practices. The engine is the npm package pinned in package.json, injected into
// the page under test; nothing is fetched from the network.

import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets audited (axe's tags). */
export const AUDITED_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on the whole document as it is now. Resolves to the violations, each as
 * `{ id, impact, help, nodes: [{ target, summary }] }` (empty when the page passes).
 */
export async function accessibilityViolations(driver) {
  // A script element, not eval: axe then defines its global as it does on any page.
  await driver.executeScript(`
    if (!window.axe) {
      const script = document.createElement('script');
      script.textContent = arguments[0];
      document.head.appendChild(script);
    }`, AXE_SOURCE);
  const result = await driver.executeAsyncScript(`
    const done = arguments[arguments.length - 1];
    window.axe.run(document, { runOnly: { type: 'tag', values: arguments[0] }, resultTypes: ['violations'] })
      .then((result) => done({ violations: result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary })),
      })) }))
      .catch((error) => done({ error: String(error && error.stack || error) }));`, AUDITED_TAGS);
  if (result.error) throw new Error(`axe could not audit the page: ${result.error}`);
  return result.violations;
}

/** The violations as readable lines: rule, impact, what it asks, and the first few elements. */
export function describeViolations(violations) {
  return violations.map((violation) => {
    const nodes = violation.nodes.slice(0, 3).map((node) => `    ${node.target}: ${node.summary.replace(/\s+/g, ' ')}`);
    const more = violation.nodes.length > 3 ? [`    … and ${violation.nodes.length - 3} more`] : [];
    return [`  ${violation.id} (${violation.impact}): ${violation.help}`, ...nodes, ...more].join('\n');
  }).join('\n');
}
