// Role lookup for the role × operation matrices.
import type PocketBase from 'pocketbase';
import { anonymous, type createScenario } from './roles';

export type Scenario = Awaited<ReturnType<typeof createScenario>>;

export const ROLES = ['anonymous', 'organizer A', 'organizer B', 'player', 'outsider'] as const;
export type Role = (typeof ROLES)[number];

/** organizer A owns contest A with `players`; organizer B owns contest B, whose only player is the outsider. */
export function clientOf(scenario: Scenario, role: Role): PocketBase {
  switch (role) {
    case 'anonymous':
      return anonymous();
    case 'organizer A':
      return scenario.organizerA.client;
    case 'organizer B':
      return scenario.organizerB.client;
    case 'player':
      return scenario.players[0]!.client;
    case 'outsider':
      return scenario.outsider.client;
  }
}
