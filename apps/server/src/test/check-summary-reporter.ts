import type { Reporter, TestModule } from 'vitest/node';
import type { CheckFigures } from './check-meta';

const count = new Intl.NumberFormat('en-US');

/** One summary line, e.g. `check [server-pg] fuzzer: 6,120 requests, 0 5xx, 199 operations × 30 variants`. */
export function checkLine(project: string, check: CheckFigures): string {
  return `check [${project}] ${check.name}: ${count.format(check.requests)} requests, ${count.format(check.fiveXx)} 5xx, ${check.figure}`;
}

/**
 * Prints, after the default reporter's summary, one line per standing check that recorded its figures in
 * `task.meta.check` (check-meta.ts), so CI logs show what the fuzzer and the fault checks actually did.
 */
export class CheckSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const found: Array<{ project: string; check: CheckFigures }> = [];
    for (const testModule of testModules) {
      for (const testCase of testModule.children.allTests()) {
        const check = testCase.meta().check;
        if (check) found.push({ project: testCase.project.name, check });
      }
    }
    if (found.length === 0) return;
    // Project first (server before server-pg, as they run), then the check's name: the same order every run.
    found.sort((a, b) => a.project.localeCompare(b.project) || a.check.name.localeCompare(b.check.name));
    process.stdout.write(`\n${found.map((f) => checkLine(f.project, f.check)).join('\n')}\n`);
  }
}
