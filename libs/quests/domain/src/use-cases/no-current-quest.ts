import { DomainError, err } from '@sidequest/kernel';

/** What a plan edit or a milestone toggle (in progress, with the same words) answers when the quest named is not the user's current one. */
export const noCurrentQuest = () => err(new DomainError('not_found', 'No active quest.'));
