import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/routes';
import { useHostSession } from '@/lib/host-session';
import { StepList, type Step } from '@/features/site/components/step-list';

/** The landing page (docs/product/overview.md#landing-page). */
const howItWorks: readonly Step[] = [
  { title: 'Create & Invite', description: 'set up the contest and invite friends with unique player URLs.' },
  { title: 'Upload Memes', description: 'players upload during the participation phase.' },
  { title: 'Anonymous Voting', description: 'rate memes 1-10 without knowing the creators.' },
  { title: 'Crown Winners', description: 'find the top-rated memes.' },
];

const highlights = ['Free to use', 'No accounts for players', 'Anonymous votes'] as const;

export function LandingPage() {
  const { user } = useHostSession();
  const cta = user
    ? { to: paths.dashboard, label: 'Go to dashboard' }
    : { to: paths.login, label: 'Create your first contest' };

  return (
    <main className="flex-1">
      <title>Meme Arena · Host a meme contest in minutes</title>
      <section className="relative overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(124,58,237,0.28),transparent_60%)]"
        />
        <div className="relative mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-soft">Meme Arena</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-white text-balance sm:text-6xl">
            Host a meme contest in minutes
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-300 text-pretty">
            Invite your friends with personal links, collect their best memes, let everyone vote anonymously and crown
            the funniest one.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to={cta.to} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
              {cta.label}
            </Link>
            <Link to={paths.rules} className={buttonClasses('secondary', 'lg', 'w-full sm:w-auto')}>
              Read the rules
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-emerald-400" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="how-it-works" className="text-center text-2xl font-bold text-white sm:text-3xl">
          How it works
        </h2>
        <StepList steps={howItWorks} className="mt-8 sm:grid-cols-2" />
      </section>
    </main>
  );
}
