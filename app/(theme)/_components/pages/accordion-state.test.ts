import { focusTarget, initialState, isOpen, toggle, type AccordionState } from './accordion-state';

const items = (...expand: boolean[]) => expand.map((value) => ({ expand: value }));

describe('accordion state', () => {
  it('opens the first item by default when it is marked expand', () => {
    expect(initialState(items(true, false, false, false, false))).toBe(0);
  });

  it('never opens more than one item, even when several are marked', () => {
    expect(initialState(items(false, true, true))).toBe(1);
  });

  it('starts all closed when nothing is marked, or with no items', () => {
    expect(initialState(items(false, false))).toBeNull();
    expect(initialState([])).toBeNull();
  });

  it('opening another item closes the open one (at most one open)', () => {
    let state: AccordionState = 0;
    state = toggle(state, 2);
    expect([0, 1, 2, 3, 4].filter((i) => isOpen(state, i))).toEqual([2]);
    state = toggle(state, 4);
    expect([0, 1, 2, 3, 4].filter((i) => isOpen(state, i))).toEqual([4]);
  });

  it('activating the open item closes it, so all may be closed', () => {
    expect(toggle(0, 0)).toBeNull();
    expect(toggle(null, 3)).toBe(3);
  });

  it('moves focus with the arrow keys, wrapping around, and Home/End', () => {
    expect(focusTarget('ArrowDown', 0, 5)).toBe(1);
    expect(focusTarget('ArrowDown', 4, 5)).toBe(0);
    expect(focusTarget('ArrowUp', 0, 5)).toBe(4);
    expect(focusTarget('ArrowUp', 3, 5)).toBe(2);
    expect(focusTarget('Home', 3, 5)).toBe(0);
    expect(focusTarget('End', 1, 5)).toBe(4);
  });

  it('ignores other keys (Enter and Space are the buttons’ own job)', () => {
    expect(focusTarget('Enter', 1, 5)).toBeNull();
    expect(focusTarget(' ', 1, 5)).toBeNull();
    expect(focusTarget('ArrowDown', 0, 0)).toBeNull();
  });
});
