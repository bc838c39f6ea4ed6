// Jest's order for one run of every tier on few cores: the longest files first, so that no long one starts last
// and runs alone at the end. Jest orders by the durations it cached from earlier runs, and without them (a clean
// clone, CI) by file size, which put the grouped files (a few lines each, but a whole folder of specs) last: the
// platform group alone takes a minute or more. The list is the slowest jest files of a whole run, longest first
// (docs/testing.md); files not named here follow in jest's own order.
import Sequencer from '@jest/test-sequencer';

const SLOWEST = [
  'test/e2e/platform.spec.ts',
  'test/browser/accessibility.spec.ts',
  'test/browser/giving.spec.ts',
  'test/browser/conformance.spec.ts',
  'test/browser/admin.spec.ts',
  'test/browser/members.spec.ts',
  'test/browser/business.spec.ts',
  'test/integration/payments.spec.ts',
  'test/e2e/payments.spec.ts',
  'test/integration/notifications.spec.ts',
  'test/e2e/identity.spec.ts',
];

export default class SlowestFirst extends Sequencer {
  async sort(tests) {
    const rank = (test) => {
      const at = SLOWEST.findIndex((path) => test.path.endsWith(path));
      return at === -1 ? SLOWEST.length : at;
    };
    // Array.prototype.sort is stable: the rest keep jest's order.
    return [...(await super.sort(tests))].sort((a, b) => rank(a) - rank(b));
  }
}
