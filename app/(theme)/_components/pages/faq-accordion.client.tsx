'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';

import { useMotionKit } from '@/components/ui/use-motion-kit';
import type { FaqItem } from '@/app/(theme)/_content/types';

import { focusTarget, initialState, isOpen, toggle } from './accordion-state';
import styles from './faq-accordion.module.css';

/**
 * FAQ accordion (WAI-ARIA accordion pattern): each question is a heading holding a button with
 * `aria-expanded` and `aria-controls`; the answer is a labelled region. State rules in accordion-state.ts.
 * Answers open and close with framer-motion (the motion kit, fetched when the pointer or focus arrives).
 */
export function FaqAccordion({
  items,
  headingLevel = 3,
}: {
  items: readonly FaqItem[];
  headingLevel?: 2 | 3 | 4;
}) {
  const [state, setState] = useState(() => initialState(items));
  const [kit, loadKit] = useMotionKit();
  // Answers sliding shut stay in the page until their animation ends.
  const [closing, setClosing] = useState<number[]>([]);
  const id = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = focusTarget(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.accordion} onPointerEnter={loadKit} onFocus={loadKit}>
      {items.map((item, index) => {
        const open = isOpen(state, index);
        return (
          <div key={item.title} className={`${styles.item} ${open ? styles.open : ''}`}>
            <Heading className={styles.heading}>
              <button
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                type="button"
                id={`${id}-q${index}`}
                className={styles.button}
                aria-expanded={open}
                aria-controls={`${id}-a${index}`}
                onClick={() => {
                  const next = toggle(state, index);
                  const shutting = items
                    .map((_, other) => other)
                    .filter((other) => isOpen(state, other) && !isOpen(next, other));
                  if (kit) setClosing((list) => [...list, ...shutting]);
                  setState(next);
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={`${id}-a${index}`}
              role="region"
              aria-labelledby={`${id}-q${index}`}
              className={styles.panel}
              hidden={!open && !closing.includes(index)}
            >
              {kit ? (
                <kit.Collapse
                  open={open}
                  onClosed={() => setClosing((list) => list.filter((entry) => entry !== index))}
                >
                  <p className={styles.answer}>{item.desc}</p>
                </kit.Collapse>
              ) : (
                <p className={styles.answer}>{item.desc}</p>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
