// Public surface of the join feature, for the /join/{contestId}/{secret} and /c/{contestId} routes.
export { JoinPage } from '@/features/join/components/join-page';
export { ContestAddressPage } from '@/features/join/components/contest-address-page';
