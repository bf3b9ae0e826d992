import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering and cycle rules of eslint.config.mjs can fail: each case below breaks one, the way a
// new feature would, and the linter must say so.
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((message) => message.ruleId);
}

describe('the layering rules', () => {
  it('refuse a feature reaching into another feature’s internals, and allow its public face', async () => {
    expect(await problems('server/teacher/probe.ts', "export { tutorsChanged } from '@/server/tutors/freshness';\n")).toContain('import-x/no-restricted-paths');
    expect(await problems('server/teacher/probe.ts', "export { tutorsChanged } from '@/server/tutors';\n")).toEqual([]);
  });

  it('refuse a shared layer importing a feature or the top floor', async () => {
    expect(await problems('server/jobs/probe.ts', "export { walletBalance } from '@/server/payments';\n")).toContain('import-x/no-restricted-paths');
    expect(await problems('server/uploads/probe.ts', "export { api } from '@/server/app/api';\n")).toContain('import-x/no-restricted-paths');
  });

  it('keep server code out of components and browser lib code', async () => {
    expect(await problems('components/ui/probe.tsx', "export { getDb } from '@/server/db/client';\n")).toContain('import-x/no-restricted-paths');
    expect(await problems('lib/probe.ts', "export { serverConfig } from '@/server/config';\n")).toContain('import-x/no-restricted-paths');
    expect(await problems('lib/probe.server.ts', "export { serverConfig } from '@/server/config';\n")).toEqual([]);
  });
});

describe('the cycle rule', () => {
  it('refuses a new import circle', async () => {
    const a = path.join(root, 'server/shared/lint-probe-a.ts');
    const b = path.join(root, 'server/shared/lint-probe-b.ts');
    try {
      writeFileSync(a, "import { b } from './lint-probe-b';\nexport const a = () => b;\n");
      writeFileSync(b, "import { a } from '@/server/shared/lint-probe-a';\nexport const b = () => a;\n");
      const [result] = await eslint.lintFiles([a]);
      expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    } finally {
      rmSync(a, { force: true });
      rmSync(b, { force: true });
    }
  });
});
