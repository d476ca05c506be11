import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckIcon, ShareIcon } from '@/components/ui/icons';
import { useT } from '@/i18n/use-t';
import { copyText } from '@/lib/display/clipboard';

type Outcome = 'idle' | 'copied' | 'failed';
/** How long the button says the link was copied. */
const COPIED_FOR_MS = 4000;

/**
 * Shares the public results page: the phone's own share sheet (the Web Share API) where there is one and a finger to
 * use it, else the link copied to the clipboard, said on the button and announced. On a desktop a copied link is what
 * people paste into Discord; the desktop share dialogs lead elsewhere.
 */
export function ShareResultsButton({ url, contestName }: { url: string; contestName: string }) {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome>('idle');

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = window.setTimeout(() => setOutcome('idle'), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const share = async () => {
    if (typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches) {
      try {
        await navigator.share({ title: contestName, text: t('results.shareText', { contest: contestName }), url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOutcome((await copyText(url)) ? 'copied' : 'failed');
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant="secondary" onClick={() => void share()}>
        {outcome === 'copied' ? <CheckIcon /> : <ShareIcon />}
        {outcome === 'copied' ? t('results.linkCopied') : t('results.share')}
      </Button>
      <p role="status" className={`text-sm ${outcome === 'failed' ? 'text-amber-200' : 'text-muted'}`}>
        {outcome === 'copied' ? t('results.linkCopiedDetail') : outcome === 'failed' ? t('results.copyFailed') : null}
      </p>
    </div>
  );
}
