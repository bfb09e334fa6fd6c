import Image from 'next/image';
import Link from 'next/link';

import { SectionHeading } from '@/app/(theme)/_components/section-heading';
import { SkillBars } from '@/app/(theme)/_components/skill-bars';
import { Timeline } from '@/app/(theme)/_components/timeline';
import type { TeamProfile } from '@/app/(theme)/_content/team';
import type { TeamMember } from '@/app/(theme)/_content/types';

import { PageHero } from '@/app/(theme)/_components/page-hero';
import s from './sections.module.css';
import styles from './team-profile.module.css';

/**
 * A team member's page. `layout`: 'side' puts the portrait beside the biography; 'stacked' puts the
 * biography first and adds colleagues at the end (the second detail demo).
 */
export function TeamProfilePage({
  profile,
  layout,
  colleagues = [],
}: {
  profile: TeamProfile;
  layout: 'side' | 'stacked';
  colleagues?: readonly TeamMember[];
}) {
  const { member } = profile;
  return (
    <>
      <PageHero
        size="banner"
        tone="soft"
        eyebrow="Team Details"
        title={member.name}
        lead={member.designation}
      />
      <section
        className={`container ${s.section} ${layout === 'side' ? styles.side : styles.stacked}`}
        aria-labelledby="profile-about"
      >
        <Image
          className={styles.photo}
          src={member.image.src}
          alt={member.image.alt}
          width={member.image.width}
          height={member.image.height}
          sizes="(max-width: 900px) 100vw, 420px"
          priority
        />
        <div>
          <h2 id="profile-about" className={s.heading}>
            About {member.name.split(' ')[0]}
          </h2>
          {profile.bio.map((text) => (
            <p key={text.slice(0, 24)}>{text}</p>
          ))}
          <dl className={styles.contact}>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${profile.email}`}>{profile.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${profile.phone.replace(/\s/g, '')}`}>{profile.phone}</a>
            </dd>
          </dl>
        </div>
      </section>
      <section className={`${s.section} ${s.soft}`} aria-labelledby="profile-skills">
        <div className={`container ${s.split}`}>
          <div>
            <SectionHeading id="profile-skills" title="Skills" subtitle="What I do best" />
            <SkillBars skills={profile.skills} label={`Skills of ${member.name}`} />
          </div>
          <div>
            <SectionHeading
              id="profile-experience"
              title="Experience"
              subtitle="Where I have been"
              level={2}
            />
            <Timeline entries={profile.experience} label={`Experience of ${member.name}`} />
          </div>
        </div>
      </section>
      {colleagues.length > 0 ? (
        <section className={`container ${s.section}`} aria-labelledby="profile-colleagues">
          <SectionHeading
            id="profile-colleagues"
            title="Meet the team"
            action={{ href: '/team', label: 'All members' }}
          />
          <ul className={styles.colleagues}>
            {colleagues.map((colleague) => (
              <li key={colleague.name}>
                <Image
                  className={styles.colleaguePhoto}
                  src={colleague.image.src}
                  alt=""
                  width={colleague.image.width}
                  height={colleague.image.height}
                  sizes="(max-width: 700px) 50vw, 25vw"
                />
                <h3 className={styles.colleagueName}>
                  {colleague.href ? <Link href={colleague.href}>{colleague.name}</Link> : colleague.name}
                </h3>
                <p className={styles.colleagueRole}>{colleague.designation}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
