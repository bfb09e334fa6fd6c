/** The plaza's name and slug: the spec's `{product}`. One constant, never scattered literals. */
export const PLAZA = { name: 'Plaza París', slug: 'plaza-paris' } as const;
