import styles from './cards.module.css';

/** Titled short texts in a grid: the studio's values, 'My Advantage'. */
export function ValueCards({
  items,
  label,
}: {
  items: readonly { title: string; desc: string }[];
  label: string;
}) {
  return (
    <ul className={styles.values} aria-label={label}>
      {items.map((item) => (
        <li key={item.title} className={styles.value}>
          <h3 className={styles.cardTitle}>{item.title}</h3>
          <p className={styles.cardText}>{item.desc}</p>
        </li>
      ))}
    </ul>
  );
}
