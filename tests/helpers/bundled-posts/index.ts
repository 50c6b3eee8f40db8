/**
 * The three posts as app/content/blog.ts bundled them before the journal moved into the database
 * (issue 39, migration 0016_journal.sql): the migrated posts' test compares the database with them.
 */
import { readingMinutes } from '@app/content/text';
import type { Block, ContentImage } from '@app/content/types';
import { ISABELLA_BODY } from './isabella';
import { MARCUS_BODY } from './marcus';
import { SOPHIA_BODY } from './sophia';

/** Spec 2.1: the three posts are routed under person names. */
export const BLOG_SLUGS = ['isabella', 'marcus', 'sophia'] as const;
export type BlogSlug = (typeof BLOG_SLUGS)[number];

export interface BlogPost {
  id: number;
  slug: BlogSlug;
  title: string;
  author: string;
  authorRole: string;
  /** ISO date for <time dateTime> and sorting. */
  date: string;
  /** The same date as readers see it. */
  dateDisplay: string;
  excerpt: string;
  readingMinutes: number;
  heroImage: ContentImage;
  body: readonly Block[];
}

const EDITORIAL = 'The Aurelian Editorial Team';

const hero = (slug: BlogSlug, alt: string): ContentImage => ({
  src: `/images/blog/${slug}.svg`,
  alt,
  width: 1600,
  height: 900,
});

/** Newest first, as the listing shows them. */
export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 1,
    slug: 'isabella',
    title: 'From -$20,000 to Wheels Up: Isabella’s 120 Days',
    author: EDITORIAL,
    authorRole: 'Member stories',
    date: '2025-10-07',
    dateDisplay: 'October 7, 2025',
    excerpt:
      'An Austin studio owner started the challenge $20,400 below zero. Four letters, one honest audit and a repricing later, she ended it debt-free and on her first private-jet flight.',
    readingMinutes: readingMinutes(ISABELLA_BODY),
    heroImage: hero(
      'isabella',
      'A private jet climbing above mountains in the first light of morning',
    ),
    body: ISABELLA_BODY,
  },
  {
    id: 2,
    slug: 'marcus',
    title: 'Walls Before Windows: How Marcus Protects a Growing Business While He Travels',
    author: EDITORIAL,
    authorRole: 'Wealth and structure',
    date: '2025-09-30',
    dateDisplay: 'September 30, 2025',
    excerpt:
      'A Charlotte founder with twenty-three employees and ten weeks a year away explains the entities, the living trust and the simple protocol that let him leave the phone in the room.',
    readingMinutes: readingMinutes(MARCUS_BODY),
    heroImage: hero(
      'marcus',
      'A quiet lake at dusk framed by the stone columns of a lakeside villa',
    ),
    body: MARCUS_BODY,
  },
  {
    id: 3,
    slug: 'sophia',
    title: 'The Art of Slow Luxury: From the Amalfi Coast to Kyoto',
    author: 'Sophia Laurent',
    authorRole: 'Member since 2023',
    date: '2025-09-23',
    dateDisplay: 'September 23, 2025',
    excerpt:
      'Two places, five weeks and no spreadsheet. A member on lemon groves above Ravello, a twelve-hour flight that cost no days, and the maples of Kyoto at six in the morning.',
    readingMinutes: readingMinutes(SOPHIA_BODY),
    heroImage: hero(
      'sophia',
      'Terraced coastline at sunset giving way to a pagoda among red maples',
    ),
    body: SOPHIA_BODY,
  },
];

export function findBlogPost(slug: string | undefined): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}
