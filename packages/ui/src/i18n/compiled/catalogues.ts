// Written by `pnpm run i18n:compile`: do not edit.
import type { Catalogue } from '../i18n.ts';
import { practiceMessages } from './practice.catalogue.ts';
import { progressMessages } from './progress.catalogue.ts';
import { searchMessages } from './search.catalogue.ts';
import { statisticsMessages } from './statistics.catalogue.ts';
import { worksheetsMessages } from './worksheets.catalogue.ts';

export const areaCatalogues: Catalogue<string>[] = [
  practiceMessages,
  progressMessages,
  searchMessages,
  statisticsMessages,
  worksheetsMessages,
];
