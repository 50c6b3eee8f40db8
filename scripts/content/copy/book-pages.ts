/** Text of the preview pages 3 to 9 (public/images/book/page-N.svg): real openings, in order. */
import { CHAPTER_ONE, CHAPTER_ONE_BODY } from './free-chapter';

export interface OpenerPage {
  /** 'Chapter Three', 'Epilogue'... */
  label: string;
  title: string;
  /** Printed page number, matching the contents. */
  folio: number;
  paragraphs: readonly string[];
}

const chapterOneOpening = CHAPTER_ONE_BODY.slice(0, 2).flatMap((b) =>
  b.type === 'p' ? [b.text] : [],
);

export const AUTHORS_NOTE: OpenerPage = {
  label: 'A Note from the Author',
  title: 'Before We Board',
  folio: 1,
  paragraphs: [
    'This is a book about freedom that begins with a negative number. I know that is an odd way to sell a dream, and I want to explain it.',
    'Every owner I have worked with wanted the same things: time that belonged to them, a business that did not need them every hour, and the occasional moment of pure delight, a villa above the sea, a window seat at forty thousand feet, a table nobody else could book. Almost none of them got there by earning more. They got there by seeing clearly, correcting what was wrong, and building structure around what they had.',
    'So we will start on the ground, with your reports and your letters. We will build walls around your work. And only then will we climb. I promise you honesty rather than shortcuts, and a method rather than a miracle.',
    'A word on how to read it. Keep a pen nearby and a notebook you are willing to write uncomfortable numbers in. Do the exercises when you reach them, not later. And if a chapter describes a situation you are in right now, stop reading and act on it first; the rest of the book will wait for you.',
  ],
};

export const OPENER_PAGES: readonly OpenerPage[] = [
  { label: CHAPTER_ONE.label, title: CHAPTER_ONE.title, folio: 3, paragraphs: chapterOneOpening },
  {
    label: 'Chapter Three',
    title: 'Letters That Move Bureaus',
    folio: 49,
    paragraphs: [
      'A credit report is not a judgement. It is a collection of claims, made by companies about you, and the law says those claims must be accurate. When they are not, you have the right to say so in writing, and the people who made them have a duty to check.',
      'In this chapter you will write four kinds of letter: a dispute to a bureau, a validation request to a collector, a goodwill request to a lender, and a follow-up for when the first answer is not good enough. None of them is clever. All of them are specific, polite and backed by evidence.',
      'Before we begin, one promise. Nothing here will help you remove information that is true, and anyone who offers to do that for a fee is selling you something the law does not allow. What we can do is make sure that what is said about you is right.',
    ],
  },
  {
    label: 'Chapter Five',
    title: 'Walls Around Your Work',
    folio: 101,
    paragraphs: [
      'The first company I built had no walls. Every contract, every lease and every promise ran straight through the business to me, and when a customer failed, so did my savings, my credit and very nearly my marriage.',
      'This chapter is about building walls: the companies that keep a problem in one part of your life from spreading to the rest, the living trust that lets someone you trust step in if you cannot, and the plain habits that make both of them hold when it matters.',
      'None of it is exotic. Every structure in these pages is ordinary, well-tested and available to a one-person business. The hard part is not designing them; it is running them properly, year after year, long after the lawyer has gone home.',
    ],
  },
  {
    label: 'Chapter Seven',
    title: 'Cash Flow Is a Habit',
    folio: 153,
    paragraphs: [
      'Every Sunday evening, for twenty minutes, I sit down with a cup of coffee and one page. What came in this week. What went out. What is owed to me, and by whom. What is due next week. That is the whole ritual, and it has done more for my wealth than any investment I have ever made.',
      'Cash flow is not a spreadsheet skill. It is a habit, like brushing your teeth, and like any habit it survives on being small enough to keep on a bad week.',
      'In this chapter I will give you the page, the questions and the order to ask them in. Most readers find money they had forgotten within the first month.',
    ],
  },
  {
    label: 'Chapter Nine',
    title: 'The Private-Jet Math',
    folio: 205,
    paragraphs: [
      'The first time I priced a private flight, I assumed it was beyond me and closed the browser. The second time, years later, I actually did the arithmetic, and discovered that four people flying to Aspen for a long weekend could, on the right repositioning flight, spend less than they would on four last-minute business-class seats and a day of connections.',
      'This chapter is that arithmetic: charters, jet cards, memberships and empty legs, what each really costs, and when each makes sense.',
      'I am not going to tell you that you should fly privately. I am going to show you the numbers, so that if you ever do, it is a decision rather than a fantasy, made from a balance sheet that can carry it.',
    ],
  },
  {
    label: 'Epilogue',
    title: 'Wheels Up',
    folio: 259,
    paragraphs: [
      'There is a moment on every private flight, just after the wheels leave the runway, when the cabin goes quiet. Nobody is checking a phone. Nobody is thinking about the last meeting or the next one. For a few seconds everyone simply looks out of the window as the ground falls away.',
      'I wrote this book for that moment, and for the life that makes it possible: not the jet, but the calm.',
      'If you have worked through these pages, you already know the calm does not arrive with the aircraft. It arrives earlier, on an ordinary Sunday evening, when you sit down with one page of numbers and nothing on it frightens you any more.',
      'That is where your journey really ended, and where the next one begins.',
    ],
  },
];
