/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';

import { ProjectFilter } from './project-filter.client';

const filters = [
  { id: 'all', name: 'All Projects' },
  { id: 'branding', name: 'Branding' },
  { id: 'motion', name: 'Motion Video' },
];
const items = [
  { title: 'Alpha', ids: ['branding'] },
  { title: 'Beta', ids: ['motion', 'branding'] },
  { title: 'Gamma', ids: ['motion'] },
];

function renderFilter() {
  render(
    <ProjectFilter
      filters={filters}
      itemIds={items.map((item) => item.ids)}
      label="Filter projects"
      showCounts
    >
      {items.map((item) => (
        <p key={item.title}>{item.title}</p>
      ))}
    </ProjectFilter>,
  );
  const list = document.querySelector<HTMLElement>('[data-filter-results]')!;
  const shown = () =>
    within(list)
      .queryAllByRole('listitem')
      .map((node) => node.textContent);
  // Role queries skip what the accessibility tree hides, as `hidden` does for a screen reader.
  return { shown };
}

describe('ProjectFilter', () => {
  it('starts on the first filter with every item shown and counts on the buttons', () => {
    const { shown } = renderFilter();
    expect(shown()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(screen.getByRole('button', { name: 'All Projects 3 projects' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Branding 2 projects' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('hides the items outside the chosen filter and announces how many remain', () => {
    const { shown } = renderFilter();
    expect(screen.getByRole('status')).toHaveTextContent('');
    fireEvent.click(screen.getByRole('button', { name: /Motion Video/ }));
    expect(shown()).toEqual(['Beta', 'Gamma']);
    expect(screen.getByRole('button', { name: /Motion Video/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 projects shown: Motion Video');
    fireEvent.click(screen.getByRole('button', { name: /All Projects/ }));
    expect(shown()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(screen.getByRole('status')).toHaveTextContent('3 projects shown: All Projects');
  });
});
