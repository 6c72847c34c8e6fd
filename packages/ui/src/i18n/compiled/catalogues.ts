// Written by `pnpm run i18n:compile`: do not edit.
import type { Catalogue } from '../i18n.ts';
import { fingerprintMessages } from './fingerprint.catalogue.ts';
import { reviewMessages } from './review.catalogue.ts';
import { topicsMessages } from './topics.catalogue.ts';
import { worksheetsMessages } from './worksheets.catalogue.ts';

export const areaCatalogues: Catalogue<string>[] = [
  fingerprintMessages,
  reviewMessages,
  topicsMessages,
  worksheetsMessages,
];
