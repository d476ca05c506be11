// A shared season for anyone, GET /api/seasons/{season} without a session (docs/product/overview.md#public-season-page): the
// server answers 404 for a season that is missing or not shared, so the page never tells which.
import { queryOptions } from '@tanstack/react-query';
import { publicKeys } from '@/lib/data/query-keys';
import { retryTransientFailure } from '@/lib/errors/query-retry';
import { publicClient } from '@/lib/session/pocketbase';
import type { SeasonAnswer } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

export const publicSeasonQueryOptions = (seasonId: string) =>
  queryOptions({
    queryKey: publicKeys.season(seasonId),
    queryFn: () => publicClient.send<SeasonAnswer>(routeAddress(API_ROUTES.season, { season: seasonId }), {}),
    retry: retryTransientFailure,
    // A season moves only when one of its contests reaches results: a visit's copy is fresh enough.
    staleTime: 60_000,
  });
