import { Link } from 'react-router';
import { env } from '@/config/env';
import { CONTESTS_PER_ORGANIZER, SCORE_RANGE } from '@/config/limits';
import { paths } from '@/config/routes';
import { type FaqItem } from '@/features/site/components/faq-accordion';

const externalLinkClasses = 'font-semibold text-brand-soft underline underline-offset-2 hover:text-white';

/** The About page's questions and answers. */
export const aboutFaq: readonly FaqItem[] = [
  {
    question: 'What is Meme Arena?',
    answer: (
      <p>
        A free web app to host meme contests with friends. An organizer creates a contest and invites players with
        personal links; players upload their memes, rate each other’s memes anonymously, and the results phase crowns
        the top-rated ones.
      </p>
    ),
  },
  {
    question: 'Do I need an account?',
    answer: (
      <p>
        Organizers sign in with their Discord account to manage contests from a dashboard. Players need no account at
        all: their personal link signs them in. Treat that link like a password, since anyone who has it can play as
        you.
      </p>
    ),
  },
  {
    question: 'How much does it cost?',
    answer: (
      <p>
        Nothing, Meme Arena is free. Each organizer can run up to {CONTESTS_PER_ORGANIZER} contests at a time; delete
        one to make room for a new one.
      </p>
    ),
  },
  {
    question: 'Who decides when each phase starts?',
    answer: (
      <p>
        The organizer does; there are no timers. Move the contest from participation to vote once at least one meme is
        in, and from vote to results once every meme has at least one vote. Phases only move forward, and results are
        final. See the{' '}
        <Link to={paths.rules} className={externalLinkClasses}>
          contest rules
        </Link>{' '}
        for details.
      </p>
    ),
  },
  {
    question: 'How are votes handled?',
    answer: (
      <p>
        Votes are anonymous: memes are shown without their creators’ names, and nobody sees who gave which score. Each
        player gives one rating from {SCORE_RANGE.min} to {SCORE_RANGE.max} per meme, can change it while voting is
        open, and never sees their own memes in the voting list. Results rank memes by their average score.
      </p>
    ),
  },
  {
    question: 'I found a bug. How do I report it?',
    answer: (
      <p>
        Tell us in our{' '}
        <a href={env.communityUrl} target="_blank" rel="noopener noreferrer" className={externalLinkClasses}>
          chat community on Discord<span className="sr-only"> (opens in a new tab)</span>
        </a>
        . Describe what you were doing, what you expected and what happened instead, and mention your device and
        browser.
      </p>
    ),
  },
];
