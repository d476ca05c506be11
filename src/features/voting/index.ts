// Public surface of the voting feature: the vote phase's view.
export { VoteView } from '@/features/voting/components/vote-view';
