// Texts of the join page. The server's refusals (a closed link, a full contest, a taken name) are
// shown in its own words; any other server text gives way to these (src/lib/player-errors.ts).
import { catalogTexts } from '@/i18n/texts';

export const joinMessages = catalogTexts('join', [
  'loading',
  'cannotJoin',
  'unreachable',
  'unreachableDetail',
  'joinFailed',
  'saveYourLink',
  'alreadyJoined',
  'linkCopied',
  'copyFailed',
]);
