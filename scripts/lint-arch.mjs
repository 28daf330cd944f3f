#!/usr/bin/env node
// Runs dependency-cruiser over src/ with the layer rules and fails when it
// cruised zero modules (a silently broken TypeScript setup) or found a violation.
import { cruise } from 'dependency-cruiser';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);

export async function lintArch(roots = ['src'], { configPath = '.dependency-cruiser.cjs', baseDir = process.cwd() } = {}) {
  const config = require(resolve(configPath));
  const result = await cruise(roots, {
    ...config.options,
    baseDir,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    outputType: 'json',
  });
  const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
  const modules = output.summary.totalCruised;
  const violations = output.summary.violations.filter((v) => v.rule.severity === 'error');
  return { modules, violations };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const roots = process.argv.slice(2);
  const { modules, violations } = await lintArch(roots.length ? roots : ['src']);
  for (const v of violations) {
    console.error(`✗ ${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (cycle: ${v.cycle.map((c) => c.name ?? c).join(' → ')})` : ''}`);
  }
  if (modules === 0) {
    console.error('lint:arch cruised 0 modules: the TypeScript setup is broken.');
    process.exit(1);
  }
  console.log(`lint:arch: ${modules} modules cruised, ${violations.length} violations`);
  process.exit(violations.length ? 1 : 0);
}
