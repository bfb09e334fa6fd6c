import { getDictionary } from '@/lib/i18n/dictionary';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes';
import { siteSettings } from '@/lib/site';
import { getSection } from '@/lib/wordpress';

import { HeroSlider } from './hero-slider';
import { AboutUs, PlazaIntro } from './plaza-intro';
import { Facilities, PostGrid, Testimonials } from './plaza-listings';

/** Home: every section of the spec, in order; an empty category hides its section. */
export async function HomePage({ lang }: { lang: Locale }) {
  const dict = getDictionary(lang);
  const settings = siteSettings();
  const [slides, counters, about, rooms, services, medical, spaces, testimonials] = await Promise.all([
    getSection('heroSlides', lang),
    getSection('counters', lang),
    getSection('about', lang),
    getSection('consultingRooms', lang),
    getSection('additionalServices', lang),
    getSection('medicalGrid', lang),
    getSection('availableSpaces', lang),
    getSection('testimonials', lang),
  ]);
  return (
    <>
      <h1 className="visually-hidden">{dict.home.heading}</h1>
      <HeroSlider lang={lang} slides={slides} dict={dict} fallbackVideo={settings.videos.home} />
      <PlazaIntro lang={lang} dict={dict.home} settings={settings} countersPost={counters[0]} />
      <AboutUs title={dict.home.aboutTitle} post={about[0]} />
      <Facilities lang={lang} dict={dict.home} rooms={rooms} services={services} />
      <PostGrid
        id="centro-medico"
        title={dict.home.medicalGridTitle}
        posts={medical}
        href={pathFor('medicalCentre', lang)}
        tone="soft"
        fallback="medical"
      />
      <PostGrid
        id="locales"
        title={dict.home.spacesForRentTitle}
        posts={spaces}
        href={pathFor('contact', lang)}
        linkLabel={dict.home.seeMore}
      />
      <Testimonials title={dict.home.testimonialsTitle} posts={testimonials} dict={dict.carousel} />
    </>
  );
}
