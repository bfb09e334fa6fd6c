import 'server-only';

import * as yup from 'yup';

import type { Locale } from '@/lib/i18n/locales';
import { PLAZA } from '@/lib/plaza';

/** `label` is in Spanish, the plaza's language; English pages show `labelEn` when it is set. */
export type Phone = { label: string; labelEn?: string; display: string; tel: string };

export type SiteSettings = {
  name: string;
  address: {
    street: string;
    neighbourhood: string;
    city: string;
    region: string;
    postalCode: string;
    country: string;
  };
  phones: [Phone, Phone];
  email: string;
  social: { facebook: string; instagram: string };
  geo: { latitude: number; longitude: number };
  /** Video ids used when WordPress has none. */
  videos: { home: string; medicalCentre: string };
};

/** Fictitious defaults (555 phones, an .example e-mail): a deployment sets SITE_SETTINGS. */
export const DEFAULT_SETTINGS: SiteSettings = {
  name: PLAZA.name,
  address: {
    street: 'Madero 775',
    neighbourhood: 'Primera Sección',
    city: 'Mexicali',
    region: 'Baja California',
    postalCode: '21100',
    country: 'MX',
  },
  phones: [
    { label: 'Recepción', labelEn: 'Front desk', display: '686 555 0100', tel: '+526865550100' },
    { label: 'Facturación', labelEn: 'Billing', display: '686 555 0101', tel: '+526865550101' },
  ],
  email: 'facturacion@plazaparis.example',
  social: {
    facebook: 'https://www.facebook.com/plazaparis.example',
    instagram: 'https://www.instagram.com/plazaparis.example',
  },
  geo: { latitude: 32.6631, longitude: -115.4786 },
  videos: { home: 'pLz4rS1mC0d', medicalCentre: 'pLz4rS1mC0d' },
};

const phoneSchema = yup.object({
  label: yup.string().required(),
  labelEn: yup.string().optional(),
  display: yup.string().required(),
  tel: yup
    .string()
    .matches(/^\+?[0-9]{6,15}$/, 'tel must be digits with an optional leading +')
    .required(),
});

const settingsSchema = yup.object({
  name: yup.string(),
  address: yup
    .object({
      street: yup.string(),
      neighbourhood: yup.string(),
      city: yup.string(),
      region: yup.string(),
      postalCode: yup.string(),
      country: yup.string(),
    })
    .default(undefined),
  phones: yup.array(phoneSchema).length(2).default(undefined),
  email: yup.string().email(),
  social: yup.object({ facebook: yup.string().url(), instagram: yup.string().url() }).default(undefined),
  geo: yup
    .object({ latitude: yup.number().min(-90).max(90), longitude: yup.number().min(-180).max(180) })
    .default(undefined),
  videos: yup
    .object({
      home: yup.string().matches(/^[\w-]{6,20}$/),
      medicalCentre: yup.string().matches(/^[\w-]{6,20}$/),
    })
    .default(undefined),
});

/** Merges a partial JSON override (the SITE_SETTINGS variable) over the defaults; bad JSON fails loudly. */
export function parseSiteSettings(json: string | undefined): SiteSettings {
  if (!json) return DEFAULT_SETTINGS;
  let override: yup.InferType<typeof settingsSchema>;
  try {
    override = settingsSchema.validateSync(JSON.parse(json), {
      strict: true,
      stripUnknown: false,
      abortEarly: false,
    });
  } catch (error) {
    const details = error instanceof yup.ValidationError ? error.errors.join('; ') : String(error);
    throw new Error(`Invalid SITE_SETTINGS: ${details}`);
  }
  return {
    ...DEFAULT_SETTINGS,
    ...(override.name ? { name: override.name } : {}),
    ...(override.email ? { email: override.email } : {}),
    address: { ...DEFAULT_SETTINGS.address, ...override.address },
    phones: (override.phones as [Phone, Phone] | undefined) ?? DEFAULT_SETTINGS.phones,
    social: { ...DEFAULT_SETTINGS.social, ...override.social },
    geo: { ...DEFAULT_SETTINGS.geo, ...override.geo },
    videos: { ...DEFAULT_SETTINGS.videos, ...override.videos },
  };
}

let cached: SiteSettings | undefined;

export function siteSettings(): SiteSettings {
  cached ??= parseSiteSettings(process.env.SITE_SETTINGS);
  return cached;
}

/** A phone's label in the page's language, or in Spanish with the `lang` its element must carry. */
export function phoneLabel(phone: Phone, lang: Locale): { text: string; lang?: Locale } {
  if (lang === 'en' && phone.labelEn) return { text: phone.labelEn };
  return lang === 'es' ? { text: phone.label } : { text: phone.label, lang: 'es' };
}

export function directionsUrl(settings: SiteSettings): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${settings.geo.latitude},${settings.geo.longitude}`;
}
