// Everything an end-to-end spec needs: `import { test, expect, signInAsOrganizer, … } from './support';`
export { test, expect } from './fixtures';
export { openPlayerLink, organizerStorageState, restoreOrganizerSession, signInAsOrganizer } from './auth';
export {
  addPlayer,
  advancePhase,
  castVote,
  createContest,
  createContestInPhase,
  createOrganizer,
  fixturePath,
  fixturesDir,
  MEME_FIXTURES,
  runDeliveryJob,
  sendVote,
  signInPlayer,
  superuserClient,
  uniqueName,
  uploadMeme,
  type ContestHandle,
  type Organizer,
  type PlayerHandle,
} from './api';
export { expectNoAxeViolations } from './accessibility';
export { animationsFinished } from './animations';
export { confirmInAppDialog, recordNativeDialogs } from './dialogs';
export { delayEntryScript } from './slow-network';
export { e2eStack, type E2eStack } from './stack';
