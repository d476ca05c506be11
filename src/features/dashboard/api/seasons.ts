// The organizer's seasons (docs/product/organizer.md#seasons): season records through the records API (owner-only
// rules, pb_migrations/), a season's leaderboard and podiums through API_ROUTES.season, and a contest's season as a
// plain contest field the server checks (only a season of the same organizer).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizerKeys } from '@/lib/data/query-keys';
import { collections, type ContestRecord, type SeasonRecord } from '@/lib/data/records';
import { retryTransientFailure } from '@/lib/errors/query-retry';
import { hostClient } from '@/lib/session/pocketbase';
import type { SeasonAnswer } from '@contract/answers.js';
import { API_ROUTES, routeAddress } from '@contract/routes.js';

export type { SeasonAnswer };

const seasons = () => hostClient.collection(collections.seasons);

export function fetchOrganizerSeasons(userId: string): Promise<SeasonRecord[]> {
  return seasons().getFullList<SeasonRecord>({
    filter: hostClient.filter('user = {:userId}', { userId }),
    sort: '-created',
  });
}

export const organizerSeasonsQuery = (userId: string) =>
  queryOptions({
    queryKey: organizerKeys.seasonList(userId),
    queryFn: () => fetchOrganizerSeasons(userId),
    retry: retryTransientFailure,
  });

export function useOrganizerSeasons(userId: string | undefined) {
  return useQuery({ ...organizerSeasonsQuery(userId ?? ''), enabled: Boolean(userId) });
}

/** The season's leaderboard, podiums and live contests, as its owner sees them. */
export const seasonAnswerQuery = (seasonId: string) =>
  queryOptions({
    queryKey: organizerKeys.season(seasonId),
    queryFn: () => hostClient.send<SeasonAnswer>(routeAddress(API_ROUTES.season, { season: seasonId }), {}),
    retry: retryTransientFailure,
  });

export function useSeasonAnswer(seasonId: string) {
  return useQuery(seasonAnswerQuery(seasonId));
}

export interface SeasonFields {
  name: string;
  /** ISO date, or '' for none. */
  ends: string;
}

/** Puts a season's new record in every cached list and reloads what shows it. */
function useSeasonMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<SeasonRecord>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => {
      queryClient.setQueriesData<SeasonRecord[]>({ queryKey: organizerKeys.seasonLists() }, (list) =>
        list ? [saved, ...list.filter((season) => season.id !== saved.id)] : list,
      );
      // The season screen shows the saved name, end date and sharing at once, before its answer reloads: a switch
      // never flips back for a moment.
      queryClient.setQueryData<SeasonAnswer>(organizerKeys.season(saved.id), (answer) =>
        answer
          ? { ...answer, season: { ...answer.season, name: saved.name, ends: saved.ends, shared: saved.shared } }
          : answer,
      );
      void queryClient.invalidateQueries({ queryKey: organizerKeys.seasonLists() });
      void queryClient.invalidateQueries({ queryKey: organizerKeys.season(saved.id) });
    },
  });
}

export function useCreateSeason() {
  return useSeasonMutation(({ userId, fields }: { userId: string; fields: SeasonFields }) =>
    seasons().create<SeasonRecord>({ user: userId, name: fields.name, shared: false, ...endsField(fields.ends) }),
  );
}

export function useUpdateSeason() {
  return useSeasonMutation(({ seasonId, fields }: { seasonId: string; fields: SeasonFields }) =>
    seasons().update<SeasonRecord>(seasonId, { name: fields.name, ends: fields.ends }),
  );
}

export function useShareSeason() {
  return useSeasonMutation(({ seasonId, shared }: { seasonId: string; shared: boolean }) =>
    seasons().update<SeasonRecord>(seasonId, { shared }),
  );
}

/** An end date only when there is one: the create payload stays minimal. */
function endsField(ends: string) {
  return ends ? { ends } : {};
}

/** Deleting a season deletes its hall of fame too; its live contests stay, in no season. */
export function useDeleteSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seasonId: string) => seasons().delete(seasonId),
    onSuccess: (_deleted, seasonId) => {
      queryClient.setQueriesData<SeasonRecord[]>({ queryKey: organizerKeys.seasonLists() }, (list) =>
        list?.filter((season) => season.id !== seasonId),
      );
      queryClient.removeQueries({ queryKey: organizerKeys.season(seasonId) });
      void queryClient.invalidateQueries({ queryKey: organizerKeys.seasonLists() });
      // Contests of the season now read as in none.
      void queryClient.invalidateQueries({ queryKey: organizerKeys.contestLists() });
      void queryClient.invalidateQueries({ queryKey: organizerKeys.allContests() });
    },
  });
}

/** Moves a contest to a season ('' for none); the server refuses a season of someone else. */
export function useSetContestSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contestId, seasonId }: { contestId: string; seasonId: string }) =>
      hostClient.collection(collections.contests).update<ContestRecord>(contestId, { season: seasonId }),
    onSuccess: (contest, { seasonId }) => {
      const previous = queryClient.getQueryData<ContestRecord>(organizerKeys.contestRecord(contest.id))?.season;
      queryClient.setQueryData(organizerKeys.contestRecord(contest.id), contest);
      void queryClient.invalidateQueries({ queryKey: organizerKeys.contestLists() });
      for (const id of [previous, seasonId]) {
        if (id) void queryClient.invalidateQueries({ queryKey: organizerKeys.season(id) });
      }
    },
    onError: (_error, { contestId }) =>
      void queryClient.invalidateQueries({ queryKey: organizerKeys.contestRecord(contestId) }),
  });
}
