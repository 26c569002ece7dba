import base from './vitest.config.mjs';
export default { ...base, test: { ...base.test, projects: base.test.projects.map((p) => p.test.name === 'dom' ? { ...p, test: { ...p.test, setupFiles: [...p.test.setupFiles, 'tests/support/prof-setup.ts'] } } : p) } };
