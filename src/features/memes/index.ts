// Public surface of the memes feature: the participation phase's view.
export { ParticipationView } from '@/features/memes/components/participation-view';
