#!/usr/bin/env node
// `prepublishOnly` (#30.5): the package is proprietary (LICENSE) and its name is taken on the public
// npm registry by someone else's package, so a publish there would leak our code under their name,
// and installs that fall back to the public registry could get theirs. A team publishes to its own
// registry (`npm publish --registry https://npm.example.internal/`, or `publishConfig` / `.npmrc`);
// this refuses the public one.
const registry = process.env.npm_config_registry ?? 'https://registry.npmjs.org/';
if (/^https?:\/\/registry\.(npmjs\.org|yarnpkg\.com)\/?$/i.test(registry.trim())) {
  process.stderr.write(
    `student-portal is proprietary: refusing to publish to the public registry ${registry}.\n` +
      'Publish to your own registry: npm publish --registry https://<your registry>/ (see README, Releasing).\n',
  );
  process.exit(1);
}
