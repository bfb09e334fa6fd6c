import { ValidationError } from 'yup';

import { COMMENT_MESSAGES, commentSchema, EMPTY_COMMENT, type CommentValues } from './comment-schema';

/** Field → message, as Formik shows them (first failing rule per field). */
function errorsOf(values: Partial<CommentValues>): Record<string, string> {
  try {
    commentSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner)
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    return errors;
  }
}

const VALID: CommentValues = {
  comment: 'Lovely write-up.',
  name: 'Ana',
  email: 'ana@example.com',
  acceptTerms: true,
};

describe('comment schema', () => {
  it('keeps the spec messages verbatim, typo included', () => {
    expect(COMMENT_MESSAGES).toEqual({
      comment: 'Pleae write your comment',
      name: 'Name is required',
      email: 'Email is required',
      emailFormat: 'Entered value does not match email format',
      acceptTerms: 'Accept Terms and Conditions is required',
    });
  });

  it('reports every required field of an empty form', () => {
    expect(errorsOf(EMPTY_COMMENT)).toEqual({
      comment: 'Pleae write your comment',
      name: 'Name is required',
      email: 'Email is required',
      acceptTerms: 'Accept Terms and Conditions is required',
    });
  });

  it('treats blank text as missing', () => {
    expect(errorsOf({ ...VALID, comment: '   \n', name: '  ' })).toEqual({
      comment: 'Pleae write your comment',
      name: 'Name is required',
    });
  });

  it('rejects an e-mail address that is not one', () => {
    for (const email of ['ana', 'ana@', '@example.com', 'ana example.com']) {
      expect(errorsOf({ ...VALID, email })).toEqual({ email: 'Entered value does not match email format' });
    }
  });

  it('requires the terms to be accepted', () => {
    expect(errorsOf({ ...VALID, acceptTerms: false })).toEqual({
      acceptTerms: 'Accept Terms and Conditions is required',
    });
  });

  it('accepts a complete comment', () => {
    expect(errorsOf(VALID)).toEqual({});
    expect(errorsOf({ ...VALID, email: '  ana.b+blog@mail.example.org ' })).toEqual({});
  });
});
