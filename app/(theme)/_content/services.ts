import type { AnimationDelay, ServiceGroup } from './types';

const step = (index: number) => ((index % 6) * 100) as AnimationDelay;

function groups(
  entries: ReadonlyArray<readonly [title: string, list: readonly string[], count?: number]>,
): ServiceGroup[] {
  return entries.map(([title, serviceList, count], index) => ({
    title,
    serviceList,
    delayAnimation: step(index),
    ...(count === undefined ? {} : { count }),
  }));
}

/** Home Trending: Branding, Interaction, Social. */
export const TRENDING_SERVICES = groups([
  ['Branding', ['Naming and strategy', 'Visual identity', 'Brand guidelines']],
  ['Interaction', ['Product design', 'Prototyping', 'Design systems']],
  ['Social', ['Campaign concepts', 'Content calendars', 'Short-form video']],
]);

/** Home Dark, section 1: Branding, UI/UX, Photography, Animation, Illustration, SEO/Marketing. */
export const DARK_SERVICES = groups([
  ['Branding', ['Strategy', 'Identity', 'Voice']],
  ['UI/UX', ['Research', 'Interfaces', 'Usability testing']],
  ['Photography', ['Products', 'Portraits', 'Art direction']],
  ['Animation', ['Motion identity', 'Explainers', 'Micro-interactions']],
  ['Illustration', ['Editorial', 'Icon sets', 'Murals']],
  ['SEO/Marketing', ['Search audits', 'Content strategy', 'Analytics']],
]);

/** Home Modern: service counts Branding 17, Interaction Design 54, Motion 6, Illustration 9, Photography 25. */
export const MODERN_SERVICES = groups([
  ['Branding', [], 17],
  ['Interaction Design', [], 54],
  ['Motion', [], 6],
  ['Illustration', [], 9],
  ['Photography', [], 25],
]);

/** Home Default, Studio and Agency. */
export const CORE_SERVICES = groups([
  ['Brand Identity', ['Positioning workshops', 'Logo and type systems', 'Packaging']],
  ['Digital Products', ['UX research', 'Interface design', 'Front-end build']],
  ['Motion & Film', ['Title sequences', 'Product films', 'Animated guidelines']],
  ['Content', ['Copywriting', 'Photography', 'Social campaigns']],
]);

/** Works showcase: the service columns under each intro. */
export const SHOWCASE_SERVICES = groups([
  ['Strategy', ['Discovery interviews', 'Audience mapping', 'Creative brief']],
  ['Design', ['Identity system', 'Editorial layouts', 'Signage']],
  ['Delivery', ['Print production', 'Web launch', 'Team handover']],
]);
