import type { FaqItem } from './types';

/** The five questions of the accordion on /service (spec): website cost, payment, support, refund, NDA. */
export const SERVICE_FAQ: readonly FaqItem[] = [
  {
    title: 'How much does a website cost?',
    desc: 'A small marketing site usually starts around four weeks of work; a shop or a product with accounts takes longer. After a short call we send a fixed quote with every page and feature listed, so there are no surprises.',
    expand: true,
  },
  {
    title: 'How do payments work?',
    desc: 'We split every project into three parts: a deposit to book the time, a second payment when the design is approved, and the rest at launch. We accept bank transfers and the usual cards.',
    expand: false,
  },
  {
    title: 'How long do you support a site after launch?',
    desc: 'Every project includes three months of fixes and small changes. After that, most clients keep a monthly plan that covers updates, backups and a few hours of improvements.',
    expand: false,
  },
  {
    title: 'Can I get a refund?',
    desc: 'If we have not started the work, the deposit is returned in full. Once a phase is delivered and approved it is paid for, but you can stop the project at the end of any phase.',
    expand: false,
  },
  {
    title: 'Will you sign an NDA?',
    desc: 'Yes. We are happy to sign your non-disclosure agreement before the first call, or to send you ours. We never show unreleased work without permission.',
    expand: false,
  },
];

export type FaqGroup = { title: 'Progress' | 'Payment' | 'Support'; items: readonly FaqItem[] };

/** /faq: the questions in three groups (spec: Progress, Payment, Support). */
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    title: 'Progress',
    items: [
      {
        title: 'How will I know how the project is going?',
        desc: 'You get a short written update every Friday and a shared board where every task shows its status.',
        expand: true,
      },
      {
        title: 'How often can I see the work?',
        desc: 'Whenever you like: work in progress lives on a private preview link that updates as we go.',
        expand: false,
      },
      {
        title: 'What happens if the plan changes?',
        desc: 'We talk it through, update the scope and the quote together, and only then continue.',
        expand: false,
      },
    ],
  },
  {
    title: 'Payment',
    items: [
      {
        title: 'When do I pay?',
        desc: 'In three parts: to book the time, when the design is approved and at launch.',
        expand: true,
      },
      {
        title: 'Which payment methods do you accept?',
        desc: 'Bank transfer and the usual credit and debit cards. Invoices are sent by e-mail.',
        expand: false,
      },
      {
        title: 'Do prices include hosting?',
        desc: 'No, hosting is billed by your provider. We help you choose one and set it up.',
        expand: false,
      },
    ],
  },
  {
    title: 'Support',
    items: [
      {
        title: 'What does support after launch cover?',
        desc: 'Fixes, small content changes and help with questions for three months, then on a monthly plan if you wish.',
        expand: true,
      },
      {
        title: 'How fast do you answer?',
        desc: 'Within one working day, and within a few hours when the site is down.',
        expand: false,
      },
      {
        title: 'Can you train my team?',
        desc: 'Yes: a recorded session on editing pages and a short written guide come with every site.',
        expand: false,
      },
    ],
  },
];
