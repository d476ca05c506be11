// The player page builds the screen of the contest's phase in a render React may split into slices, yielding to the
// browser between them: in a room of 300 the vote board's first render over 897 memes was one long task on a phone,
// blocking taps and everything else until it ended (src/features/player/components/player-page.tsx).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlayerPage, type PlayerPhaseViewProps } from '@/features/player';
import { APP_PATHS } from '@contract/routes.js';
import { contestRecord, LINK_TOKEN, sessionHandlers, setupPocketBaseMock } from './support/player-page';

const server = setupPocketBaseMock();

/** Keeps the thread busy for `ms`: a part of a screen that takes a while to render on a slow phone. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // working
  }
}

const PARTS = 30;

describe('player page: building the phase screen', () => {
  it('lets other work run while it renders a large phase screen', async () => {
    server.use(...sessionHandlers({ contest: contestRecord({ status: 'vote' }) }));
    const events: string[] = [];
    function Part({ index }: { index: number }) {
      busy(2);
      if (index === 0) {
        events.push('first part');
        // Other work that arrives while the screen is being built: a tap, a network answer, a paint.
        setTimeout(() => events.push('other work'), 0);
      }
      if (index === PARTS - 1) events.push('last part');
      return <li>Meme {index + 1}</li>;
    }
    function LargeScreen(_: PlayerPhaseViewProps) {
      return (
        <ul>
          {Array.from({ length: PARTS }, (_, index) => (
            <Part key={index} index={index} />
          ))}
        </ul>
      );
    }
    const router = createMemoryRouter(
      [
        {
          path: APP_PATHS.player,
          element: (
            <PlayerPage
              playerId="alice0000000001"
              token={LINK_TOKEN}
              phaseViews={{ participation: LargeScreen, vote: LargeScreen, results: LargeScreen }}
            />
          ),
        },
      ],
      { initialEntries: [`/player/alice0000000001?token=${LINK_TOKEN}`] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    expect(await screen.findByText(`Meme ${PARTS}`)).toBeInTheDocument();
    // In one blocking render, 30 parts of 2 ms each leave nothing else a turn until the last one is done.
    expect(events.indexOf('other work')).toBeGreaterThan(events.indexOf('first part'));
    expect(events.indexOf('other work')).toBeLessThan(events.lastIndexOf('last part'));
  });
});
