// Public surface of the join feature, for the /join/{contestId}/{secret} route.
export { JoinPage } from '@/features/join/components/join-page';
