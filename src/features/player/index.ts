// Public surface of the player feature, for the route that composes the player page.
export { PlayerPage, type PlayerPhaseViewProps } from '@/features/player/components/player-page';
