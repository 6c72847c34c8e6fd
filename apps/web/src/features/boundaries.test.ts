import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Features do not import each other, nor the app (STYLE.md, bulletproof-react: shared → features → app): what
 * two features need lives in the shared layers (`src/api`, `src/lib`, `src/testing`, a package), and the app
 * and the routes wire features together. A relative path
 * can cross from one feature into another without naming it, so imports are resolved, not pattern-matched;
 * the packages' own rules (never import an app, the contract never imports the database or the UI) are plain
 * specifiers, which biome.json checks.
 */

const FEATURES = resolve(import.meta.dirname);
/** The app layer above the features: the shell, the router and what wires one feature into another. */
const APP = resolve(FEATURES, '..', 'app');

/** The feature a file belongs to, by its first folder under `src/features`; null outside the features. */
function featureOf(file: string): string | null {
  const path = relative(FEATURES, file);
  if (path.startsWith('..')) return null;
  const [feature, ...rest] = path.split(sep);
  return rest.length > 0 && feature ? feature : null;
}

/** Every module a source file imports, re-exports or loads lazily, as written. */
function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((imported) => imported.fileName);
}

type Violation = { file: string; imports: string; feature: string; other: string };

/** What an import reaches that a feature must not: another feature by its name, or `app`; null when allowed. */
function forbiddenTarget(target: string, feature: string): string | null {
  const path = relative(APP, target);
  if (!path.startsWith('..')) return 'app';
  const other = featureOf(target);
  return other !== null && other !== feature ? other : null;
}

/**
 * The imports by which a feature reaches into another or up into the app, for files given by absolute path with
 * their text.
 */
function crossFeatureImports(files: ReadonlyMap<string, string>): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of files) {
    const feature = featureOf(file);
    if (feature === null) continue;
    for (const specifier of importsOf(source)) {
      if (!specifier.startsWith('.')) continue;
      const other = forbiddenTarget(resolve(dirname(file), specifier), feature);
      if (other !== null) {
        violations.push({ file: relative(FEATURES, file), imports: specifier, feature, other });
      }
    }
  }
  return violations;
}

function sourceFiles(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path, readFileSync(path, 'utf8'));
  }
  return files;
}

describe('feature boundaries', () => {
  it('no feature imports another, nor the app', () => {
    const files = sourceFiles(FEATURES);
    expect(files.size).toBeGreaterThan(50);
    expect(crossFeatureImports(files)).toEqual([]);
  });

  it('finds an import into another feature or the app, however it is written', () => {
    const at = (path: string) => join(FEATURES, ...path.split('/'));
    const files = new Map([
      [
        at('admin/components/panel.tsx'),
        "import { useArchiveData } from '../../archive/hooks/use-archive-data.ts';",
      ],
      [at('auth/api/login.ts'), "export { x } from '../../admin/api/admin-users.ts';"],
      [
        at('archive/components/page.tsx'),
        "const Dialog = lazy(() => import('../../ai-exam/components/d.tsx'));",
      ],
      // Up into the app, even for a type.
      [at('archive/components/list.tsx'), "import { useShellState } from '../../../app/shell-state.tsx';"],
      [at('auth/hooks/use-x.ts'), "import type { ShellDialog } from '../../../app/shell-state.tsx';"],
      // Within one feature, through a sub-feature, and out to the shared layers: all allowed.
      [at('archive/manage/api/upload.ts'), "import { queryKeys } from '../../../../api/query-keys.ts';"],
      [
        at('archive/manage/components/b.tsx'),
        "import type { ArchivePageActions } from '../../components/page.tsx';",
      ],
    ]);
    expect(crossFeatureImports(files)).toEqual([
      {
        file: join('admin', 'components', 'panel.tsx'),
        imports: '../../archive/hooks/use-archive-data.ts',
        feature: 'admin',
        other: 'archive',
      },
      {
        file: join('auth', 'api', 'login.ts'),
        imports: '../../admin/api/admin-users.ts',
        feature: 'auth',
        other: 'admin',
      },
      {
        file: join('archive', 'components', 'page.tsx'),
        imports: '../../ai-exam/components/d.tsx',
        feature: 'archive',
        other: 'ai-exam',
      },
      {
        file: join('archive', 'components', 'list.tsx'),
        imports: '../../../app/shell-state.tsx',
        feature: 'archive',
        other: 'app',
      },
      {
        file: join('auth', 'hooks', 'use-x.ts'),
        imports: '../../../app/shell-state.tsx',
        feature: 'auth',
        other: 'app',
      },
    ]);
  });
});
