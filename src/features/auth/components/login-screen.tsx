import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { isAbortError } from '@/lib/errors/notify';
import { useHostSession } from '@/lib/session/host-session';
import { APP_PATHS } from '@contract/routes.js';
import { OAUTH_PROVIDER, signInWithDiscord } from '../api/sign-in-with-discord';

type LoginState = 'idle' | 'connecting' | 'error';

export function LoginScreen() {
  const t = useT();
  const { ready, user, saveSession } = useHostSession();
  const navigate = useNavigate();
  const [state, setState] = useState<LoginState>('idle');

  if (ready && user) return <Navigate to={APP_PATHS.dashboard} replace />;

  const busy = state === 'connecting';

  const handleSignIn = () => {
    setState('connecting');
    // No await before this call: the popup has to open within the click.
    signInWithDiscord().then(
      ({ record, token }) => {
        saveSession(record, token);
        navigate(APP_PATHS.dashboard, { replace: true });
      },
      (error: unknown) => {
        if (!isAbortError(error)) console.warn('Sign-in failed', error);
        setState('error');
      },
    );
  };

  return (
    <main className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
      <div className="rounded-2xl border border-border bg-surface p-8 shadow-xl">
        <h1 className="text-center text-3xl font-bold tracking-tight">{t('login.title')}</h1>
        <p className="mt-3 text-center text-muted">{t('login.intro')}</p>
        <Button size="lg" className="mt-8 w-full" onClick={handleSignIn} disabled={!ready || busy} aria-busy={busy}>
          {busy ? (
            <>
              <Spinner />
              {t('login.connecting', { platform: OAUTH_PROVIDER.label })}
            </>
          ) : (
            t('login.continueWith', { platform: OAUTH_PROVIDER.label })
          )}
        </Button>
        {state === 'error' ? (
          <p role="alert" className="mt-6 rounded-lg border border-red-500/50 bg-red-500/10 p-4 text-sm text-red-200">
            {t('login.failed')}
          </p>
        ) : null}
      </div>
    </main>
  );
}
