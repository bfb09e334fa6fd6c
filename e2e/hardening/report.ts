/**
 * The figures of a hardening run: one line per check (what was measured, against which budget, and
 * whether it held), printed as a table and written to test-results/hardening/report.json.
 */
import { writeFileSync } from 'node:fs';

export type Status = 'pass' | 'fail' | 'unavailable';
export type Row = { part: string; check: string; figure: string; status: Status; problems: string[] };

export class Report {
  readonly rows: Row[] = [];
  private readonly started = Date.now();

  add(part: string, check: string, figure: string, problems: string[] = [], status?: Status): void {
    this.rows.push({ part, check, figure, status: status ?? (problems.length ? 'fail' : 'pass'), problems });
  }

  /** A part that threw: recorded as a failure with its message, so the rest of the run still reports. */
  crash(part: string, error: unknown): void {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    this.add(part, 'ran to the end', 'crashed', [message.split('\n').slice(0, 6).join('\n')]);
  }

  get failed(): Row[] {
    return this.rows.filter((row) => row.status === 'fail');
  }

  print(): string {
    const mark: Record<Status, string> = { pass: 'ok', fail: 'FAIL', unavailable: 'UNAVAILABLE' };
    const width = (pick: (row: Row) => string, cap: number) =>
      Math.min(cap, Math.max(...this.rows.map((row) => pick(row).length)));
    const [part, check] = [width((row) => row.part, 14), width((row) => row.check, 44)];
    const lines = this.rows.map(
      (row) =>
        `${row.part.padEnd(part)}  ${row.check.padEnd(check)}  ${mark[row.status].padEnd(11)}  ${row.figure}`,
    );
    const problems = this.rows.flatMap((row) =>
      row.problems.map((problem) => `  ${row.part} / ${row.check}: ${problem}`),
    );
    const unavailable = this.rows.filter((row) => row.status === 'unavailable');
    const minutes = ((Date.now() - this.started) / 60_000).toFixed(1);
    return [
      '',
      '== Hardening figures',
      ...lines,
      '',
      ...(problems.length ? ['Problems:', ...problems, ''] : []),
      ...(unavailable.length
        ? [`Not checked here: ${unavailable.map((row) => `${row.check} (${row.figure})`).join('; ')}`]
        : []),
      `${this.rows.length - this.failed.length - unavailable.length} passed, ${this.failed.length} failed, ${unavailable.length} unavailable, in ${minutes} min`,
    ].join('\n');
  }

  write(file: string): void {
    writeFileSync(
      file,
      JSON.stringify({ seconds: (Date.now() - this.started) / 1000, rows: this.rows }, null, 2),
    );
  }
}

export const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
export const counts = (map: Map<string, number>) =>
  [...map]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ');
