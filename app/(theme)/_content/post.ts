import { POST_HREF } from './blog';
import { part2Image } from './part2-images';
import type { DemoImage } from './types';

/**
 * The demo article shown on the four post-detail pages, and its sample comments. A comment is not one
 * of the shapes in types.ts (spec section 3 lists its fields under "Forms"), so it is defined here.
 */
export type DemoComment = {
  id: string;
  avatar: DemoImage;
  author: string;
  /** Relative time as the demo shows it ('2 days ago'): sample data, not a live clock. */
  time: string;
  text: string;
  replies: readonly DemoComment[];
};

export const ARTICLE = {
  title: 'Designing calm interfaces for busy people',
  category: 'Product',
  author: 'Lena Ortiz',
  date: 'Dec 2, 2021',
  dateTime: '2021-12-02',
  readingTime: '6 min read',
  hero: part2Image('post-hero', 'Rolling hills under a pale sky, the cover picture of the article'),
  lead: 'Most people open a product in a hurry, between two other things. A calm interface respects that: it shows what matters, hides what can wait and never makes anyone guess what a button will do.',
  sections: [
    {
      heading: 'Start with the first screen',
      paragraphs: [
        'We begin every redesign by listing what a visitor must be able to do in the first ten seconds. Usually it is two or three things. Everything else moves one step further away: still reachable, no longer shouting.',
        'The result is rarely emptier. It is quieter, because each element has a reason to be where it is.',
      ],
    },
    {
      heading: 'Words before pixels',
      paragraphs: [
        'A button that says "Continue" asks the reader to remember what comes next. A button that says "Review your order" tells them. We write the labels of a flow before we draw a single box, and we read them aloud.',
      ],
      quote: 'If a label needs a tooltip, the label is the problem.',
    },
    {
      heading: 'Leave room to breathe',
      paragraphs: [
        'Generous spacing is not wasted space. It groups what belongs together and separates what does not, without a single extra line or border.',
        'Motion follows the same rule: a short fade that shows where a panel came from helps; a bounce that only looks lively does not.',
      ],
    },
  ],
  tags: ['Design', 'Interface', 'Writing'],
} as const;

export const NEXT_POST = {
  title: 'What a week without meetings taught our studio',
  href: POST_HREF,
} as const;

const avatar = (n: 1 | 2 | 3 | 4 | 5) => part2Image(`avatar-${n}`);

export const COMMENTS: readonly DemoComment[] = [
  {
    id: 'c1',
    avatar: avatar(1),
    author: 'Daniela Ruiz',
    time: '2 days ago',
    text: 'The point about writing the labels first changed how our team runs kick-offs. We now start with a list of verbs.',
    replies: [
      {
        id: 'c1-r1',
        avatar: avatar(2),
        author: 'Lena Ortiz',
        time: '1 day ago',
        text: 'Love that: a list of verbs is a lovely way to put it. Thanks for sharing, Daniela.',
        replies: [],
      },
    ],
  },
  {
    id: 'c2',
    avatar: avatar(3),
    author: 'Marco Bellini',
    time: '5 days ago',
    text: 'Do you have an example of an empty first screen that still worked well? I struggle to convince clients that less is enough.',
    replies: [
      {
        id: 'c2-r1',
        avatar: avatar(4),
        author: 'Owen Park',
        time: '4 days ago',
        text: 'We usually test two versions with five people each. Watching someone find the main action in two seconds convinces faster than any slide.',
        replies: [
          {
            id: 'c2-r1-r1',
            avatar: avatar(3),
            author: 'Marco Bellini',
            time: '3 days ago',
            text: 'Five people each is doable. Trying it this week.',
            replies: [],
          },
        ],
      },
    ],
  },
  {
    id: 'c3',
    avatar: avatar(5),
    author: 'Aiko Tanaka',
    time: '1 week ago',
    text: 'Bookmarked for our next design review. The quote about tooltips is going on the wall.',
    replies: [],
  },
];

/** Every comment, replies included: the heading says how many there are. */
export function countComments(list: readonly DemoComment[]): number {
  return list.reduce((total, comment) => total + 1 + countComments(comment.replies), 0);
}
