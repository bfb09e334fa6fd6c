import { PhoneIcon } from '@/components/ui/icons';
import type { Locale } from '@/lib/i18n/locales';
import { phoneLabel, siteSettings } from '@/lib/site';

/** The plaza's two phones as `tel:` links, each with its label in the page's language (or marked Spanish). */
export function PhoneLines({
  lang,
  className,
  lineClassName,
  labelClassName,
}: {
  lang: Locale;
  className?: string;
  lineClassName?: string;
  labelClassName?: string;
}) {
  return (
    <ul className={className}>
      {siteSettings().phones.map((phone) => {
        const label = phoneLabel(phone, lang);
        return (
          <li key={phone.tel} className={lineClassName}>
            <PhoneIcon />
            <a href={`tel:${phone.tel}`}>{phone.display}</a>{' '}
            <span className={labelClassName} lang={label.lang}>
              ({label.text})
            </span>
          </li>
        );
      })}
    </ul>
  );
}
