import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { STATE_FILE } from './state';

/**
 * Measured figures: printed as they are taken and gathered, beside the run's state file, for its run.sh
 * (e2e/wordpress/ or e2e/stack/) to print at the end.
 */
const FILE = path.join(path.dirname(STATE_FILE), 'figures.json');

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
