import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { hoursRows } from '@/lib/opening-hours';
import type { OpeningHours } from '@/lib/wordpress';

import styles from './opening-hours.module.css';

/** The reception's week, consecutive days with the same hours on one line, in the page's language. */
export function OpeningHoursList({ hours, lang }: { hours: OpeningHours; lang: Locale }) {
  const dict = getDictionary(lang).hours;
  return (
    <dl className={styles.hours}>
      {hoursRows(hours, lang, dict.range).map((row) => (
        <div key={row.days} className={styles.row}>
          <dt>{row.days}</dt>
          <dd>
            {row.hours ? (
              <>
                <time dateTime={row.hours.opens.value}>{row.hours.opens.text}</time>
                {' – '}
                <time dateTime={row.hours.closes.value}>{row.hours.closes.text}</time>
              </>
            ) : (
              dict.closed
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
