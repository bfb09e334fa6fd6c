import * as yup from 'yup';

/**
 * The comment form of the demo blog posts (spec section 5). Messages are kept exactly, typo included
 * ('Pleae'). The textarea is registered as `comment`, the name its rule is under, so the rule applies.
 */
export const COMMENT_MESSAGES = {
  comment: 'Pleae write your comment',
  name: 'Name is required',
  email: 'Email is required',
  emailFormat: 'Entered value does not match email format',
  acceptTerms: 'Accept Terms and Conditions is required',
} as const;

export const commentSchema = yup.object({
  comment: yup.string().trim().required(COMMENT_MESSAGES.comment),
  name: yup.string().trim().required(COMMENT_MESSAGES.name),
  email: yup.string().trim().required(COMMENT_MESSAGES.email).email(COMMENT_MESSAGES.emailFormat),
  acceptTerms: yup
    .boolean()
    .oneOf([true], COMMENT_MESSAGES.acceptTerms)
    .required(COMMENT_MESSAGES.acceptTerms),
});

export type CommentValues = { comment: string; name: string; email: string; acceptTerms: boolean };

export const EMPTY_COMMENT: CommentValues = { comment: '', name: '', email: '', acceptTerms: false };
