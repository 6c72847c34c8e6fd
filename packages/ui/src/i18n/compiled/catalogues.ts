// Written by `pnpm run i18n:compile`: do not edit.
import type { Catalogue } from '../i18n.ts';
import { announcementsMessages } from './announcements.catalogue.ts';
import { auditMessages } from './audit.catalogue.ts';
import { discussionMessages } from './discussion.catalogue.ts';
import { questionsMessages } from './questions.catalogue.ts';
import { worksheetsMessages } from './worksheets.catalogue.ts';

export const areaCatalogues: Catalogue<string>[] = [
  announcementsMessages,
  auditMessages,
  discussionMessages,
  questionsMessages,
  worksheetsMessages,
];
