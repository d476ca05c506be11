// Contest records of the signed-in organizer (docs/product/requests.md#contests): fetchers, query options and mutation
// hooks.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { organizerKeys } from '@/lib/data/query-keys';
import { collections, type ContestRecord, type ContestStatus } from '@/lib/data/records';
import { hostClient } from '@/lib/session/pocketbase';
import { createPlayers, type PlayerCreationFailure } from './players';

const contests = () => hostClient.collection(collections.contests);

export function fetchOrganizerContests(userId: string): Promise<ContestRecord[]> {
  return contests().getFullList<ContestRecord>({
    filter: hostClient.filter('user = {:userId}', { userId }),
    sort: '-created',
  });
}

export function fetchContest(contestId: string): Promise<ContestRecord> {
  return contests().getOne<ContestRecord>(contestId);
}

export const organizerContestsQuery = (userId: string) =>
  queryOptions({ queryKey: organizerKeys.contestList(userId), queryFn: () => fetchOrganizerContests(userId) });

export const contestQuery = (contestId: string) =>
  queryOptions({
    queryKey: organizerKeys.contestRecord(contestId),
    queryFn: () => fetchContest(contestId),
    retry: false,
  });

export function useOrganizerContests(userId: string) {
  return useQuery(organizerContestsQuery(userId));
}

export function useContest(contestId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...contestQuery(contestId),
    // The list already holds the contest: show it at once while the fresh copy loads.
    placeholderData: () =>
      queryClient
        .getQueriesData<ContestRecord[]>({ queryKey: organizerKeys.contestLists() })
        .flatMap(([, list]) => list ?? [])
        .find((contest) => contest.id === contestId),
  });
}

export interface NewContest {
  userId: string;
  name: string;
  description: string;
  maxMemesPerPlayer: number;
  usernames: string[];
  /** Optional phase deadlines (ISO dates), left out of the request when there are none. */
  deadlines?: { participation_ends: string; vote_ends: string };
  /** The contest's language (contract/locales.json). */
  language?: string;
  /** The organizer's season it counts in, if any. */
  season?: string;
}

export interface CreatedContest {
  contest: ContestRecord;
  failedPlayers: PlayerCreationFailure[];
}

/** The deadlines that are set: the create payload stays exactly as it is when there are none. */
function withoutEmpty(deadlines: NewContest['deadlines']) {
  return Object.fromEntries(Object.entries(deadlines ?? {}).filter(([, value]) => value !== ''));
}

/** Creates the contest, then its players in parallel; players that fail are reported, the rest are kept. */
export async function createContestWithPlayers(input: NewContest): Promise<CreatedContest> {
  const contest = await contests().create<ContestRecord>({
    name: input.name,
    description: input.description,
    status: 'participation' satisfies ContestStatus,
    max_memes_per_player: input.maxMemesPerPlayer,
    user: input.userId,
    // English is what an empty language reads as: left out, the create payload stays as it was before languages.
    ...(input.language && input.language !== DEFAULT_LOCALE ? { language: input.language } : {}),
    ...withoutEmpty(input.deadlines),
    ...(input.season ? { season: input.season } : {}),
  });
  const failedPlayers = await createPlayers(contest.id, input.usernames);
  return { contest, failedPlayers };
}

export function useCreateContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContestWithPlayers,
    onSuccess: ({ contest }, input) => {
      // The new contest goes first in the list right away; the refetch then confirms it.
      queryClient.setQueryData<ContestRecord[]>(organizerKeys.contestList(input.userId), (list) => [
        contest,
        ...(list ?? []).filter((item) => item.id !== contest.id),
      ]);
      queryClient.setQueryData(organizerKeys.contestRecord(contest.id), contest);
      void queryClient.invalidateQueries({ queryKey: organizerKeys.contestLists() });
      // Its season's screen lists it from now on.
      if (contest.season) void queryClient.invalidateQueries({ queryKey: organizerKeys.season(contest.season) });
    },
  });
}

export interface ContestChanges {
  name: string;
  description: string;
  status: ContestStatus;
  max_memes_per_player: number;
  language?: string;
}

/** The phase deadlines (ISO dates, '' to clear one). */
export interface DeadlineChanges {
  participation_ends?: string;
  vote_ends?: string;
}

export function updateContest(
  contestId: string,
  changes: Partial<ContestChanges> | DeadlineChanges,
): Promise<ContestRecord> {
  return contests().update<ContestRecord>(contestId, changes);
}

function useContestRecordMutation<TVariables extends { contestId: string }>(
  mutationFn: (variables: TVariables) => Promise<ContestRecord>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (contest) => {
      queryClient.setQueryData(organizerKeys.contestRecord(contest.id), contest);
      void queryClient.invalidateQueries({ queryKey: organizerKeys.contestLists() });
      void queryClient.invalidateQueries({ queryKey: organizerKeys.contest(contest.id) });
      // A new name or phase shows on its season's screen (its leaderboard moves when results open).
      if (contest.season) void queryClient.invalidateQueries({ queryKey: organizerKeys.season(contest.season) });
    },
    // A refusal may mean the contest changed elsewhere (its phase moved in another tab): reload it, so the panel
    // shows its current state and the next save sends its current status.
    onError: (_error, variables) => {
      void queryClient.invalidateQueries({ queryKey: organizerKeys.contestRecord(variables.contestId) });
    },
  });
}

/** Save: name, description, the status held in the form, and the (unchanged) max memes per player. */
export function useSaveContest() {
  return useContestRecordMutation(({ contestId, changes }: { contestId: string; changes: ContestChanges }) =>
    updateContest(contestId, changes),
  );
}

/** The phase deadlines alone. */
export function useSaveDeadlines() {
  return useContestRecordMutation(({ contestId, changes }: { contestId: string; changes: DeadlineChanges }) =>
    updateContest(contestId, changes),
  );
}

/** Advance: sends the next status only; the server checks the phase order and its conditions. */
export function useAdvanceContest() {
  return useContestRecordMutation(({ contestId, status }: { contestId: string; status: ContestStatus }) =>
    updateContest(contestId, { status }),
  );
}

export function useDeleteContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contestId: string) => contests().delete(contestId),
    onSuccess: (_deleted, contestId) => {
      queryClient.setQueriesData<ContestRecord[]>({ queryKey: organizerKeys.contestLists() }, (list) =>
        list?.filter((contest) => contest.id !== contestId),
      );
      queryClient.removeQueries({ queryKey: organizerKeys.contest(contestId) });
      void queryClient.invalidateQueries({ queryKey: organizerKeys.contestLists() });
      // A season loses it from its contests (and keeps its podium, when it had results).
      void queryClient.invalidateQueries({ queryKey: organizerKeys.seasonAnswers() });
    },
  });
}
