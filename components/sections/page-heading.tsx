import styles from './page-heading.module.css';

/** The page's one <h1>, with an optional introduction. */
export function PageHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className={styles.heading}>
      <div className="container">
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
      </div>
    </div>
  );
}
