/**
 * `npm audit --omit=dev --audit-level=high`: no high or critical advisory in what the site ships. When the
 * registry cannot answer audits (some mirrors refuse the bulk advisory endpoint), the check says
 * "unavailable" with the registry's reason: it neither passes nor fails silently.
 */
import { spawnSync } from 'node:child_process';

export type AuditResult =
  | { status: 'passed' | 'failed'; counts: Record<string, number>; detail: string }
  | { status: 'unavailable'; detail: string };

export function runAudit(cwd: string): AuditResult {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
  });
  let report: {
    metadata?: { vulnerabilities?: Record<string, number> };
    error?: { summary?: string; detail?: string };
    message?: string;
  } = {};
  try {
    report = JSON.parse(run.stdout || '{}') as typeof report;
  } catch {
    // not JSON: reported below
  }
  const vulnerabilities = report.metadata?.vulnerabilities;
  if (!vulnerabilities) {
    const reason =
      report.message ??
      report.error?.summary ??
      (run.stderr.match(/npm (?:error|ERR!) (.*)/)?.[1] || `exit ${run.status}`);
    return { status: 'unavailable', detail: reason.trim().slice(0, 160) };
  }
  const counts = Object.fromEntries(Object.entries(vulnerabilities).filter(([, count]) => count > 0));
  const serious = (vulnerabilities.high ?? 0) + (vulnerabilities.critical ?? 0);
  const summary =
    Object.entries(counts)
      .map(([level, count]) => `${count} ${level}`)
      .join(', ') || 'none';
  return { status: serious ? 'failed' : 'passed', counts, detail: `advisories: ${summary}` };
}
