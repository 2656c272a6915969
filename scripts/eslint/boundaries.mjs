// Local lint rules for the house's walls (issue 27): a web feature imports no other feature, and
// shared web code (components/, lib/, i18n/) imports no feature. Resolved from the importing file's
// own folder, so the depth of the file does not matter (the pattern rule it replaces did).
import path from 'node:path';

const FEATURES = `${path.sep}packages${path.sep}web${path.sep}src${path.sep}features${path.sep}`;
const WEB_SRC = `${path.sep}packages${path.sep}web${path.sep}src${path.sep}`;

/** The feature folder a path lies in, or undefined. */
function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at < 0) return undefined;
  return file.slice(at + FEATURES.length).split(path.sep)[0];
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Web features do not import each other; shared code does not import features.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!file.includes(WEB_SRC)) return {};
    const own = featureOf(file);
    const shared = ['components', 'lib', 'i18n'].some((dir) =>
      file.includes(`${WEB_SRC}${dir}${path.sep}`),
    );
    if (!own && !shared) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = featureOf(path.resolve(path.dirname(file), source));
        if (!target || target === own) return;
        context.report({
          node,
          message: own
            ? `Feature '${own}' must not import feature '${target}'; compose them in app/portals or move shared code to components/ or lib/.`
            : `Shared code must not import feature '${target}'; features build on components/ and lib/, not the other way round.`,
        });
      },
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
