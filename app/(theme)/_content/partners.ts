import { PARTNER_NAMES, partnerArt } from './art';
import type { PartnerTile } from './types';

/** All 13 partner marks (spec: Home Trending shows 13 logos in 5 columns). */
export const PARTNERS: readonly PartnerTile[] = PARTNER_NAMES.map((name, index) => ({
  name,
  logo: partnerArt(index + 1),
}));

export const partnersFirst = (count: number): PartnerTile[] => PARTNERS.slice(0, count);

/** Home Dark: 8 trusted partners, each a link to the work we made with them. */
export const LINKED_PARTNERS: readonly PartnerTile[] = PARTNERS.slice(0, 8).map((partner) => ({
  ...partner,
  href: '/portfolio-details',
}));
