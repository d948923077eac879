import type { EnglishPlurals } from 'shared-ui';
import type { eventsTextKo } from '../ko/events';

/** The console's events section (issue 13), en. */
export const eventsTextEn: EnglishPlurals<typeof eventsTextKo> = {
  title: 'Events',
  preBook: {
    title: 'Pre-registration event',
    about:
      'Members enter once during pre-registration and claim the reward once within 30 days of the official launch. The pre-registration menu entries show until the launch.',
    window: 'Pre-registration',
    windowValue: '{{opens}} until before {{launch}}',
    claimUntil: 'Claim by',
    claimUntilValue: '{{last}} (30 days after the launch, KST)',
    reward: 'Reward',
    rewardKey: 'One KEY of {{title}} (random draw)',
    rewardTicket: 'One KEY draw ticket',
    entrants: 'Entered / claimed',
    entrantsValue: '{{entrants}} entered · {{claimed}} claimed',
    updated: 'Last change',
    updatedValue: '{{at}} · {{name}}',
    readOnly: 'Only an admin can change these settings.',
    formTitle: 'Change the pre-registration settings',
    opensAt: 'Pre-registration opens (KST)',
    opensAtHint: 'Members can enter from this time.',
    launchAt: 'Official launch (KST)',
    launchAtHint: 'Pre-registration closes, its menu entries go, and the 30 days to claim the reward begin.',
    rewardKind: 'Reward',
    kinds: { TICKET: 'One KEY draw ticket', KEY: 'One KEY of a project (random draw)' },
    project: 'Project to draw the KEY from',
    projectHint: 'On claiming, one KEY is drawn at random from what this project has released and left.',
    chooseProject: 'Choose a project',
    projectOption: '{{title}} ({{remaining}} KEYs left)',
    auditNote: 'Every change is kept in the audit log with who made it and when.',
    save: 'Save the settings',
    confirmTitle: 'Save the pre-registration settings?',
    confirmBody: 'Pre-registration {{opens}} to {{launch}}; reward: {{reward}}',
    saved: 'The pre-registration settings were saved.',
    loading: 'Loading the pre-registration settings',
    error: 'Could not load the pre-registration settings.',
  },
};
