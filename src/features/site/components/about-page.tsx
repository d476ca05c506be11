import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { SCORE_RANGE } from '@/config/limits';
import { paths } from '@/config/routes';
import { aboutFaq } from '@/features/site/components/about-faq';
import { FaqAccordion } from '@/features/site/components/faq-accordion';
import { StepList, type Step } from '@/features/site/components/step-list';

const organizerJourney: readonly Step[] = [
  {
    title: 'Create a contest',
    description:
      'sign in with Discord, name your contest, choose how many memes each player may upload and list your players.',
  },
  {
    title: 'Send personal links',
    description:
      'copy each player’s unique link from the dashboard and share it privately; no sign-up needed on their side.',
  },
  {
    title: 'Monitor progress',
    description:
      'watch memes and votes come in, then advance the contest from participation to vote when you are ready.',
  },
  {
    title: 'Reveal results',
    description: 'once every meme has a vote, move to results to show the podium and the full rankings.',
  },
];

const playerJourney: readonly Step[] = [
  {
    title: 'Open your link',
    description: 'the link from your organizer signs you in to your contest; keep it to yourself.',
  },
  {
    title: 'Upload',
    description: 'add your memes during the participation phase, up to the number your organizer allows.',
  },
  {
    title: 'Vote',
    description: `score the other players’ memes from ${SCORE_RANGE.min} to ${SCORE_RANGE.max} without knowing who made them.`,
  },
  { title: 'See results', description: 'check the podium, every meme’s ranking and the player leaderboard.' },
];

export function AboutPage() {
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <title>About · Meme Arena</title>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">About Meme Arena</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-300">
          Meme Arena turns a group chat’s funniest moments into a friendly competition. Here is how a contest goes for
          the organizer and for the players.
        </p>
      </header>

      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="organizer-journey">
          <h2 id="organizer-journey" className="text-xl font-bold text-white">
            For organizers
          </h2>
          <StepList steps={organizerJourney} className="mt-5" />
        </section>
        <section aria-labelledby="player-journey">
          <h2 id="player-journey" className="text-xl font-bold text-white">
            For players
          </h2>
          <StepList steps={playerJourney} className="mt-5" />
        </section>
      </div>

      <section aria-labelledby="faq" className="mt-16">
        <h2 id="faq" className="text-2xl font-bold text-white">
          Frequently asked questions
        </h2>
        <div className="mt-6">
          <FaqAccordion items={aboutFaq} />
        </div>
      </section>

      <div className="mt-12 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.login} className={buttonClasses('primary', 'lg')}>
          Host a contest
        </Link>
        <Link to={paths.rules} className={buttonClasses('secondary', 'lg')}>
          Read the rules
        </Link>
      </div>
    </main>
  );
}
