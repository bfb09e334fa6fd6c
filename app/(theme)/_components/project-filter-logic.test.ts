import { ALL_FILTER, countUnder, matchesFilter, resultMessage, visibleUnder } from './project-filter-logic';

const items = [['branding', 'motion'], ['branding'], ['illustration'], []];

describe('project filter logic', () => {
  it('shows every project, tagged or not, under All', () => {
    expect(visibleUnder(items, ALL_FILTER)).toEqual([true, true, true, true]);
    expect(countUnder(items, ALL_FILTER)).toBe(4);
  });

  it('shows only the projects tagged with the chosen filter, a project may carry several tags', () => {
    expect(visibleUnder(items, 'branding')).toEqual([true, true, false, false]);
    expect(visibleUnder(items, 'motion')).toEqual([true, false, false, false]);
    expect(countUnder(items, 'illustration')).toBe(1);
  });

  it('shows nothing for a filter no project carries', () => {
    expect(countUnder(items, 'packaging')).toBe(0);
    expect(matchesFilter([], 'packaging')).toBe(false);
  });

  it('announces the number of results, with the right plural', () => {
    expect(resultMessage(4, 'Branding')).toBe('4 projects shown: Branding');
    expect(resultMessage(1, 'Motion')).toBe('1 project shown: Motion');
    expect(resultMessage(0, 'Packaging')).toBe('No projects in Packaging');
  });
});
