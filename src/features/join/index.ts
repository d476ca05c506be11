// Public surface of the join feature (beyond SPEC.md), for the /join/{contestId}/{secret} route.
export { JoinPage } from '@/features/join/components/join-page';
