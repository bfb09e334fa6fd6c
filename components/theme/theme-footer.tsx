import styles from './theme-chrome.module.css';

/** Footer of the theme demo pages; `year` is fixed to 2021 on the one page the spec names. */
export function ThemeFooter({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <p>© {year} Studio Demo. Placeholder content of a theme demonstration.</p>
      </div>
    </footer>
  );
}
