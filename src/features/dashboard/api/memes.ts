// Memes of a contest for the dashboard (docs/product/requests.md#memes), through the panel's own route (the contract's
// API_ROUTES.panelMemes), one SQL query on the server whatever the number of memes. The uploader's name comes from
// the players list already loaded.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerKeys } from '@/lib/data/query-keys';
import { collections, type MemeRecord } from '@/lib/data/records';
import { hostClient } from '@/lib/session/pocketbase';
import type { PanelMeme } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';
import { fetchPanelList, usePanelRemoval, usePendingRemovals } from './panel-list';

/** The address of the panel's list of memes. */
export const contestMemesPath = (contestId: string) => routeAddress(API_ROUTES.panelMemes, { contest: contestId });

/** Every meme of the contest, newest first. */
export function fetchContestMemes(contestId: string): Promise<MemeRecord[]> {
  return fetchPanelList<PanelMeme>(contestMemesPath(contestId));
}

export const contestMemesQuery = (contestId: string) =>
  queryOptions({ queryKey: organizerKeys.memes(contestId), queryFn: () => fetchContestMemes(contestId) });

export function useContestMemes(contestId: string) {
  return useQuery(contestMemesQuery(contestId));
}

/**
 * Moderation: removes a meme of the contest, with its votes; the server tells its uploader. The meme's votes leave
 * the counts too.
 */
export function useRemoveMeme(contestId: string) {
  return usePanelRemoval(
    contestId,
    organizerKeys.memeRemoval(contestId),
    (memeId) => hostClient.collection(collections.memes).delete(memeId),
    { removed: 'dashboard.memeRemoved', failed: 'dashboard.removeMemeFailed' },
  );
}

/** The memes of the contest whose removal was sent and not answered yet, by id: their cards show a spinner. */
export function usePendingMemeRemovals(contestId: string): ReadonlySet<string> {
  return usePendingRemovals(organizerKeys.memeRemoval(contestId));
}
