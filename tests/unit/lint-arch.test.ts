// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { lintArch } from '../../scripts/lint-arch.mjs';

type Violation = { rule: { name: string }; from: string; to: string };
type Report = { modules: number; violations: Violation[] };

const planted = mkdtempSync(join(tmpdir(), 'lint-arch-'));
const file = (path: string, text: string) => {
  mkdirSync(join(planted, path, '..'), { recursive: true });
  writeFileSync(join(planted, path), text);
};
file('tsconfig.json', JSON.stringify({ compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'bundler' } }));
file('src/domain/good.ts', 'export const good = 1;\n');
file('src/domain/bad.ts', "import { view } from '../ui/view';\nexport const bad = view;\n");
file('src/ui/view.ts', "import { adapter } from '../adapters/adapter';\nexport const view = adapter;\n");
file('src/adapters/adapter.ts', "import { good } from '../domain/good';\nexport const adapter = good;\n");
file('src/application/a.ts', "import { b } from './b';\nexport const a = b;\n");
file('src/application/b.ts', "import { a } from './a';\nexport const b = () => a;\n");

afterAll(() => rmSync(planted, { recursive: true, force: true }));

describe('npm run lint:arch (the layer rules are live)', () => {
  it('cruises the real source tree: more than zero modules and no violations', async () => {
    const report: Report = await lintArch(['src']);
    expect(report.modules).toBeGreaterThan(0);
    expect(report.violations).toEqual([]);
  });

  it.each([
    ['domain-is-pure', 'src/domain/bad.ts', 'src/ui/view.ts'],
    ['ui-never-imports-adapters', 'src/ui/view.ts', 'src/adapters/adapter.ts'],
    ['no-circular', 'src/application/a.ts', 'src/application/b.ts'],
  ])('reports a planted %s violation (%s → %s)', async (rule, from, to) => {
    const report: Report = await lintArch(['src'], { baseDir: planted, configPath: '.dependency-cruiser.cjs' });
    expect(report.modules).toBeGreaterThan(0);
    expect(report.violations).toContainEqual(expect.objectContaining({ rule: expect.objectContaining({ name: rule }), from, to }));
  });
});
