// Public surface of the seasons feature for the organizer's season screen: the leaderboard and hall of fame, drawn
// the same way as on the public season page (public-page.ts), which the dashboard does not carry.
export { SeasonBoard, type SeasonBoardComponent } from '@/features/seasons/components/season-board';
