import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/routes';

/** The dashboard's page for a visitor who is not signed in. */
export function SignedOutWelcome() {
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Welcome back!</h1>
      <p className="mt-3 text-muted">Sign in to manage your meme contests.</p>
      <Link to={paths.login} className={buttonClasses('primary', 'lg', 'mt-8')}>
        Sign in
      </Link>
    </main>
  );
}
