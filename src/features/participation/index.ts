// Public surface of the participation feature: the participation phase's view.
export { ParticipationView } from '@/features/participation/components/participation-view';
