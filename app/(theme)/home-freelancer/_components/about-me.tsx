import { FREELANCER } from '@/app/(theme)/_content/freelancer';

import styles from './freelancer.module.css';

/** Biography and contact blocks of Home Freelancer. */
export function AboutMe({ person }: { person: typeof FREELANCER }) {
  return (
    <div className={styles.about}>
      <div>
        <h2 id="about-title" className={styles.heading}>
          About me
        </h2>
        {person.biography.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </div>
      <address className={styles.contact}>
        <h3 id="contact-title">Contact</h3>
        <dl>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${person.contact.email}`}>{person.contact.email}</a>
          </dd>
          <dt>Phone</dt>
          <dd>
            <a href={person.contact.phoneHref}>{person.contact.phone}</a>
          </dd>
          <dt>Based in</dt>
          <dd>{person.contact.location}</dd>
        </dl>
      </address>
    </div>
  );
}
