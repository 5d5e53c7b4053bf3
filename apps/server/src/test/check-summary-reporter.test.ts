import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import type { CheckFigures } from './check-meta';
import { CheckSummaryReporter, checkLine } from './check-summary-reporter';

const fuzzer: CheckFigures = { name: 'fuzzer', requests: 6120, fiveXx: 0, figure: '199 operations × 30 variants' };

/** A finished test module as the reporter sees it: tests with their project and recorded meta. */
function moduleOf(tests: Array<{ project: string; check?: CheckFigures }>): TestModule {
  return {
    children: {
      *allTests() {
        for (const t of tests) yield { project: { name: t.project }, meta: () => (t.check ? { check: t.check } : {}) };
      },
    },
  } as unknown as TestModule;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('check summary reporter', () => {
  it('writes one line per check with its project, requests, 5xx and figure', () => {
    expect(checkLine('server-pg', fuzzer)).toBe('check [server-pg] fuzzer: 6,120 requests, 0 5xx, 199 operations × 30 variants');
  });

  it('prints the checks after the run, project by project, and nothing when no test recorded one', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const reporter = new CheckSummaryReporter();
    reporter.onTestRunEnd([moduleOf([{ project: 'server' }])]);
    expect(write).not.toHaveBeenCalled();
    const memory: CheckFigures = { name: 'memory', requests: 40, fiveXx: 1, figure: 'RSS +12 MiB' };
    reporter.onTestRunEnd([
      moduleOf([
        { project: 'server-pg', check: fuzzer },
        { project: 'server', check: memory },
      ]),
      moduleOf([{ project: 'server', check: fuzzer }]),
    ]);
    expect(write).toHaveBeenCalledWith(
      '\ncheck [server] fuzzer: 6,120 requests, 0 5xx, 199 operations × 30 variants\ncheck [server] memory: 40 requests, 1 5xx, RSS +12 MiB\ncheck [server-pg] fuzzer: 6,120 requests, 0 5xx, 199 operations × 30 variants\n',
    );
  });
});
