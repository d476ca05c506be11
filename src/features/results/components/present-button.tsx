import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { RankedMeme } from '@/features/results/api/results';
import type { Ranked } from '@/features/results/ranking';
import { useT } from '@/i18n/use-t';

// The presenter's code is loaded when the organizer opens it, never with the panel or a player's page.
const PresenterView = lazy(() =>
  import('@/features/results/components/presenter-view').then((module) => ({ default: module.PresenterView })),
);

/** "Present the results": opens the presenter view over the organizer's panel, for a screen share. */
export function PresentButton({
  contestName,
  podium,
  uploaderOf,
}: {
  contestName: string;
  podium: Ranked<RankedMeme>[];
  uploaderOf: (meme: RankedMeme) => string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('results.presentResults')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PresenterView
            contestName={contestName}
            podium={podium}
            uploaderOf={uploaderOf}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
