/** Chapter One of the book: the text of public/pdfs/free-chapter.pdf and of preview page 4. */
import type { Block } from '@app/content/types';

export const CHAPTER_ONE = {
  label: 'Chapter One',
  title: 'The Negative Twenty Thousand',
  epigraph: {
    text: 'You cannot plan a journey from a place you refuse to name.',
    cite: 'Old navigator’s saying',
  },
};

export const CHAPTER_ONE_BODY: readonly Block[] = [
  {
    type: 'p',
    text: 'The night I finally added it up, I was sitting at my kitchen table in Dayton with a legal pad, a calculator that had belonged to my father, and a stack of envelopes I had not opened in six weeks. The freight company I had built for five years was gone. The line of credit I had personally guaranteed was not. I wrote every balance in a column, drew a line underneath, and added it twice because I did not believe it the first time.',
  },
  {
    type: 'p',
    text: 'I will not tell you the number yet. It was larger than most of the numbers in this book, and it is not the point. The point is what happened after I wrote it down. For the first time in a year, the fear had edges. It was no longer a fog that followed me into every meeting and every phone call. It was a figure on a page, and a figure on a page is something you can work on.',
  },
  {
    type: 'p',
    text: 'That is where this book begins, and where I am going to ask you to begin too: not with a budget, not with a side hustle, not with a promise to yourself about next month, but with a single honest number, written down, with a minus sign in front of it if it needs one.',
  },
  { type: 'h2', text: 'Why twenty thousand' },
  {
    type: 'p',
    text: 'Over the last several years I have sat across the table, and more often across a video call, from hundreds of business owners who were in trouble with money. They ran restaurants, dental practices, trucking companies, salons, agencies, construction firms and online stores. Some were in their twenties and some were in their sixties. What surprised me was not how different their situations were, but how similar.',
  },
  {
    type: 'p',
    text: 'Most of them, once we added everything up, were somewhere around twenty thousand dollars below zero. Not bankrupt. Not ruined. Just underwater by an amount large enough to keep them awake and small enough that they felt ashamed of not having fixed it already. A few credit cards carrying payroll from a bad quarter. A personal loan taken to cover a tax bill. A lease on equipment for a location that did not work out. A collection account they were not sure was even theirs.',
  },
  {
    type: 'p',
    text: 'Twenty thousand dollars is a strange amount of debt. It is too large to pay off from one good month and too small to qualify for the dramatic solutions people read about. It is the amount that makes successful people feel like frauds. They can make payroll for twenty employees, negotiate with suppliers and win contracts against larger competitors, yet they cannot make this one number go away.',
  },
  {
    type: 'p',
    text: 'I named the challenge and this chapter after that number because it is where so many capable people get stuck. If you are there, you are in good company. If your number is larger, or smaller, everything in these pages still applies; only the calendar changes.',
  },
  { type: 'h2', text: 'What debt really costs' },
  {
    type: 'p',
    text: 'When people talk about the cost of debt, they talk about interest. Interest matters, and we will deal with it properly in later chapters. But in my experience interest is rarely the most expensive part of being twenty thousand dollars below zero.',
  },
  {
    type: 'p',
    text: 'The most expensive part is attention. Debt that you have not measured takes up room in your head at all hours. It makes you check your bank balance before buying lunch and then feel foolish for checking. It makes you say yes to bad clients because you are afraid of a slow month, and no to good opportunities because you are afraid of a large one. It makes you postpone the hire who would have freed you, the price rise that would have funded you and the holiday that would have reminded you why you started.',
  },
  {
    type: 'p',
    text: 'The second most expensive part is silence. Most owners I meet have never told anyone the real number, not their accountant, not their partner and certainly not their team. Silence means nobody can help, and it means small mistakes on credit reports, forgotten receivables and overpriced subscriptions stay exactly where they are, year after year, because nobody is looking.',
  },
  {
    type: 'p',
    text: 'The third cost is the future. Every month spent in the fog is a month not spent building the structure that would protect you from the next bad quarter. The owners who stay at minus twenty thousand the longest are rarely the ones who spend the most. They are the ones who never stop long enough to look.',
  },
  { type: 'h2', text: 'Three truths about your number' },
  {
    type: 'p',
    text: 'When you finally look, three things tend to be true. I have seen them often enough that I now tell people to expect them.',
  },
  {
    type: 'p',
    text: 'The first truth is that the number is almost always smaller than the fear. Not always smaller than you hoped, but smaller than the shapeless dread you have been carrying. Fear does not do arithmetic. A written figure, however uncomfortable, is finite, and finite problems have finite solutions.',
  },
  {
    type: 'p',
    text: 'The second truth is that some of what is being said about you is probably wrong. Credit reports are assembled by companies processing enormous volumes of data from thousands of lenders and collectors, and they make mistakes: duplicated debts, payments marked late that were not, balances that were paid off years ago, accounts that belong to someone with a similar name. The law gives you the right to dispute information that is inaccurate, incomplete or cannot be verified, and to have it corrected or removed. It does not let you erase the truth, and I will never suggest that you try. But you would be amazed how often the truth is better than the report.',
  },
  {
    type: 'p',
    text: 'The third truth is that, if you run a business, you are probably owed money too. Invoices that slipped past sixty days. Deposits never returned. Equipment sitting in a storage unit you pay for every month. Subscriptions billed to a card you no longer look at. Almost every owner I have worked with found real money in their own business within the first two weeks of looking for it, often thousands of dollars, without selling a single new thing.',
  },
  {
    type: 'quote',
    text: 'I had been treating my credit report like the weather. Writing the number down turned it into a document, and documents can be corrected.',
    cite: 'A member, on her first week',
  },
  { type: 'h2', text: 'The one-page audit' },
  {
    type: 'p',
    text: 'Here is the only exercise in this chapter, and the most important one in the book. Set aside two hours this week, somewhere quiet, with a large sheet of paper or a blank spreadsheet. You are going to build one page that tells the truth about your money. Nothing on it needs to be solved yet. It only needs to be true.',
  },
  {
    type: 'list',
    ordered: true,
    items: [
      'Every debt, one line each: who you owe, the balance today, the interest rate, the minimum payment and the due date.',
      'Who reports it: which of the three credit bureaus show the account, and what each one says about it.',
      'Anything that looks wrong: a balance that does not match your statement, a late payment you paid on time, an account you do not recognise.',
      'Everything you are owed: unpaid invoices, refundable deposits, anything you could sell that you do not use.',
      'Every recurring cost: each subscription, membership and automatic payment, personal and business, with what it actually gives you.',
      'The total: what you owe, less what you are owed and could reasonably collect or sell. That is your starting number.',
    ],
  },
  {
    type: 'p',
    text: 'To fill in the second and third lines you will need your credit reports from all three bureaus. You are entitled to them free of charge, and you should never pay anyone simply to obtain them. Read every line. Read the addresses, the names, the dates and the balances. The most common errors I see are not dramatic; they are quiet duplications and stale details that nobody has ever questioned.',
  },
  {
    type: 'p',
    text: 'When you are finished, put the total at the top of the page and circle it. Then do something that feels strange: tell one person. A partner, a friend, an accountant, a member of your cohort if you have joined the challenge. Say the number out loud. The fog lifts fastest when the number has been said to another human being.',
  },
  { type: 'h2', text: 'What the next hundred and nineteen days look like' },
  {
    type: 'p',
    text: 'The one-page audit is day one. The rest of the journey has a shape, and knowing the shape in advance is half the comfort. The book follows it, and so does the challenge.',
  },
  {
    type: 'p',
    text: 'The first forty days are about clearing the ground. You will correct what is wrong on your reports in writing, using letters that ask bureaus and collectors to prove what they say, and you will find the cash already hiding in your own business. The next forty are about structure: separating your business from your personal life, understanding what companies and trusts can and cannot do, and building credit in your company’s own name so that its future borrowing never lands on your kitchen table again. The final forty are about altitude: paying down in the right order, building the weekly habit that keeps you at zero, and starting to design the life that made all this worth doing.',
  },
  {
    type: 'p',
    text: 'Some people finish in a hundred and twenty days. Some take twice as long, and that is fine. I will not promise you a date or a number, because nobody honest can. What I can promise is that a method beats worry every time, and that the method starts with the page you are about to write.',
  },
  { type: 'h2', text: 'About the jet' },
  {
    type: 'p',
    text: 'You may be wondering why a book about getting out of debt has a private jet on its cover. It is a fair question, and I want to answer it honestly before we go any further.',
  },
  {
    type: 'p',
    text: 'The jet is not the goal. Plenty of people fly privately and are deeply in debt; I have met them. The jet is a symbol of something else: a life in which your time is your own, in which a trip is planned rather than stolen, and in which you can say yes to something wonderful without checking your balance first. That is what I mean by first-class freedom, and it is available at every level of income once the fog has gone.',
  },
  {
    type: 'p',
    text: 'That said, I will not pretend the jet is not fun. Later in this book I will show you the real arithmetic of private aviation, the charters, the jet cards and the empty-leg flights that cost less than most people imagine, and how members of our club use them. When you get there, I hope you will read that chapter as someone with a clean page, a structure around your work, and nothing to check before you say yes.',
  },
  { type: 'h2', text: 'Before you turn the page' },
  {
    type: 'p',
    text: 'Close this book for a moment. Find the envelopes, the statements and the logins you have been avoiding. Put two hours in your calendar this week and give them a name; mine was called The Kitchen Table, and some of our members still use it.',
  },
  {
    type: 'p',
    text: 'Then write your number down. Circle it twice if you need to. It is not a verdict on you, your talent or your business. It is a starting point, and every journey that ever mattered to me began with one.',
  },
  {
    type: 'p',
    text: 'In the next chapter, we will read your credit reports together, line by line, and I will show you exactly what to look for.',
  },
];
