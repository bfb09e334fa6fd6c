/**
 * State of the FAQ accordion, as pure functions. Spec: the first panel is open by default, at most one
 * panel is open at a time, and all may be closed. The state is the index of the open panel, or null.
 */
export type AccordionState = number | null;

/** The first item marked `expand` opens; if several are marked, only the first (at most one open). */
export function initialState(items: readonly { expand: boolean }[]): AccordionState {
  const index = items.findIndex((item) => item.expand);
  return index >= 0 ? index : null;
}

/** Activating a header opens its panel and closes any other; activating the open one closes it. */
export function toggle(state: AccordionState, index: number): AccordionState {
  return state === index ? null : index;
}

export const isOpen = (state: AccordionState, index: number) => state === index;

/**
 * Optional keys of the WAI-ARIA accordion pattern: arrows move focus between headers (wrapping),
 * Home and End go to the first and last. Returns the header to focus, or null for other keys.
 */
export function focusTarget(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
