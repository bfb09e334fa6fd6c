import type { Skill } from '@/app/(theme)/_content/types';

import styles from './skill-bars.module.css';

/** Tool proficiency: the percentage is written out; the bar repeats it for the eye only. */
export function SkillBars({ skills, label }: { skills: readonly Skill[]; label: string }) {
  return (
    <ul className={styles.skills} aria-label={label}>
      {skills.map((skill) => (
        <li key={skill.title} className={styles.skill}>
          <span className={styles.icon} aria-hidden="true">
            {skill.icon}
          </span>
          <span className={styles.title}>{skill.title}</span>
          <span className={styles.percentage}>{skill.percentage}%</span>
          <span className={styles.bar} aria-hidden="true">
            <span
              className={styles.fill}
              style={{ width: `${Math.max(0, Math.min(100, skill.percentage))}%` }}
            />
          </span>
        </li>
      ))}
    </ul>
  );
}
