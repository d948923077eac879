import type { StaffMemberRef } from 'shared-contract';

/** How the console names a person: nickname, else e-mail, else the member id. */
export const personLabel = (person: StaffMemberRef): string => person.nickname ?? person.email ?? `#${person.id}`;

/** Nickname and e-mail together when both are known (the queue's member column). */
export const personWithEmail = (person: StaffMemberRef): string =>
  person.nickname && person.email ? `${person.nickname} (${person.email})` : personLabel(person);
