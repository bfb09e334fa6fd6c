import * as yup from 'yup';

/** WordPress REST replies as they enter: strict (no coercion), unknown keys passed through. */
const rendered = yup.object({ rendered: yup.string().defined() });

const size = yup
  .object({
    source_url: yup.string().defined(),
    width: yup.number().integer().positive().defined(),
    height: yup.number().integer().positive().defined(),
  })
  .required();

export const rawMediaSchema = yup
  .object({
    id: yup.number().integer().positive().required(),
    source_url: yup.string().optional(),
    guid: rendered.optional().default(undefined),
    title: rendered.optional().default(undefined),
    caption: rendered.optional().default(undefined),
    alt_text: yup.string().optional(),
    media_type: yup.string().optional(),
    mime_type: yup.string().optional(),
    media_details: yup
      .object({
        width: yup.number().integer().positive().optional(),
        height: yup.number().integer().positive().optional(),
        file: yup.string().optional(),
        // WordPress answers an object of named sizes, or [] when it made none.
        sizes: yup.mixed<Record<string, unknown> | unknown[]>().optional(),
      })
      .optional()
      .default(undefined),
  })
  .required();

export const rawPostSchema = yup
  .object({
    id: yup.number().integer().positive().required(),
    slug: yup.string().optional(),
    date: yup.string().optional(),
    title: rendered.required(),
    content: rendered.optional().default(undefined),
    categories: yup.array(yup.number().integer().required()).optional(),
    featured_media: yup.number().integer().min(0).optional(),
    // Real ACF answers an object, `[]` for a post without field groups, or false when disabled.
    acf: yup.mixed<Record<string, unknown> | unknown[] | false>().nullable().optional(),
    _embedded: yup
      .object({ 'wp:featuredmedia': yup.array(yup.mixed()).optional() })
      .optional()
      .default(undefined),
  })
  .required();

export const rawSizeSchema = size;
export type RawPost = yup.InferType<typeof rawPostSchema>;
export type RawMedia = yup.InferType<typeof rawMediaSchema>;

/** Validates one item; returns it typed, or the first problem as "field: message". */
export function check<T extends yup.AnyObjectSchema>(
  schema: T,
  value: unknown,
): { ok: true; value: yup.InferType<T> } | { ok: false; problem: string } {
  try {
    return { ok: true, value: schema.validateSync(value, { strict: true, abortEarly: true }) };
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      return { ok: false, problem: `${error.path ?? '(item)'}: ${error.errors[0] ?? error.message}` };
    }
    throw error;
  }
}
