import type { ToolTile } from '@/app/(theme)/_content/service-page';

import styles from './cards.module.css';

/** Skill tiles: the tools we work with, each a monogram and a name. */
export function ToolTiles({ tools, label }: { tools: readonly ToolTile[]; label: string }) {
  return (
    <ul className={styles.tools} aria-label={label}>
      {tools.map((tool) => (
        <li key={tool.title} className={styles.tool}>
          <span className={styles.monogram} aria-hidden="true">
            {tool.icon}
          </span>
          <span className={styles.toolName}>{tool.title}</span>
        </li>
      ))}
    </ul>
  );
}
