import 'server-only';

import { Agent, request } from 'undici';

import type { SiteSettings } from '@/lib/site';

import { CF7_FIELD_NAMES, feedbackUrl } from './cf7';
import type { Cf7Config, ContactConfig } from './config';
import type { QueuedMessage } from './queue/message';
import { FIELD_LIMITS, type ContactField } from './schema';

/** Names what to change; none stops the site (`npm run check:contact`, and background.ts at start). */
export type ContactProblem = { subject: string; problem: string };

const agent = new Agent({ maxResponseSize: 512 * 1024, connect: { timeout: 5000 } });

type SchemaRule = { rule?: unknown; field?: unknown; threshold?: unknown; rules?: unknown };

/** CF7's SWV schema nests rules in composite ones ("all", "any"); every leaf counts. */
function leafRules(rules: unknown): SchemaRule[] {
  if (!Array.isArray(rules)) return [];
  return rules.flatMap((rule: SchemaRule) => (Array.isArray(rule?.rules) ? leafRules(rule.rules) : [rule]));
}

export function compareSchema(schema: unknown): ContactProblem[] {
  const rules = leafRules((schema as { rules?: unknown } | null)?.rules);
  const problems: ContactProblem[] = [];
  const ours = new Set<string>(Object.values(CF7_FIELD_NAMES));
  for (const [field, name] of Object.entries(CF7_FIELD_NAMES) as [ContactField, string][]) {
    const own = rules.filter((rule) => rule.field === name);
    if (own.length === 0) {
      problems.push({
        subject: name,
        problem: `the form has no field ${name} (the site sends its ${field} there)`,
      });
      continue;
    }
    const limit = FIELD_LIMITS[field];
    const max = own.find((rule) => rule.rule === 'maxlength');
    const threshold = Number(max?.threshold);
    if (!max)
      problems.push({
        subject: name,
        problem: `${name} has no length limit in CF7; the site allows ${limit} characters: set maxlength:${limit}`,
      });
    else if (threshold !== limit)
      problems.push({
        subject: name,
        problem: `${name} allows ${threshold} characters in CF7 but ${limit} on the site: set maxlength:${limit} in the form (${threshold < limit ? 'longer messages would be refused' : 'the limits must be one'})`,
      });
  }
  for (const rule of rules) {
    if (rule.rule === 'required' && typeof rule.field === 'string' && !ours.has(rule.field))
      problems.push({
        subject: rule.field,
        problem: `the form requires ${rule.field}, which the site does not send: remove it from the form`,
      });
  }
  return problems;
}

/** The form's schema, following no redirect: a base URL that redirects is itself the problem. */
const requestSchema = (cf7: Cf7Config) =>
  request(`${feedbackUrl(cf7)}/schema`, {
    dispatcher: agent,
    headers: { accept: 'application/json', 'user-agent': 'plaza-paris-site' },
    headersTimeout: cf7.timeoutMs,
    bodyTimeout: cf7.timeoutMs,
  });

export async function checkContactForm(config: ContactConfig): Promise<ContactProblem[]> {
  if (!config.cf7) return [];
  const url = `${feedbackUrl(config.cf7)}/schema`;
  const subject = `CF7 form ${config.cf7.formId} at ${config.cf7.baseUrl}`;
  let response;
  try {
    response = await requestSchema(config.cf7);
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? (error as Error).message ?? error);
    return [{ subject, problem: `${url} cannot be reached (${code}): check CF7_BASE_URL` }];
  }
  const text = await response.body.text().catch(() => '');
  const status = response.statusCode;
  if (status >= 300 && status < 400)
    return [
      {
        subject,
        problem: `CF7_BASE_URL redirects (${status} to ${String(response.headers.location ?? '?')}): set it to the address WordPress answers at itself`,
      },
    ];
  let json: { code?: unknown } | null = null;
  try {
    json = JSON.parse(text) as { code?: unknown };
  } catch {
    json = null;
  }
  if (status === 404 && json?.code === 'wpcf7_not_found')
    return [
      {
        subject,
        problem: `there is no Contact Form 7 form ${config.cf7.formId}: check CF7_FORM_ID (the number in the form's admin URL, post=<id>)`,
      },
    ];
  if (status === 404)
    return [{ subject, problem: 'WordPress has no Contact Form 7 REST route: is the plugin active?' }];
  if (status !== 200 || !json)
    return [
      {
        subject,
        problem: `the form's schema answered ${status}${json ? '' : ' without JSON'}: is this WordPress with Contact Form 7?`,
      },
    ];
  return compareSchema(json).map((problem) => ({ ...problem, subject: `${subject}: ${problem.subject}` }));
}

/** The log detail when CF7 refused fields for a maxlength below the site's (the message waits), else null. */
export async function refusedForLowerLimits(
  cf7: Cf7Config,
  message: QueuedMessage,
  fields: readonly ContactField[],
): Promise<string | null> {
  let rules: SchemaRule[];
  try {
    const response = await requestSchema(cf7);
    const text = await response.body.text();
    if (response.statusCode !== 200) return null;
    rules = leafRules((JSON.parse(text) as { rules?: unknown } | null)?.rules);
  } catch {
    return null; // Unknown: CF7's verdict stands.
  }
  const lower = fields.map((field) => {
    const name = CF7_FIELD_NAMES[field];
    const max = Number(rules.find((rule) => rule.rule === 'maxlength' && rule.field === name)?.threshold);
    return max < FIELD_LIMITS[field] && message.values[field].length > max
      ? `${name}_maxlength_${max}`
      : null;
  });
  return fields.length > 0 && lower.every(Boolean)
    ? `validation_failed form_limit_below_site ${lower.join(' ')}`
    : null;
}

/** The placeholders the bundled settings ship with (555 numbers, reserved e-mail domains) still showing. */
export function placeholderProblems(settings: SiteSettings, defaults: SiteSettings): ContactProblem[] {
  const problems: ContactProblem[] = [];
  settings.phones.forEach((phone, index) => {
    const fictitious = /^\+?52686555\d{4}$/.test(phone.tel) || phone.tel === defaults.phones[index]?.tel;
    if (fictitious)
      problems.push({
        subject: `phone ${index + 1}`,
        problem: `${phone.display} is a placeholder: set the plaza's real number in SITE_SETTINGS`,
      });
  });
  if (
    /\.(example|test|invalid|localhost)$/i.test(settings.email) ||
    /@example\.(com|org|net)$/i.test(settings.email)
  )
    problems.push({
      subject: 'e-mail',
      problem: `${settings.email} is a placeholder: set the plaza's real address in SITE_SETTINGS`,
    });
  const { street, city } = settings.address;
  if (!street.trim() || !city.trim())
    problems.push({
      subject: 'address',
      problem: 'the street or the city is empty: set the address in SITE_SETTINGS',
    });
  return problems;
}

export const describeProblem = ({ subject, problem }: ContactProblem) =>
  `[contact] problem: ${subject}: ${problem}`;
