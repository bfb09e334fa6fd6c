import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Measured figures: printed as they are taken and gathered for run.sh to print at the end. */
const FILE = path.join(process.cwd(), 'var/wordpress-e2e/figures.json');

export function recordFigure(name: string, value: string): void {
  let figures: Record<string, string> = {};
  try {
    figures = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, string>;
  } catch {
    // First figure of the run.
  }
  figures[name] = value;
  mkdirSync(path.dirname(FILE), { recursive: true });
  writeFileSync(FILE, JSON.stringify(figures, null, 2));
  console.log(`[figure] ${name}: ${value}`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const seconds = (value: number) => `${value.toFixed(2)} s`;
