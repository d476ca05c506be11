// Texts of the join page. The server's refusals (a closed link, a full contest, a taken name) are
// shown in its own words; any other server text gives way to these (src/lib/player-errors.ts).
import { PLAYER_USERNAME_LENGTH } from '@/config/limits';

export const joinMessages = {
  loading: 'Opening the join link…',
  cannotJoin: "You can't join this contest",
  unreachable: "We couldn't reach the server",
  unreachableDetail: 'Check your connection and try again.',
  joinFailed: 'Unable to join right now. Check your connection and try again.',
  usernameLength: `Player usernames must be between ${PLAYER_USERNAME_LENGTH.min} and ${PLAYER_USERNAME_LENGTH.max} characters.`,
  saveYourLink: 'This is your personal link. Save it: it is your only way back to your memes and votes.',
  alreadyJoined: 'You already joined this contest from this device.',
  linkCopied: 'Your link is copied. Keep it somewhere safe.',
  copyFailed: 'Unable to copy your link automatically. Select it and copy it by hand.',
};
